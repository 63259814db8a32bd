import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOKEN_SHOP_PATHS, type TokenShopActionDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/tournaments/shop/{itemKey}/equip: wears an owned frame or title (one of each kind). */
export function equipTokenItem(itemKey: string): Promise<TokenShopActionDto> {
  return api.post<TokenShopActionDto>(TOKEN_SHOP_PATHS.equip(itemKey));
}

export function useEquipTokenItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: equipTokenItem,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.tokenShop, answer.shop),
  });
}

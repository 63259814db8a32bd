import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOKEN_SHOP_PATHS, type TokenShopActionDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/tournaments/shop/{itemKey}/buy: spends the item's price in tokens, once. */
export function buyTokenItem(itemKey: string): Promise<TokenShopActionDto> {
  return api.post<TokenShopActionDto>(TOKEN_SHOP_PATHS.buy(itemKey));
}

/** Buys a cosmetic; the answer carries the new shop (owned flags and balance). */
export function useBuyTokenItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyTokenItem,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.tokenShop, answer.shop),
  });
}

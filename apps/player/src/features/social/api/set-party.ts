import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/social/party { enabled }: whether friends' hunts may take this player along. */
export function setParty(enabled: boolean): Promise<unknown> {
  return request(apiPath('social', 'party'), { method: 'PUT', json: { enabled } });
}

export function useSetParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setParty,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.party }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SOCIAL_ROUTES, type PartyAnswerDto, type PartyBody } from '@grimhunt/contracts';
import { apiRoute, request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/social/party { enabled }: whether friends' hunts may take this player along. */
export function setParty(enabled: boolean): Promise<PartyAnswerDto> {
  return request<PartyAnswerDto>(apiRoute(SOCIAL_ROUTES.party), { method: 'PUT', json: { enabled } satisfies PartyBody });
}

export function useSetParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setParty,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.friends }),
  });
}

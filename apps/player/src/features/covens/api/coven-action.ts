import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COVEN_PATHS, type CovenActionDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The coven actions that are a bare POST: what the player does, and on whom when it concerns another player. */
export type CovenAction =
  | { kind: 'join' | 'apply' | 'leave'; covenId: string }
  | { kind: 'accept' | 'decline' | 'kick' | 'promote' | 'demote'; covenId: string; userId: string };

export function covenActionPath(action: CovenAction): string {
  return 'userId' in action ? COVEN_PATHS[action.kind](action.covenId, action.userId) : COVEN_PATHS[action.kind](action.covenId);
}

/** POST one coven action; its answer carries the coven after it, and every coven query is read again. */
export function postCovenAction(action: CovenAction): Promise<CovenActionDto> {
  return api.post<CovenActionDto>(covenActionPath(action));
}

export function useCovenAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCovenAction,
    onSuccess: () => {
      for (const queryKey of [queryKeys.covens, queryKeys.tournaments]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

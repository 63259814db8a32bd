import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COVEN_PATHS, type CovenActionDto, type CreateCovenBody } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/covens `{ name, motto, open }` (costs gold); the answer carries the new coven. */
export function createCoven(body: CreateCovenBody): Promise<CovenActionDto> {
  return api.post<CovenActionDto>(COVEN_PATHS.covens, body);
}

/** Founds a coven; the purse and every coven query are stale afterwards. */
export function useCreateCoven() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoven,
    onSuccess: () => {
      for (const queryKey of [queryKeys.covens, queryKeys.me]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

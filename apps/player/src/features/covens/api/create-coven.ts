import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COVEN_PATHS, type CreateCovenBody, type CovenDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { getMyCoven } from './get-my-coven';

/** POST /api/covens `{ name, motto, open }` (costs gold), then the founder's new coven. */
export async function createCoven(body: CreateCovenBody): Promise<CovenDto | null> {
  await api.post<unknown>(COVEN_PATHS.covens, body);
  return getMyCoven();
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { HUNT_PATHS, type SetupAdviceDto } from '@grimhunt/contracts';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** GET /api/huntrefactored/advisor: the saved setups scored on the current ground and the best owned combination. */
export function getSetupAdvice(signal?: AbortSignal): Promise<SetupAdviceDto> {
  return api.get<SetupAdviceDto>(HUNT_PATHS.advisor, { signal });
}

export const setupAdviceQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.setupAdvice, queryFn: ({ signal }) => getSetupAdvice(signal), staleTime: 60_000 });

export function useSetupAdvice(enabled = true) {
  return useQuery({ ...setupAdviceQueryOptions(), enabled });
}

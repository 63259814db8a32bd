import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys';

/**
 * What an equipment change touches: the panel, the inventory flags, the exhibition, the odds, the advisor and the user. The user is
 * refetched even when no screen shows it right now, so the cached
 * active setup and stats never go stale.
 */
export function refreshAfterEquip(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.me, refetchType: 'all' }),
    ...[queryKeys.equipment, queryKeys.inventory, queryKeys.exhibition, queryKeys.shop, queryKeys.odds, queryKeys.setupAdvice].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  ]);
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ECONOMY_ROUTES, EXHIBITION_PAGE_SIZE, type ExhibitionPageDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/clientshop/getexhibition/{page}?pageSize=10 (pages count from 1). */
export function getExhibitionPage(page: number, signal?: AbortSignal): Promise<ExhibitionPageDto> {
  const url = apiRoute(
    ECONOMY_ROUTES.clientShop,
    { endpoint: 'getexhibition', page },
    { pageSize: EXHIBITION_PAGE_SIZE, sortBy: '', filter: '' },
  );
  return api.get<ExhibitionPageDto>(url, { signal });
}

export const exhibitionQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.exhibition,
    queryFn: ({ pageParam, signal }) => getExhibitionPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastParam) =>
      last.pagination?.hasNextPage ? (last.pagination.currentPage || lastParam) + 1 : undefined,
  });

export function useExhibition() {
  return useInfiniteQuery(exhibitionQueryOptions());
}

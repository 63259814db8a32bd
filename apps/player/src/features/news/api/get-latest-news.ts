import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_ROUTES, type NewsDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** News items on the home header. */
export const NEWS_COUNT = 5;

/** GET /api/news/latestnews/0/5: the newest news, newest first. */
export function getLatestNews(signal?: AbortSignal): Promise<NewsDto[]> {
  return api.get<NewsDto[]>(apiRoute(`${NEWS_ROUTES.base}/${NEWS_ROUTES.latest}`, { from: 0, count: NEWS_COUNT }), { signal });
}

export const latestNewsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.news, queryFn: ({ signal }) => getLatestNews(signal), staleTime: 5 * 60_000 });

export function useLatestNews() {
  return useQuery(latestNewsQueryOptions());
}

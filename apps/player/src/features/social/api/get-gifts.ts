import { queryOptions, useQuery } from '@tanstack/react-query';
import { SOCIAL_ROUTES, type GiftsDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/social/gifts: the gift of the day, sends and claims left, gifts waiting to be claimed. */
export function getGifts(): Promise<GiftsDto> {
  return api.get<GiftsDto>(apiRoute(SOCIAL_ROUTES.gifts));
}

export const giftsQueryOptions = () => queryOptions({ queryKey: queryKeys.gifts, queryFn: getGifts });

export function useGifts() {
  return useQuery(giftsQueryOptions());
}

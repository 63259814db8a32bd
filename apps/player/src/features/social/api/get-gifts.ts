import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { GiftsDto } from './social-types';

/** GET /api/social/gifts: the gift of the day, sends and claims left, gifts waiting to be claimed. */
export function getGifts(): Promise<GiftsDto> {
  return api.get<GiftsDto>(apiPath('social', 'gifts'));
}

export const giftsQueryOptions = () => queryOptions({ queryKey: queryKeys.gifts, queryFn: getGifts });

export function useGifts() {
  return useQuery(giftsQueryOptions());
}

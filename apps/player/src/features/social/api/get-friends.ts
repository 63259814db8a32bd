import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { FriendsDto } from './social-types';

/** GET /api/social/friends: friends, incoming and outgoing requests. */
export function getFriends(): Promise<FriendsDto> {
  return api.get<FriendsDto>(apiPath('social', 'friends'));
}

export const friendsQueryOptions = () => queryOptions({ queryKey: queryKeys.friends, queryFn: getFriends });

export function useFriends() {
  return useQuery(friendsQueryOptions());
}

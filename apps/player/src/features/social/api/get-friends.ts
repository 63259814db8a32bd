import { queryOptions, useQuery } from '@tanstack/react-query';
import { SOCIAL_ROUTES, type FriendsDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/social/friends: friends, requests both ways, blocked players and my party switch. */
export function getFriends(): Promise<FriendsDto> {
  return api.get<FriendsDto>(apiRoute(SOCIAL_ROUTES.friends));
}

export const friendsQueryOptions = () => queryOptions({ queryKey: queryKeys.friends, queryFn: getFriends });

export function useFriends() {
  return useQuery(friendsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ECONOMY_ROUTES, type DailyRewardStatusDto } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';

export const DAILY_REWARD_KEY = ['daily-reward'] as const;

/** GET /api/ClientDailyReward/status (bearer): claimed today?, the amount and the next reset (00:00 UTC). */
export function getDailyRewardStatus(): Promise<DailyRewardStatusDto> {
  return api.get<DailyRewardStatusDto>(apiPath(ECONOMY_ROUTES.dailyRewardStatus));
}

export const dailyRewardStatusQueryOptions = () => queryOptions({ queryKey: DAILY_REWARD_KEY, queryFn: getDailyRewardStatus });

export function useDailyRewardStatus() {
  return useQuery(dailyRewardStatusQueryOptions());
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ECONOMY_ROUTES, type DailyRewardClaimDto } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';
import { DAILY_REWARD_KEY } from './get-daily-reward-status';

/** POST /api/ClientDailyReward/claim (bearer, no body): credits today's gold; 409 when claimed today or switched off. */
export function claimDailyReward(): Promise<DailyRewardClaimDto> {
  return api.post<DailyRewardClaimDto>(apiPath(ECONOMY_ROUTES.dailyRewardClaim));
}

/** Claims, then shows the new status at once and reloads the purse (the user's currencies). */
export function useClaimDailyReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimDailyReward,
    onSuccess: (answer) => {
      queryClient.setQueryData(DAILY_REWARD_KEY, answer.status);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: DAILY_REWARD_KEY }),
  });
}

import { useClaimDailyReward } from '../api/claim-daily-reward';
import { useDailyRewardStatus } from '../api/get-daily-reward-status';

/** "HH:MM UTC" of the next reset. */
const resetTime = (at: number) => `${new Date(at).toISOString().slice(11, 16)} UTC`;

/**
 * The daily login reward on home: a button while today's gold is unclaimed, the next reset once claimed. Hidden
 * while loading, when the reward is switched off (setting 0) or when the status cannot be read.
 */
export function DailyRewardButton() {
  const status = useDailyRewardStatus();
  const claim = useClaimDailyReward();
  if (!status.data || !status.data.enabled) return null;
  const { amount, claimedToday, nextResetAt } = status.data;
  return (
    <section className="panel daily-reward" aria-label="Daily reward">
      {claimedToday ? (
        <p className="daily-reward__claimed">
          {claim.data ? claim.data.message : 'Daily reward claimed.'} Next reward at {resetTime(nextResetAt)}.
        </p>
      ) : (
        <button type="button" className="btn btn--primary" disabled={claim.isPending} onClick={() => claim.mutate()}>
          {claim.isPending ? 'Claiming...' : `Claim your daily reward: ${amount} gold`}
        </button>
      )}
      {claim.isError && (
        <p className="alert alert--error" role="alert">
          {claim.error.message}
        </p>
      )}
    </section>
  );
}

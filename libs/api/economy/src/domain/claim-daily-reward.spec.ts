import { decideClaimDailyReward } from './claim-daily-reward';

describe('decideClaimDailyReward', () => {
  it('accepts what the rule allows', () => {
    // Replace with the rule's real cases (worked examples make good test vectors).
    expect(decideClaimDailyReward({ now: 0 })).toEqual({ kind: 'accepted' });
  });
});

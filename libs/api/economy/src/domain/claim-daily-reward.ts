/**
 * The pure rule of "claim-daily-reward": decides from values alone (no I/O, no clock, no randomness of its own).
 * Write the rule and its reasons here; the handler gathers the inputs and applies the decision.
 */
export interface ClaimDailyRewardInput {
  /** ms since epoch, from the injected clock. */
  now: number;
}

export type ClaimDailyRewardDecision = { kind: 'refused'; reason: string } | { kind: 'accepted' };

export function decideClaimDailyReward(input: ClaimDailyRewardInput): ClaimDailyRewardDecision {
  return { kind: 'refused', reason: `write the rule of claim-daily-reward (now=${input.now})` };
}

/**
 * The daily login reward (not in the product spec; docs/decisions.md): a player claims `SETTINGS.dailyRewardGold`
 * gold once per UTC day from the home screen. Routes: ECONOMY_ROUTES.dailyRewardStatus (GET -> DailyRewardStatusDto)
 * and ECONOMY_ROUTES.dailyRewardClaim (POST, no body -> 200 DailyRewardClaimDto; 409 when claimed today or switched off).
 */

/** `GET /api/ClientDailyReward/status`. Times are ms since epoch (server clock). */
export interface DailyRewardStatusDto {
  /** Gold a claim gives now (the setting); 0 means the reward is switched off. */
  amount: number;
  enabled: boolean;
  claimedToday: boolean;
  /** The start of the next UTC day: when a claimed reward can be claimed again. */
  nextResetAt: number;
  currentTimeStamp: number;
}

/** `POST /api/ClientDailyReward/claim`: what was credited and the status after the claim. */
export interface DailyRewardClaimDto {
  success: true;
  message: string;
  gold: number;
  status: DailyRewardStatusDto;
}

export const DAILY_REWARD_MESSAGES = {
  claimed: (gold: number) => `You claimed your daily reward: ${gold} gold.`,
  alreadyClaimed: "You have already claimed today's reward. Come back after the next reset (00:00 UTC).",
  disabled: 'The daily reward is switched off.',
} as const;

export const DAILY_REWARD_ERROR_CODES = {
  ALREADY_CLAIMED: 'ECONOMY.DAILY_REWARD_CLAIMED',
  DISABLED: 'ECONOMY.DAILY_REWARD_DISABLED',
} as const;

import { Tx } from '@grimhunt/api-kernel';

/** When something of a player's moved elsewhere (another context's activity, e.g. economy's ledger). */
export interface ActivityAt {
  userId: string;
  at: Date;
}

/** Players (accounts that may enter the game) and how many of them were active in each window. */
export interface PlayerActivityCounts {
  players: number;
  activeDay: number;
  activeWeek: number;
  activeMonth: number;
}

/**
 * What other contexts may do with accounts beyond reading them (`PlayerDirectory`): the patron tier a subscription
 * sets (payment) and the player counts of the daily analytics record. `user_account` is identity's table; nobody
 * else writes or joins it.
 */
export interface IdentityAccounts {
  /** Sets the patron tier (1-3) of a subscriber inside `tx`; tiers 4 and 5 (given by an admin) are kept. */
  setSubscriberPatreonType(tx: Tx, userId: string, patreonType: number): Promise<void>;
  /**
   * Counts players (roles user, beta user, admin) and those active in each window ending at `now`: logged in
   * (`last_login_at`) or, per `otherActivity`, moved something in it.
   */
  countPlayers(
    now: Date,
    since: { dayAgo: Date; weekAgo: Date; monthAgo: Date },
    otherActivity: ActivityAt[],
  ): Promise<PlayerActivityCounts>;
}
export const IDENTITY_ACCOUNTS = Symbol('IDENTITY_ACCOUNTS');

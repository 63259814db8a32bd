import { Tx } from '@grimhunt/api-kernel';
import type { QueuedMail } from './mail-sender.port';

export type { QueuedMail };

/**
 * What a paid rename did: `renamed`; `taken` (another account has the name, case-insensitive); `invalid` (not a
 * username by the registration rules); `unchanged` (already exactly this name); `missing` (no such account).
 */
export interface RenameOutcome {
  result: 'renamed' | 'taken' | 'invalid' | 'unchanged' | 'missing';
  oldName: string;
  newName: string;
  /** The account's email address ('' when missing). */
  email: string;
}

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
   * Renames the account inside `tx` (its row locked FOR UPDATE) when `newName` follows the registration rules and no
   * other account has it (case-insensitive, as register checks; a race with another rename or a registration is
   * caught by the unique index and answered `taken` without spoiling `tx`).
   */
  renameAccount(tx: Tx, userId: string, newName: string): Promise<RenameOutcome>;
  /** Writes a mail to the account's address into the mail outbox inside `tx`; null when the account is gone. */
  queueMail(tx: Tx, userId: string, mail: { subject: string; text: string }): Promise<QueuedMail | null>;
  /** After `tx` committed: sends a queued mail (SMTP) or leaves it in the outbox (no SMTP). Never throws. */
  sendQueuedMail(mail: QueuedMail): Promise<void>;
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

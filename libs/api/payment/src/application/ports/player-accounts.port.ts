import { Tx } from '@grimhunt/api-kernel';

export interface GiftRecipient {
  id: string;
  name: string;
  role: number;
}

/**
 * What payment needs of accounts beyond identity's PlayerDirectory: a gift's recipient by name, and the patron tier
 * that subscriptions set (identity exposes neither yet; see docs/payment.md).
 */
export interface PlayerAccounts {
  findByName(name: string): Promise<GiftRecipient | null>;
  /** Sets the patron tier of a subscriber; tiers 4 and 5 (set by an admin) are kept. */
  setSubscriberPatreonType(tx: Tx, userId: string, patreonType: number): Promise<void>;
}
export const PLAYER_ACCOUNTS = Symbol('PLAYER_ACCOUNTS');

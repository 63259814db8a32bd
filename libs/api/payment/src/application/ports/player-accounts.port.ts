import { Tx } from '@grimhunt/api-kernel';
import { RenameResult } from '../../domain/name-change';

export interface GiftRecipient {
  id: string;
  name: string;
  role: number;
}

/**
 * What payment needs of accounts beyond identity's PlayerDirectory: a gift's recipient by name, the patron tier
 * that subscriptions set, a paid rename and its receipt in identity's mail outbox (see docs/payment.md).
 */
export interface PlayerAccounts {
  findByName(name: string): Promise<GiftRecipient | null>;
  /** Sets the patron tier of a subscriber; tiers 4 and 5 (set by an admin) are kept. */
  setSubscriberPatreonType(tx: Tx, userId: string, patreonType: number): Promise<void>;
  /** Renames the buyer in `tx` (account row locked) when the name is valid and free; says what happened. */
  rename(tx: Tx, userId: string, newName: string): Promise<{ result: RenameResult; oldName: string; newName: string }>;
  /** Queues a mail to the player's address in identity's mail outbox, inside `tx`; null when the account is gone. */
  queueMail(tx: Tx, userId: string, mail: { subject: string; text: string }): Promise<QueuedMailRef | null>;
  /** After the commit: sends what `queueMail` queued (never throws). */
  sendQueuedMail(mail: QueuedMailRef): Promise<void>;
}

/** A mail queued by `queueMail` (opaque to payment). */
export interface QueuedMailRef {
  id: string;
  to: string;
  subject: string;
  text: string;
}
export const PLAYER_ACCOUNTS = Symbol('PLAYER_ACCOUNTS');

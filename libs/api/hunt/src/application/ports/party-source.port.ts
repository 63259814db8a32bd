import { HuntResultValue } from '@grimhunt/contracts';
import { PgNotification, Tx } from '@grimhunt/api-kernel';

/** A taken-along player's hunt, to announce to them once the sounder's transaction commits. */
export interface PartyHuntNotice {
  /** The taken-along player. */
  userId: string;
  by: { userId: string; name: string };
  huntResult: HuntResultValue;
  enemyName: string | null;
  journalEntryId: string;
}

/** The friends side of the hunting party, kept by another context (social). */
export interface PartySource {
  /** The friends of `userId` who agreed to be taken along (one statement, no lock). */
  partyFriendIds(tx: Tx, userId: string): Promise<string[]>;
  /**
   * The notifications that announce the taken-along hunts to their players (no statement: the channel and the
   * payloads are that context's; the hunt sends them with its batched write, delivered when the transaction commits).
   */
  announcements(notices: PartyHuntNotice[]): PgNotification[];
}

/**
 * The hunt's port for the friends side of the party; the context that keeps friendships (social) provides it. The hunt
 * never depends on that context, and the app does not start without a provider.
 */
export const PARTY_SOURCE_PORT = Symbol('PARTY_SOURCE_PORT');

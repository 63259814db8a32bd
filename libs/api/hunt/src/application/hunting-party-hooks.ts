import { Injectable } from '@nestjs/common';
import { HuntResultValue } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';

/** A taken-along player's hunt, to announce to them once the sounder's transaction commits. */
export interface PartyHuntNotice {
  /** The taken-along player. */
  userId: string;
  by: { userId: string; name: string };
  huntResult: HuntResultValue;
  enemyName: string | null;
  journalEntryId: string;
}

/** The friends side of the hunting party, kept by another context (social) and connected at start. */
export interface PartySource {
  /** The friends of `userId` who agreed to be taken along (one statement, no lock). */
  partyFriendIds(tx: Tx, userId: string): Promise<string[]>;
  /** Announces the taken-along hunts to their players when `tx` commits (one statement). */
  announce(tx: Tx, notices: PartyHuntNotice[]): Promise<void>;
}

/**
 * Where the context that keeps friendships plugs into the hunt without the hunt depending on it. Without a source a
 * hunt takes nobody along. Connect from the module's `onModuleInit`.
 */
@Injectable()
export class HuntingPartyHooks {
  private current: PartySource | null = null;

  connect(source: PartySource): void {
    this.current = source;
  }

  get source(): PartySource | null {
    return this.current;
  }
}

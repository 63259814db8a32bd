import { Injectable } from '@nestjs/common';
import { Tx } from '@grimhunt/api-kernel';
import { LockedPlayer, PlayerLock } from '@grimhunt/api-economy';

/**
 * Locks the user rows of both parties of a mail `FOR UPDATE`, in id order (then wallets, then inventories), so two operations on the same pair cannot deadlock.
 * Missing (deleted) accounts are simply absent from the answer.
 */
@Injectable()
export class PartyLock {
  constructor(private readonly players: PlayerLock) {}

  /** The locked players (economy's `LockedPlayer`, which the wallet and inventory facades require), by id. */
  lock(tx: Tx, userIds: (string | null)[]): Promise<Map<string, LockedPlayer>> {
    return this.players.lockAll(tx, userIds);
  }
}

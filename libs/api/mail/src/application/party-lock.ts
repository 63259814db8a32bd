import { Inject, Injectable } from '@nestjs/common';
import { Tx } from '@grimhunt/api-kernel';
import { PLAYER_DIRECTORY, PlayerAccountView, PlayerDirectory } from '@grimhunt/api-identity';

/**
 * Locks the user rows of both parties of a mail `FOR UPDATE`, in id order (DESIGN §3: two-party operations lock
 * both users in id order, then wallets, then inventories), so two operations on the same pair cannot deadlock.
 * Missing (deleted) accounts are simply absent from the answer.
 */
@Injectable()
export class PartyLock {
  constructor(@Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory) {}

  async lock(tx: Tx, userIds: (string | null)[]): Promise<Map<string, PlayerAccountView>> {
    const ids = [...new Set(userIds.filter((id): id is string => !!id))].sort();
    const locked = new Map<string, PlayerAccountView>();
    for (const id of ids) {
      const player = await this.players.lockForUpdate(tx, id);
      if (player) locked.set(id, player);
    }
    return locked;
  }
}

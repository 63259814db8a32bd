import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError, Tx } from '@grimhunt/api-kernel';
import { PLAYER_DIRECTORY, PlayerAccountView, PlayerDirectory } from '@grimhunt/api-identity';

/** Takes the user row `FOR UPDATE`: the first lock of every economy mutation (user -> wallet -> inventory). */
@Injectable()
export class PlayerLock {
  constructor(@Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory) {}

  async lock(tx: Tx, userId: string): Promise<PlayerAccountView> {
    const player = await this.players.lockForUpdate(tx, userId);
    if (!player) throw new NotFoundError('This account no longer exists', 'ECONOMY.NOT_FOUND');
    return player;
  }
}

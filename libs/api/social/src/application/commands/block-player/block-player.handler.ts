import { Inject, Injectable } from '@nestjs/common';
import { SOCIAL_MESSAGES, SocialOkDto } from '@grimhunt/contracts';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { PlayerLock } from '@grimhunt/api-economy';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { PlayerNotFoundError, SelfFriendError } from '../../../domain/social.errors';
import { SOCIAL_REPOSITORY, SocialRepository } from '../../ports/social.repository.port';

/**
 * `PUT /api/social/blocks/{userId}` blocks a player: the friendship and open requests between the two end, and from
 * then on their requests, gifts and party invitations are refused without telling them. `DELETE` unblocks (idempotent).
 */
@Injectable()
export class BlockPlayerHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
    @Inject(PLAYER_DIRECTORY) private readonly directory: PlayerDirectory,
    private readonly players: PlayerLock,
  ) {}

  async block(userId: string, otherId: string): Promise<SocialOkDto> {
    if (otherId === userId) throw new SelfFriendError(SOCIAL_MESSAGES.blockSelf);
    if (!(await this.directory.find(otherId))) throw new PlayerNotFoundError(SOCIAL_MESSAGES.userNotFound);
    await this.uow.run(async (tx) => {
      await this.players.lockAll(tx, [userId, otherId]);
      await this.social.block(tx, userId, otherId, this.clock.now());
      await this.social.deleteFriendship(tx, userId, otherId);
      await this.social.deleteRequestsBetween(tx, userId, otherId);
    });
    return { success: true, message: SOCIAL_MESSAGES.blocked };
  }

  async unblock(userId: string, otherId: string): Promise<SocialOkDto> {
    await this.uow.run((tx) => this.social.unblock(tx, userId, otherId));
    return { success: true, message: SOCIAL_MESSAGES.unblocked };
  }
}

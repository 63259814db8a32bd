import { Inject, Injectable } from '@nestjs/common';
import { SOCIAL_MESSAGES, SocialOkDto } from '@grimhunt/contracts';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { NotAFriendError } from '../../../domain/social.errors';
import { SOCIAL_REPOSITORY, SocialRepository } from '../../ports/social.repository.port';

/** `DELETE /api/social/friends/{userId}`: either side ends the friendship (one conditional delete). */
@Injectable()
export class EndFriendshipHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
  ) {}

  async execute(userId: string, friendId: string): Promise<SocialOkDto> {
    const removed = await this.uow.run((tx) => this.social.deleteFriendship(tx, userId, friendId));
    if (!removed) throw new NotAFriendError();
    return { success: true, message: SOCIAL_MESSAGES.unfriended };
  }
}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SOCIAL_LIMITS, SOCIAL_MESSAGES, SocialOkDto } from '@grimhunt/contracts';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { PlayerLock } from '@grimhunt/api-economy';
import { FriendLimitError, RequestNotFoundError } from '../../../domain/social.errors';
import { SOCIAL_EVENT_PUBLISHER, SocialEventPublisher } from '../../ports/social-events.port';
import { PartyFlags } from '../../party-flags';
import { SOCIAL_REPOSITORY, SocialRepository } from '../../ports/social.repository.port';

/**
 * Accept or decline a friend request: only its addressee may, and a request from a player the addressee blocked is
 * not theirs to see (404). Both players are locked in id order, the request re-read under the locks, so a request
 * answered twice at once is answered once.
 */
@Injectable()
export class AnswerFriendRequestHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
    @Inject(SOCIAL_EVENT_PUBLISHER) private readonly events: SocialEventPublisher,
    private readonly players: PlayerLock,
    private readonly partyFlags: PartyFlags,
  ) {}

  async execute(userId: string, requestId: string, accept: boolean): Promise<SocialOkDto> {
    const first = await this.social.request(requestId);
    if (!first || first.toUserId !== userId) throw new RequestNotFoundError();
    return this.uow.run(async (tx) => {
      const locked = await this.players.lockAll(tx, [first.fromUserId, userId]);
      const me = locked.get(userId);
      const request = await this.social.request(requestId, tx);
      if (!me || !request || request.toUserId !== userId || (await this.social.isBlocked(tx, userId, request.fromUserId)))
        throw new RequestNotFoundError();
      if (!accept) {
        await this.social.deleteRequest(tx, request.id);
        return { success: true as const, message: SOCIAL_MESSAGES.declined };
      }
      if ((await this.social.countFriends(tx, userId)) >= SOCIAL_LIMITS.maxFriends)
        throw new FriendLimitError(SOCIAL_MESSAGES.tooManyFriends);
      if ((await this.social.countFriends(tx, request.fromUserId)) >= SOCIAL_LIMITS.maxFriends)
        throw new FriendLimitError(SOCIAL_MESSAGES.theyHaveTooManyFriends);
      await this.social.deleteRequest(tx, request.id);
      // A request of mine to them (sent before theirs reached me) is answered by the same friendship.
      await this.social.deleteRequestsBetween(tx, userId, request.fromUserId);
      await this.social.insertFriendship(tx, randomUUID(), userId, request.fromUserId, this.clock.now());
      await this.partyFlags.friendshipMade(tx, userId, request.fromUserId);
      await this.events.publish(tx, [{ userId: request.fromUserId, event: { type: 'friend-accepted', userId, name: me.name } }]);
      return { success: true as const, message: SOCIAL_MESSAGES.nowFriends };
    });
  }
}

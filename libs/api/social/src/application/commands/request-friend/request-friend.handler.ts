import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { FriendRequestAnswerDto, ROLE, SOCIAL_LIMITS, SOCIAL_MESSAGES } from '@grimhunt/contracts';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { PlayerLock } from '@grimhunt/api-economy';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import {
  AlreadyFriendsError,
  AlreadyRequestedError,
  FriendLimitError,
  OutgoingLimitError,
  PlayerNotFoundError,
  RequestRateError,
  SelfFriendError,
  SocialValidationError,
  YouBlockedError,
} from '../../../domain/social.errors';
import { SOCIAL_EVENT_PUBLISHER, SocialEventPublisher } from '../../ports/social-events.port';
import { PartyFlags } from '../../party-flags';
import { SOCIAL_REPOSITORY, SocialRepository } from '../../ports/social.repository.port';

const NAME_MAX = 64;
const HOUR_MS = 60 * 60_000;

/**
 * `POST /api/social/friends/requests`: ask a player by name. Both players' user rows are locked in id order first, so
 * two players asking each other at the same moment (on any processes) are serialised: the second finds the first's
 * request and makes the friendship, and no request is left over. A request to a player who blocked the sender is
 * stored and answered like any other, but the addressee never sees it (the sender is not told).
 */
@Injectable()
export class RequestFriendHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
    @Inject(SOCIAL_EVENT_PUBLISHER) private readonly events: SocialEventPublisher,
    @Inject(PLAYER_DIRECTORY) private readonly directory: PlayerDirectory,
    private readonly players: PlayerLock,
    private readonly partyFlags: PartyFlags,
  ) {}

  async execute(userId: string, rawName: unknown): Promise<FriendRequestAnswerDto> {
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    if (name.length === 0 || name.length > NAME_MAX) throw new SocialValidationError(SOCIAL_MESSAGES.nameRequired);
    const target = await this.directory.findByName(name);
    if (!target || target.role === ROLE.banned || target.role === ROLE.notActivated) throw new PlayerNotFoundError();
    if (target.id === userId) throw new SelfFriendError();
    return this.uow.run(async (tx) => {
      const locked = await this.players.lockAll(tx, [userId, target.id]);
      const me = locked.get(userId);
      if (!me || !locked.has(target.id)) throw new PlayerNotFoundError();
      if (await this.social.isBlocked(tx, userId, target.id)) throw new YouBlockedError();
      if (await this.social.areFriends(tx, userId, target.id)) throw new AlreadyFriendsError();
      const now = this.clock.now();
      const theirs = await this.social.requestBetween(tx, target.id, userId);
      if (theirs) {
        if ((await this.social.countFriends(tx, userId)) >= SOCIAL_LIMITS.maxFriends)
          throw new FriendLimitError(SOCIAL_MESSAGES.tooManyFriends);
        if ((await this.social.countFriends(tx, target.id)) >= SOCIAL_LIMITS.maxFriends)
          throw new FriendLimitError(SOCIAL_MESSAGES.theyHaveTooManyFriends);
        await this.social.deleteRequest(tx, theirs.id);
        await this.social.insertFriendship(tx, randomUUID(), userId, target.id, now);
        await this.partyFlags.friendshipMade(tx, userId, target.id);
        await this.events.publish(tx, [{ userId: target.id, event: { type: 'friend-accepted', userId, name: me.name } }]);
        return { requestId: theirs.id, status: 'friends' as const, message: SOCIAL_MESSAGES.nowFriends };
      }
      if (await this.social.requestBetween(tx, userId, target.id)) throw new AlreadyRequestedError();
      if ((await this.social.countFriends(tx, userId)) >= SOCIAL_LIMITS.maxFriends)
        throw new FriendLimitError(SOCIAL_MESSAGES.tooManyFriends);
      if ((await this.social.countOutgoing(tx, userId)) >= SOCIAL_LIMITS.maxOutgoingRequests) throw new OutgoingLimitError();
      if ((await this.social.countSentSince(tx, userId, new Date(now.getTime() - HOUR_MS))) >= SOCIAL_LIMITS.requestsPerHour)
        throw new RequestRateError();
      const requestId = randomUUID();
      await this.social.insertRequest(tx, { id: requestId, fromUserId: userId, toUserId: target.id, createdAt: now });
      if (!(await this.social.isBlocked(tx, target.id, userId)))
        await this.events.publish(tx, [
          { userId: target.id, event: { type: 'friend-request', requestId, from: { userId, name: me.name } } },
        ]);
      return { requestId, status: 'pending' as const, message: SOCIAL_MESSAGES.requestSent };
    });
  }
}

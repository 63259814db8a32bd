import { Inject, Injectable } from '@nestjs/common';
import { SendGiftsAnswerDto, SOCIAL_LIMITS, SOCIAL_MESSAGES } from '@grimhunt/contracts';
import { CLOCK, Clock, isUuid, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { PlayerLock } from '@grimhunt/api-economy';
import { leftOf, utcDay } from '../../../domain/gift-day';
import {
  GiftAlreadySentError,
  NoGiftTodayError,
  NoSendsLeftError,
  NotAFriendError,
  SocialValidationError,
} from '../../../domain/social.errors';
import { GiftSender } from '../../gift-sender';
import { GiftView } from '../../gift-view';
import { SOCIAL_REPOSITORY, SocialRepository } from '../../ports/social.repository.port';

/**
 * `POST /api/social/gifts`: today's gift to each listed friend, all or nothing. The sender's user row is locked, so
 * the daily allowance and "one per friend per day" are decided on rows no parallel send can change.
 */
@Injectable()
export class SendGiftsHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
    private readonly players: PlayerLock,
    private readonly view: GiftView,
    private readonly sender: GiftSender,
  ) {}

  async execute(userId: string, rawIds: unknown): Promise<SendGiftsAnswerDto> {
    if (
      !Array.isArray(rawIds) ||
      rawIds.length === 0 ||
      rawIds.length > SOCIAL_LIMITS.maxFriends ||
      !rawIds.every((id): id is string => typeof id === 'string' && isUuid(id))
    )
      throw new SocialValidationError(SOCIAL_MESSAGES.giftRecipientsRequired);
    const toUserIds = [...new Set(rawIds)];
    const now = this.clock.now();
    const gift = await this.view.giftOfTheDay(now);
    if (!gift) throw new NoGiftTodayError();
    await this.uow.run(async (tx) => {
      const me = await this.players.lock(tx, userId);
      const friends = new Set(await this.social.friendIds(userId, tx));
      if (!toUserIds.every((id) => friends.has(id))) throw new NotAFriendError();
      const day = utcDay(now);
      const already = new Set(await this.social.sentTo(tx, userId, day));
      if (toUserIds.some((id) => already.has(id))) throw new GiftAlreadySentError();
      if (leftOf(SOCIAL_LIMITS.giftSendsPerDay, already.size) < toUserIds.length) throw new NoSendsLeftError();
      await this.sender.send(tx, me, toUserIds, gift, now);
    });
    return { sent: toUserIds, message: SOCIAL_MESSAGES.giftsSent(toUserIds.length), gifts: await this.view.gifts(userId, now) };
  }
}

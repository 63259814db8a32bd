import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { GiftOfTheDayDto, SOCIAL_LIMITS } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';
import { utcDay } from '../domain/gift-day';
import { SOCIAL_EVENT_PUBLISHER, SocialEventPublisher } from './ports/social-events.port';
import { NewGift, SOCIAL_REPOSITORY, SocialRepository } from './ports/social.repository.port';

/**
 * Writes today's gift to each recipient (created by the game: nothing leaves the sender) and tells their streams.
 * The caller holds the sender's user row lock and checked friendship, the daily allowance and duplicates; the unique
 * (sender, recipient, day) key stops a duplicate that slipped past anyway.
 */
@Injectable()
export class GiftSender {
  constructor(
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
    @Inject(SOCIAL_EVENT_PUBLISHER) private readonly events: SocialEventPublisher,
  ) {}

  async send(tx: Tx, from: { id: string; name: string }, toUserIds: string[], gift: GiftOfTheDayDto, now: Date): Promise<void> {
    if (toUserIds.length === 0) return;
    const expiresAt = new Date(now.getTime() + SOCIAL_LIMITS.giftLifetimeMs);
    const gifts: NewGift[] = toUserIds.map((toUserId) => ({
      id: randomUUID(),
      fromUserId: from.id,
      fromName: from.name,
      toUserId,
      itemId: gift.itemId,
      sentDay: utcDay(now),
      sentAt: now,
      expiresAt,
    }));
    await this.social.insertGifts(tx, gifts);
    await this.events.publish(
      tx,
      gifts.map((g) => ({
        userId: g.toUserId,
        event: { type: 'gift' as const, giftId: g.id, from: { userId: from.id, name: from.name }, itemId: g.itemId },
      })),
    );
  }
}

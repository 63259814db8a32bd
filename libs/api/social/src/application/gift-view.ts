import { Inject, Injectable } from '@nestjs/common';
import { giftOfTheDayItemId, GiftOfTheDayDto, GiftsDto, SETTINGS, SOCIAL_LIMITS } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { leftOf, utcDay } from '../domain/gift-day';
import { SOCIAL_REPOSITORY, SocialRepository } from './ports/social.repository.port';

/** The gift of the day from the admins' schedule, and the player's gift screen. */
@Injectable()
export class GiftView {
  constructor(
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
    @Inject(PLAYER_DIRECTORY) private readonly directory: PlayerDirectory,
    private readonly catalogue: CatalogueFacade,
  ) {}

  /** Today's gift (UTC day of `now`), or null when the schedule names no existing item for it. */
  async giftOfTheDay(now: Date): Promise<GiftOfTheDayDto | null> {
    const snapshot = await this.catalogue.snapshot();
    const itemId = giftOfTheDayItemId(snapshot.settingValue(SETTINGS.giftOfTheDaySchedule), now.getTime());
    const item = itemId ? snapshot.get('item', itemId) : undefined;
    return item ? { itemId: item.id, name: item.name, imageId: item.imageId ?? null } : null;
  }

  async gifts(userId: string, now: Date, tx?: Tx): Promise<GiftsDto> {
    const day = utcDay(now);
    const [giftOfTheDay, sent, sentTo, claimed, open, snapshot] = await Promise.all([
      this.giftOfTheDay(now),
      this.social.countSentOn(tx, userId, day),
      this.social.sentTo(tx, userId, day),
      this.social.countClaimedOn(tx, userId, day),
      this.social.openGifts(userId, now, tx),
      this.catalogue.snapshot(),
    ]);
    const names = await this.directory.namesOf(
      open.flatMap((g) => (g.fromUserId ? [g.fromUserId] : [])),
      tx,
    );
    return {
      giftOfTheDay,
      sendsLeft: leftOf(SOCIAL_LIMITS.giftSendsPerDay, sent),
      claimsLeft: leftOf(SOCIAL_LIMITS.giftClaimsPerDay, claimed),
      sentTodayTo: sentTo,
      received: open.map((g) => {
        const item = snapshot.get('item', g.itemId);
        return {
          giftId: g.id,
          from: { userId: g.fromUserId ?? '', name: (g.fromUserId && names.get(g.fromUserId)) || g.fromName },
          itemId: g.itemId,
          name: item?.name ?? 'A gift',
          imageId: item?.imageId ?? null,
          expiresAt: g.expiresAt.getTime(),
        };
      }),
    };
  }
}

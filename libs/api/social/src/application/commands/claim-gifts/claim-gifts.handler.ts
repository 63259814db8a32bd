import { Inject, Injectable } from '@nestjs/common';
import { ClaimAllGiftsAnswerDto, ClaimGiftAnswerDto, SOCIAL_LEDGER_REASONS, SOCIAL_LIMITS, SOCIAL_MESSAGES } from '@grimhunt/contracts';
import { CLOCK, Clock, Tx, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { HoldingsFacade, LockedPlayer, PlayerLock } from '@grimhunt/api-economy';
import { leftOf, utcDay } from '../../../domain/gift-day';
import {
  GiftClaimedError,
  GiftExpiredError,
  GiftNotFoundError,
  NoClaimsLeftError,
  SocialValidationError,
} from '../../../domain/social.errors';
import { GiftSender } from '../../gift-sender';
import { GiftView } from '../../gift-view';
import { GiftRow, SOCIAL_REPOSITORY, SocialRepository } from '../../ports/social.repository.port';

/**
 * Claiming gifts: the claimer's user row is locked, the daily allowance counted under the lock, and each gift marked
 * claimed by a conditional UPDATE (open, addressed to the claimer, not expired), so of any number of parallel claims
 * of one gift (on any processes) exactly one pays. The item is added through economy's holdings with a ledger row
 * (reason `social-gift-claim`, reference the gift id).
 */
@Injectable()
export class ClaimGiftsHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
    private readonly players: PlayerLock,
    private readonly holdings: HoldingsFacade,
    private readonly catalogue: CatalogueFacade,
    private readonly view: GiftView,
    private readonly sender: GiftSender,
  ) {}

  /** `POST /api/social/gifts/{giftId}/claim`. */
  async claim(userId: string, giftId: string): Promise<ClaimGiftAnswerDto> {
    const first = await this.social.gift(giftId);
    if (!first || first.toUserId !== userId) throw new GiftNotFoundError();
    const now = this.clock.now();
    const claimed = await this.uow.run(async (tx) => {
      const me = await this.players.lock(tx, userId);
      const gift = await this.social.gift(giftId, tx);
      if (!gift) throw new GiftNotFoundError();
      if (gift.claimedAt) throw new GiftClaimedError();
      if (gift.expiresAt.getTime() <= now.getTime()) throw new GiftExpiredError();
      if ((await this.claimsLeft(tx, userId, now)) === 0) throw new NoClaimsLeftError();
      const marked = await this.social.markClaimed(tx, [gift.id], userId, now, utcDay(now));
      if (marked.length === 0) throw new GiftClaimedError();
      await this.pay(tx, me, marked);
      return marked;
    });
    const item = (await this.catalogue.snapshot()).get('item', claimed[0].itemId);
    return {
      claimed: claimed.map((g) => g.id),
      message: SOCIAL_MESSAGES.giftClaimed(item?.name ?? 'a gift'),
      gifts: await this.view.gifts(userId, now),
    };
  }

  /**
   * `POST /api/social/gifts/claim-all`: the oldest open gifts up to today's claims left; with `returnGifts`, today's gift
   * back to each sender who is still a friend and has not had one from me today, while sends are left.
   */
  async claimAll(userId: string, returnGifts: unknown): Promise<ClaimAllGiftsAnswerDto> {
    if (typeof returnGifts !== 'boolean') throw new SocialValidationError('returnGifts must be true or false');
    const now = this.clock.now();
    const gift = returnGifts ? await this.view.giftOfTheDay(now) : null;
    const done = await this.uow.run(async (tx) => {
      const me = await this.players.lock(tx, userId);
      const open = await this.social.openGifts(userId, now, tx);
      const left = await this.claimsLeft(tx, userId, now);
      if (open.length > 0 && left === 0) throw new NoClaimsLeftError();
      const marked = await this.social.markClaimed(
        tx,
        open.slice(0, left).map((g) => g.id),
        userId,
        now,
        utcDay(now),
      );
      await this.pay(tx, me, marked);
      let returnedTo: string[] = [];
      if (gift) {
        const day = utcDay(now);
        const friends = new Set(await this.social.friendIds(userId, tx));
        const already = new Set(await this.social.sentTo(tx, userId, day));
        const senders = [...new Set(marked.flatMap((g) => (g.fromUserId ? [g.fromUserId] : [])))];
        returnedTo = senders
          .filter((id) => friends.has(id) && !already.has(id))
          .slice(0, leftOf(SOCIAL_LIMITS.giftSendsPerDay, already.size));
        await this.sender.send(tx, me, returnedTo, gift, now);
      }
      return { claimed: marked.map((g) => g.id), returnedTo };
    });
    return { ...done, message: SOCIAL_MESSAGES.giftsClaimed(done.claimed.length), gifts: await this.view.gifts(userId, now) };
  }

  private async claimsLeft(tx: Tx, userId: string, now: Date): Promise<number> {
    return leftOf(SOCIAL_LIMITS.giftClaimsPerDay, await this.social.countClaimedOn(tx, userId, utcDay(now)));
  }

  private async pay(tx: Tx, me: LockedPlayer, gifts: GiftRow[]): Promise<void> {
    if (gifts.length === 0) return;
    await this.holdings.apply(
      tx,
      me,
      gifts.map((g) => ({ itemId: g.itemId, delta: 1, reason: SOCIAL_LEDGER_REASONS.giftClaim, reference: g.id })),
    );
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DailyRewardStatusDto, SETTINGS } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { utcDayOf } from '../../../domain/claim-daily-reward';
import { CLAIM_DAILY_REWARD_STORE, ClaimDailyRewardStore } from '../../ports/claim-daily-reward.store.port';

/** Whether the player has claimed today's reward (UTC day of the injected clock), the amount and the next reset. */
@Injectable()
export class GetDailyRewardStatusHandler {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CLAIM_DAILY_REWARD_STORE) private readonly store: ClaimDailyRewardStore,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string): Promise<DailyRewardStatusDto> {
    const now = this.clock.now().getTime();
    const amount = await this.catalogue.settingValue(SETTINGS.dailyRewardGold);
    const today = utcDayOf(now);
    const claimedToday = await this.store.claimedOn(userId, today.day);
    return { amount, enabled: amount > 0, claimedToday, nextResetAt: today.nextResetAt, currentTimeStamp: now };
  }
}

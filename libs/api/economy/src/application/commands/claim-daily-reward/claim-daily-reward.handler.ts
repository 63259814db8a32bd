import { Inject, Injectable } from '@nestjs/common';
import { DAILY_REWARD_MESSAGES, DailyRewardClaimDto, SETTINGS } from '@grimhunt/contracts';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { decideClaimDailyReward, utcDayOf } from '../../../domain/claim-daily-reward';
import { DailyRewardClaimedError, DailyRewardDisabledError } from '../../../domain/economy.errors';
import { HoldingsFacade } from '../../facades/holdings.facade';
import { PlayerLock } from '../../player-lock';
import { CLAIM_DAILY_REWARD_STORE, ClaimDailyRewardStore } from '../../ports/claim-daily-reward.store.port';

/**
 * Claims today's daily reward in one transaction: lock the user row (a `LockedPlayer`), decide with the pure rule
 * (setting 0 = off, one claim per UTC day of the injected clock), record the (player, day) row, then credit the gold
 * through `HoldingsFacade.apply` (wallet row + ledger row). Concurrent claims queue on the user lock; the primary key
 * of the claim row refuses a second one even if a writer skipped the lock, and a refusal rolls everything back.
 */
@Injectable()
export class ClaimDailyRewardHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CLAIM_DAILY_REWARD_STORE) private readonly store: ClaimDailyRewardStore,
    private readonly players: PlayerLock,
    private readonly holdings: HoldingsFacade,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string): Promise<DailyRewardClaimDto> {
    const now = this.clock.now();
    const amount = await this.catalogue.settingValue(SETTINGS.dailyRewardGold);
    const today = utcDayOf(now.getTime());
    return this.uow.run(async (tx) => {
      const player = await this.players.lock(tx, userId);
      const claimedToday = await this.store.claimedOn(player.id, today.day, tx);
      const decision = decideClaimDailyReward({ now: now.getTime(), amount, claimedToday });
      if (decision.kind === 'refused')
        throw decision.reason === 'disabled' ? new DailyRewardDisabledError() : new DailyRewardClaimedError();
      if (!(await this.store.record(tx, player.id, { day: decision.day.day, gold: decision.gold, at: now })))
        throw new DailyRewardClaimedError();
      await this.holdings.apply(tx, player, [
        { currency: 'gold', delta: decision.gold, reason: 'daily-reward', reference: `day:${decision.day.day}` },
      ]);
      return {
        success: true,
        message: DAILY_REWARD_MESSAGES.claimed(decision.gold),
        gold: decision.gold,
        status: { amount, enabled: true, claimedToday: true, nextResetAt: decision.day.nextResetAt, currentTimeStamp: now.getTime() },
      };
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork, ValidationError } from '@grimhunt/api-kernel';
import { decideClaimDailyReward } from '../../../domain/claim-daily-reward';
import { CLAIM_DAILY_REWARD_STORE, ClaimDailyRewardStore } from '../../ports/claim-daily-reward.store.port';

/** The use case "claim-daily-reward": one transaction; the decision comes from the pure rule in domain/claim-daily-reward.ts. */
@Injectable()
export class ClaimDailyRewardHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CLAIM_DAILY_REWARD_STORE) private readonly store: ClaimDailyRewardStore,
  ) {}

  async execute(userId: string): Promise<{ success: true }> {
    const now = this.clock.now();
    return this.uow.run(async (tx) => {
      const decision = decideClaimDailyReward({ now: now.getTime() });
      if (decision.kind === 'refused') throw new ValidationError(decision.reason);
      await this.store.record(tx, userId, now);
      return { success: true };
    });
  }
}

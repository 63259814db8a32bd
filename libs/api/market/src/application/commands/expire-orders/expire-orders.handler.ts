import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { MarketSettlement } from '../../market-settlement';
import { MARKET_STORE, MarketStore } from '../../ports/market.store.port';

/** Orders closed per run at most; the next run goes on. */
export const EXPIRE_BATCH = 500;

/**
 * Closes open orders past their expiry and hands back their escrow, one order per transaction. Any number of
 * processes may run it at once: each takes the next due order `FOR UPDATE SKIP LOCKED` and closes it only while it
 * is still open, so every order expires exactly once. Matching and the book ignore orders past their expiry before
 * this runs.
 */
@Injectable()
export class ExpireOrdersHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MARKET_STORE) private readonly store: MarketStore,
    private readonly catalogue: CatalogueFacade,
    private readonly settlement: MarketSettlement,
  ) {}

  /** Expires due orders (only one player's when `userId` is given); answers how many. */
  async execute(userId?: string): Promise<number> {
    const now = this.clock.now();
    const snapshot = await this.catalogue.snapshot();
    let expired = 0;
    while (expired < EXPIRE_BATCH) {
      const closed = await this.uow.run(async (tx) => {
        const order = await this.store.nextDue(tx, now, userId);
        if (!order) return false;
        const locked = await this.settlement.lockPlayers(tx, [order.userId]);
        await this.settlement.close(this.store, tx, order, 'expired', locked.get(order.userId), now, snapshot);
        return true;
      });
      if (!closed) break;
      expired++;
    }
    return expired;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { MarketOrderDto } from '@grimhunt/contracts';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { NotYourOrderError, OrderClosedError, OrderNotFoundError } from '../../../domain/market.errors';
import { MarketSettlement } from '../../market-settlement';
import { toOrderDto } from '../../market-view';
import { MARKET_STORE, MarketStore } from '../../ports/market.store.port';

/**
 * Cancels the rest of one of the player's open orders and hands back its escrow, in one transaction: the order row
 * first (a running match of it finishes before, so only the escrow of units still open comes back), then the
 * player. An order already past its expiry closes as expired.
 */
@Injectable()
export class CancelOrderHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MARKET_STORE) private readonly store: MarketStore,
    private readonly catalogue: CatalogueFacade,
    private readonly settlement: MarketSettlement,
  ) {}

  async execute(userId: string, orderId: string): Promise<MarketOrderDto> {
    const now = this.clock.now();
    const snapshot = await this.catalogue.snapshot();
    await this.uow.run(async (tx) => {
      const order = await this.store.lockOrder(tx, orderId);
      if (!order) throw new OrderNotFoundError();
      if (order.userId !== userId) throw new NotYourOrderError();
      if (order.status !== 'open') throw new OrderClosedError();
      const locked = await this.settlement.lockPlayers(tx, [userId]);
      const status = order.expiresAt.getTime() <= now.getTime() ? 'expired' : 'cancelled';
      await this.settlement.close(this.store, tx, order, status, locked.get(userId), now, snapshot);
    });
    const closed = await this.store.order(orderId);
    if (!closed) throw new OrderNotFoundError();
    return toOrderDto(closed, snapshot, now);
  }
}

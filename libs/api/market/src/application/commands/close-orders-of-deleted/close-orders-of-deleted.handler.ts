import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock, Tx } from '@grimhunt/api-kernel';
import { AccountDeletionListener } from '@grimhunt/api-identity';
import { MARKET_STORE, MarketStore } from '../../ports/market.store.port';

/**
 * Called by identity inside the transaction that deletes an account (its user row locked): the account's open
 * orders close as cancelled, so they leave the book at once; their escrow goes with the account. This takes order
 * rows after the user row (the one exception to the market's lock order); a deadlock with a match of one of these
 * orders is detected by PostgreSQL and the unit of work retries.
 */
@Injectable()
export class CloseOrdersOfDeletedHandler implements AccountDeletionListener {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MARKET_STORE) private readonly store: MarketStore,
  ) {}

  async beforeAccountDeleted(tx: Tx, userId: string): Promise<void> {
    await this.store.closeAllOf(tx, userId, this.clock.now());
  }
}

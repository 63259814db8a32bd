import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MARKET_LEDGER_REASONS as R } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';
import type { CatalogueSnapshot } from '@grimhunt/api-catalogue';
import { HoldingMovement, HoldingsFacade, LockedPlayer, PlayerLock, PlayerMovements } from '@grimhunt/api-economy';
import { escrowOf, Fill, planFill, RestingOrder } from '../domain/matching';
import { MarketLimits } from '../domain/market-rules';
import { MarketStore, OrderRecord, TradeRecord } from './ports/market.store.port';

export const GOLD = 'gold';

export const resting = (order: Pick<OrderRecord, 'id' | 'userId' | 'side' | 'price' | 'amount' | 'filled' | 'seq'>): RestingOrder => ({
  id: order.id,
  userId: order.userId,
  side: order.side,
  price: order.price,
  remaining: order.amount - order.filled,
  seq: order.seq,
});

/** The escrow movement of `units` of an order: into escrow (negative, at placement) or back to its owner. */
export function escrowMovement(
  order: Pick<OrderRecord, 'id' | 'itemId' | 'side' | 'price'>,
  units: number,
  direction: 'in' | 'out',
): HoldingMovement {
  const sign = direction === 'in' ? -1 : 1;
  const reason = direction === 'in' ? R.escrowIn : R.escrowOut;
  const held = escrowOf(order.side, order.price, units);
  return order.side === 'buy'
    ? { currency: GOLD, delta: sign * held, reason, reference: order.id }
    : { itemId: order.itemId, delta: sign * held, reason, reference: order.id, consume: direction === 'in' };
}

/** The holdings movements of one fill, by player: the units to the buyer (and the buyer's unspent escrow), the gold to the seller less the tariff. */
export function fillMovements(fill: Fill, itemId: string, tradeId: string): Map<string, HoldingMovement[]> {
  const moves = new Map<string, HoldingMovement[]>([
    [fill.buyerId, [{ itemId, delta: fill.amount, reason: R.fill, reference: tradeId }]],
    [fill.sellerId, [{ currency: GOLD, delta: fill.gold, reason: R.fill, reference: tradeId }]],
  ]);
  if (fill.buyerRefund > 0)
    moves.get(fill.buyerId)!.push({ currency: GOLD, delta: fill.buyerRefund, reason: R.escrowOut, reference: fill.buyOrderId });
  if (fill.tariff > 0) moves.get(fill.sellerId)!.push({ currency: GOLD, delta: -fill.tariff, reason: R.tariff, reference: tradeId });
  return moves;
}

/**
 * The writes of the market shared by its use cases: one fill between two locked orders, and closing an order with
 * its escrow handed back. Callers hold the item's matching lock (fills), the order rows and the players' user rows.
 */
@Injectable()
export class MarketSettlement {
  constructor(
    private readonly holdings: HoldingsFacade,
    private readonly players: PlayerLock,
  ) {}

  /** Locks the user rows of the given players in id order (missing, deleted accounts are absent). */
  lockPlayers(tx: Tx, userIds: string[]): Promise<Map<string, LockedPlayer>> {
    return this.players.lockAll(tx, userIds);
  }

  /**
   * One match of `taker` against `maker` at the maker's price: the trade row and both orders' fill, the items to
   * the buyer, the buyer's unspent escrow back, the gold to the seller and the tariff out of it (destroyed). A maker
   * whose owner's account is gone is closed instead (its escrow went with the account): then the answer is null.
   * Answers the taker after the fill and the trade.
   */
  async fill(
    store: MarketStore,
    tx: Tx,
    taker: OrderRecord,
    maker: OrderRecord,
    locked: Map<string, LockedPlayer>,
    limits: MarketLimits,
    now: Date,
    snapshot: CatalogueSnapshot,
  ): Promise<{ taker: OrderRecord; trade: TradeRecord } | null> {
    if (!locked.has(maker.userId)) {
      await store.close(tx, maker.id, 'cancelled', now);
      return null;
    }
    const fill = planFill(resting(taker), resting(maker), limits.tariffPercent);
    const tradeId = randomUUID();
    const after = await store.recordFill(tx, tradeId, fill, taker.itemId, now);
    await this.settle(tx, fillMovements(fill, taker.itemId, tradeId), locked, snapshot);
    const trade: TradeRecord = { id: tradeId, itemId: taker.itemId, ...fill, at: now };
    return { taker: after.find((o) => o.id === taker.id)!, trade };
  }

  /** Applies the movements of every locked player in one holdings statement (players gone meanwhile are left out). */
  async settle(
    tx: Tx,
    moves: Map<string, HoldingMovement[]>,
    locked: Map<string, LockedPlayer>,
    snapshot: CatalogueSnapshot,
  ): Promise<void> {
    const parts: PlayerMovements[] = [];
    for (const userId of [...moves.keys()].sort()) {
      const player = locked.get(userId);
      if (player && moves.get(userId)!.length > 0) parts.push({ player, movements: moves.get(userId)! });
    }
    if (parts.length > 0) await this.holdings.applyMany(tx, parts, snapshot);
  }

  /** Closes an open order (the caller holds its row) and gives its owner the escrow of the units still open. */
  async close(
    store: MarketStore,
    tx: Tx,
    order: OrderRecord,
    status: 'cancelled' | 'expired',
    owner: LockedPlayer | undefined,
    now: Date,
    snapshot: CatalogueSnapshot,
  ): Promise<OrderRecord | null> {
    const before = await store.close(tx, order.id, status, now);
    if (!before) return null;
    const units = before.amount - before.filled;
    if (owner && units > 0) await this.holdings.apply(tx, owner, [escrowMovement(before, units, 'out')], snapshot);
    return before;
  }
}

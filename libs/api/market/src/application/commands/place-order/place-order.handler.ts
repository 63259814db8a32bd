import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PlacedMarketOrderDto } from '@grimhunt/contracts';
import { CLOCK, Clock, isUuid, NotFoundError, Tx, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade, type CatalogueSnapshot } from '@grimhunt/api-catalogue';
import { HoldingMovement, HoldingsFacade, LockedPlayer } from '@grimhunt/api-economy';
import { checkPriceAgainstMedian, MarketLimits, OrderInput, readOrder, weightedMedian } from '../../../domain/market-rules';
import { NotTradableError, OwnOrderCrossedError, TooManyOrdersError, UnknownMarketItemError } from '../../../domain/market.errors';
import { ItemQueue } from '../../item-queue';
import { MarketLimitsReader } from '../../market-limits';
import { RecentPrices } from '../../recent-prices';
import { Fill, planFill, RestingOrder } from '../../../domain/matching';
import { escrowMovement, fillMovements, GOLD, MarketSettlement, resting } from '../../market-settlement';
import { toFillDto, toOrderDto } from '../../market-view';
import { MARKET_STORE, MarketStore, NewOrder, OrderRecord, PlacedOrder, TradeRecord } from '../../ports/market.store.port';

/** Both movements change the same holding (one currency, or one item). */
const sameHolding = (a: HoldingMovement, b: HoldingMovement): boolean =>
  'currency' in a ? 'currency' in b && a.currency === b.currency : 'itemId' in b && a.itemId === b.itemId;

/**
 * The fill the store wrote with the new order (its own fill, gold and tariff, and what the resting order gained)
 * is the one the domain plans: the seller's side carries the gold less the tariff and the tariff.
 */
function writtenAsPlanned(fill: Fill, placed: PlacedOrder): boolean {
  const { order, resting: before, maker: after } = placed;
  if (!before || !after) return false;
  const share = (side: OrderRecord['side']) =>
    side === 'buy' ? { gold: fill.gold, tariff: 0 } : { gold: fill.gold - fill.tariff, tariff: fill.tariff };
  const [mine, theirs] = [share(order.side), share(before.side)];
  return (
    order.filled === fill.amount &&
    order.gold === mine.gold &&
    order.tariff === mine.tariff &&
    after.filled - before.filled === fill.amount &&
    after.gold - before.gold === theirs.gold &&
    after.tariff - before.tariff === theirs.tariff
  );
}

/** The resting order met belongs to an account deleted meanwhile: the transaction rolls back, the order is closed, the placement runs again. */
class RestingOwnerGone extends Error {
  constructor(readonly orderId: string) {
    super(`market order ${orderId}: its owner's account is gone`);
  }
}

/** Where an order stands after one transaction of its matching. */
interface Step {
  order: OrderRecord;
  fills: TradeRecord[];
  more: boolean;
}

/** The first fill of a placed order as the domain plans it against the resting order it met; none when it met none. */
function plannedFill(placed: PlacedOrder, tariffPercent: number): Fill | undefined {
  const { order, resting: maker } = placed;
  if (!maker) return undefined;
  const taker: RestingOrder = { id: order.id, userId: order.userId, side: order.side, price: order.price, remaining: order.amount, seq: 0 };
  return planFill(taker, resting(maker), tariffPercent);
}

/** Where an order stands after its first transaction made `fill` (or none) as trade `tradeId`. */
function firstStep(order: OrderRecord, fill: Fill | undefined, tradeId: string): Step {
  if (!fill) return { order, fills: [], more: false };
  const trade: TradeRecord = { id: tradeId, itemId: order.itemId, ...fill, at: order.createdAt };
  return { order, fills: [trade], more: order.status === 'open' };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The median guard looks at this many days of trades. */
export const MEDIAN_DAYS = 7;

/**
 * Places an order and matches it, one match per transaction so the item's book is never held longer than one
 * match. The first transaction is one statement sent in autocommit (`placeOrderSettled`: the item's matching lock, the
 * player's placement lock, the checks of the open-order limit and of the player's own crossing orders, the best
 * crossing order of another player, the order written with its first fill, the resting order's fill and the trade row,
 * both players' user rows in id order, the escrow and the fill's holdings of both players), so PostgreSQL releases the
 * item's lock as it commits, without a round trip to the API. A refused order takes the multi-statement path, which
 * answers the typed error. While the order has units left and crosses the book, each further transaction takes the
 * item's lock with the next best order, the order row and both players again, and makes one more fill. The median
 * guard reads the week's prices through `RecentPrices` (at most once a second per item and process).
 */
@Injectable()
export class PlaceOrderHandler {
  private readonly logger = new Logger('PlaceOrder');

  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MARKET_STORE) private readonly store: MarketStore,
    private readonly catalogue: CatalogueFacade,
    private readonly limitsReader: MarketLimitsReader,
    private readonly settlement: MarketSettlement,
    private readonly holdings: HoldingsFacade,
    private readonly queue: ItemQueue,
    private readonly prices: RecentPrices,
  ) {}

  async execute(userId: string, body: unknown): Promise<PlacedMarketOrderDto> {
    const limits = await this.limitsReader.read();
    const input = readOrder(body, limits);
    const snapshot = await this.catalogue.snapshot();
    const item = isUuid(input.itemId) ? snapshot.get('item', input.itemId) : undefined;
    if (!item) throw new UnknownMarketItemError();
    if (!item.tradable) throw new NotTradableError(item.name);
    const now = this.clock.now();
    const week = await this.prices.of(item.id, now, () => this.store.pricesSince(item.id, new Date(now.getTime() - MEDIAN_DAYS * DAY_MS)));
    const median = weightedMedian(week);
    checkPriceAgainstMedian(input.price, median, limits);

    const orderId = randomUUID();
    let step = await this.placeFirst(item.id, orderId, userId, input, limits, now, snapshot);
    let order = step.order;
    const fills = [...step.fills];
    this.prices.record(item.id, step.fills);
    while (step.more) {
      const placed = order;
      const next = await this.queue.run(item.id, () => this.uow.run((tx) => this.matchOnce(tx, placed, limits, now, snapshot)));
      if (!next) break;
      step = next;
      order = step.order;
      fills.push(...step.fills);
      this.prices.record(item.id, step.fills);
    }
    return { order: toOrderDto(order, snapshot, now), fills: fills.map((t) => toFillDto(t, orderId)) };
  }

  /**
   * The first transaction: one statement in autocommit (`placeOrderSettled`), so the item's lock is held for
   * PostgreSQL's own work and the commit only; pipelined by the store (an item's placements back to back on one
   * connection), or else in the item's queue. A refused order goes through the multi-statement path
   * (`place`), which answers why with the typed error (or places it, when what refused it changed meanwhile), and runs
   * again after closing a resting order whose owner's account is gone.
   */
  private async placeFirst(
    itemId: string,
    orderId: string,
    userId: string,
    input: OrderInput,
    limits: MarketLimits,
    now: Date,
    snapshot: CatalogueSnapshot,
  ): Promise<Step> {
    const order: NewOrder = {
      id: orderId,
      userId,
      ...input,
      createdAt: now,
      expiresAt: new Date(now.getTime() + limits.orderDays * DAY_MS),
    };
    const gold = snapshot.list('currency').find((c) => c.shortName === GOLD);
    if (gold) {
      const tradeId = randomUUID();
      const place = () => this.store.placeOrderSettled(order, limits.maxOpenOrders, limits.tariffPercent, tradeId, gold.id);
      const placed = await (this.store.pipelined ? place() : this.queue.run(itemId, place));
      if (placed) return this.committed(placed, tradeId, limits);
    }
    for (;;) {
      try {
        return await this.queue.run(itemId, () => this.uow.run((tx) => this.place(tx, order, limits, snapshot)));
      } catch (error) {
        if (!(error instanceof RestingOwnerGone)) throw error;
        await this.uow.run((tx) => this.closeIfOwnerGone(tx, error.orderId, now));
      }
    }
  }

  /**
   * The step of a first transaction that committed in one statement: its fill checked against the domain's plan
   * (logged when they differ: the statement has committed), and its currency movements counted once.
   */
  private committed(placed: PlacedOrder, tradeId: string, limits: MarketLimits): Step {
    const { order } = placed;
    const fill = plannedFill(placed, limits.tariffPercent);
    if (fill && !writtenAsPlanned(fill, placed))
      this.logger.error(`market fill ${tradeId}: the written fill differs from the planned one ${JSON.stringify({ fill, placed })}`);
    const escrow = escrowMovement(order, order.amount, 'in');
    const moves = fill ? [...fillMovements(fill, order.itemId, tradeId).values()].flat() : [];
    this.holdings.countCommitted([escrow, ...moves]);
    return firstStep(order, fill, tradeId);
  }

  /** Closes an open order whose owner's account is gone (its escrow went with the account). */
  private async closeIfOwnerGone(tx: Tx, orderId: string, now: Date): Promise<void> {
    const order = await this.store.lockOrder(tx, orderId);
    if (!order || order.status !== 'open') return;
    const locked = await this.settlement.lockPlayers(tx, [order.userId]);
    if (!locked.has(order.userId)) await this.store.close(tx, orderId, 'cancelled', now);
  }

  /**
   * The first transaction in several statements, for an order the one statement refused: the order, its escrow and
   * its first fill; `more` when it has units left after a fill. The store's one statement locks the item and the
   * player, meets the best resting order and writes the order with its first fill; then both players are locked (id
   * order) and the holdings of both move in one statement. A refusal throws its typed error.
   */
  private async place(tx: Tx, order: NewOrder, limits: MarketLimits, snapshot: CatalogueSnapshot): Promise<Step> {
    const tradeId = randomUUID();
    const { userId, itemId, side, price, createdAt: now } = order;
    const placed = await this.store.placeOrder(tx, order, limits.maxOpenOrders, limits.tariffPercent, tradeId);
    if (!placed) {
      const mine = await this.store.openState(tx, userId, itemId, side, price, now);
      if (mine.crossing) throw new OwnOrderCrossedError();
      throw new TooManyOrdersError(limits.maxOpenOrders);
    }
    const maker = placed.resting;
    const locked = await this.settlement.lockPlayers(tx, maker ? [userId, maker.userId] : [userId]);
    const placer = locked.get(userId);
    if (!placer) throw new NotFoundError('This account no longer exists', 'MARKET.NOT_FOUND');
    if (maker && !locked.has(maker.userId)) throw new RestingOwnerGone(maker.id);
    const fill = plannedFill(placed, limits.tariffPercent);
    if (fill && !writtenAsPlanned(fill, placed)) throw new Error(`market fill ${tradeId}: the written fill differs from the planned one`);
    const escrow = escrowMovement(placed.order, placed.order.amount, 'in');
    const moves = fill ? fillMovements(fill, itemId, tradeId) : new Map<string, HoldingMovement[]>();
    const ownFill = moves.get(userId) ?? [];
    // The escrow and the order's own fill share one holdings statement, which guards each holding's net change only:
    // a credit to the holding the escrow debits (a buyer's unspent escrow back) would let an escrow the player cannot
    // pay through, so then the escrow goes first on its own.
    if (ownFill.some((m) => m.delta > 0 && sameHolding(m, escrow))) await this.holdings.apply(tx, placer, [escrow], snapshot);
    else moves.set(userId, [escrow, ...ownFill]);
    await this.settlement.settle(tx, moves, locked, snapshot);
    return firstStep(placed.order, fill, tradeId);
  }

  /**
   * One more match of an open order in its own transaction; null when it has nothing left to match. The best resting
   * order is taken first (with the item's lock), then the order's own row: `FOR UPDATE`, so a cancel of it finishes
   * first, and a closed or expired order stops here (the resting order's lock goes with the transaction).
   */
  private async matchOnce(tx: Tx, placed: OrderRecord, limits: MarketLimits, now: Date, snapshot: CatalogueSnapshot): Promise<Step | null> {
    const maker = await this.store.takeBestMaker(tx, placed.itemId, placed.side, placed.price, placed.userId, now);
    if (!maker) return null;
    const taker = await this.store.lockOrder(tx, placed.id);
    if (!taker || taker.status !== 'open' || taker.expiresAt.getTime() <= now.getTime()) return null;
    const locked = await this.settlement.lockPlayers(tx, [taker.userId, maker.userId]);
    if (!locked.has(taker.userId)) return null;
    return this.fillOnce(tx, taker, maker, locked, limits, now, snapshot);
  }

  private async fillOnce(
    tx: Tx,
    taker: OrderRecord,
    maker: OrderRecord,
    locked: Map<string, LockedPlayer>,
    limits: MarketLimits,
    now: Date,
    snapshot: CatalogueSnapshot,
  ): Promise<Step> {
    const done = await this.settlement.fill(this.store, tx, taker, maker, locked, limits, now, snapshot);
    // A maker closed instead of filled (its owner is gone): try the next one.
    if (!done) return { order: taker, fills: [], more: true };
    return { order: done.taker, fills: [done.trade], more: done.taker.status === 'open' };
  }
}

/**
 * The market in the balance simulation: what selling loot does to the gold a player holds once the tariff is taken.
 * A simulated player sells through the rules the order route runs: `readOrder` reads the same JSON body the market
 * screen's sell form posts, the median guard (`checkPriceAgainstMedian` over `weightedMedian`, as the route and the
 * book's `median7d` compute it), the in-memory matcher `matchOrder` (the route's fill, tariff and priority rules) and
 * the limits read by `MarketLimitsReader` from the catalogue's settings. It asks the book's median, the middle of the
 * allowed band; the other side is the other players' bids at that median, so the seller's gold comes from buyers'
 * purses, less the tariff, which is destroyed.
 */
import { ItemDto } from '@grimhunt/contracts';
import { MarketLimitsReader } from '../../libs/api/market/src/application/market-limits';
import { checkPriceAgainstMedian, MarketLimits, readOrder, weightedMedian } from '../../libs/api/market/src/domain/market-rules';
import { matchOrder } from '../../libs/api/market/src/domain/matching';
import type { World } from './sim';

/** A simulated player visits the market every this many hunts (twice a day at the active pace). */
export const MARKET_VISIT_HUNTS = 24;
/** Units of a crafting material a seller keeps for its own crafts. */
export const MATERIAL_KEEP = 20;
/** Item types tradable by default (with everything a ghost drops), as the content pack's seeding marks them. */
const TRADABLE_TYPES = ['bait', 'plasma', 'monsterplasma', 'craftingmat', 'recipe', 'trophy'];

/** What one sale brought: units sold, gold paid by the buyers, tariff destroyed out of it. */
export interface Sale {
  units: number;
  gold: number;
  tariff: number;
}

/**
 * The simulation's market: the limits and tariff in force, the loot a player may sell (dropped by a ghost and
 * tradable by the default rule: not premium, no subscription, not unique), the units each material's seller keeps,
 * and the units traded per price of each item (the median's input; the simulation has no calendar, so every trade
 * counts as the week's).
 */
export class MarketDesk {
  private readonly traded = new Map<string, Map<number, number>>();

  constructor(
    readonly limits: MarketLimits,
    readonly sellable: ReadonlySet<string>,
    readonly keep: ReadonlyMap<string, number>,
    /** The first asking price of an item nobody has traded yet: its catalogue price, else its shop refund. */
    private readonly firstPrice: ReadonlyMap<string, number>,
  ) {}

  static async open(w: World): Promise<MarketDesk> {
    const limits = await new MarketLimitsReader({ snapshot: async () => w.snapshot } as never).read();
    const items = [...w.items.values()];
    const dropped = new Set([...w.enemies.values()].flatMap((e) => e.loot.map((l) => l.itemId)));
    const tradable = (i: ItemDto) =>
      !i.premiumShop && i.needSub === 0 && !i.unique && (TRADABLE_TYPES.includes(w.type(i)) || dropped.has(i.id));
    const refund = (i: ItemDto) => i.refund.currencyEntries.find((c) => c.name === 'gold')?.value ?? 0;
    const firstPrice = new Map(items.map((i) => [i.id, w.gold(i) || refund(i)] as const).filter(([, p]) => p > 0));
    const sellable = new Set(items.filter((i) => dropped.has(i.id) && tradable(i) && firstPrice.has(i.id)).map((i) => i.id));
    const materials = new Set(items.flatMap((i) => i.craftingMats.map((m) => m.itemId)));
    return new MarketDesk(limits, sellable, new Map([...materials].map((id) => [id, MATERIAL_KEEP])), firstPrice);
  }

  /** The item's median price over the trades so far (null: none yet), as the book shows it. */
  median(itemId: string): number | null {
    const units = this.traded.get(itemId);
    return units ? weightedMedian([...units].map(([price, amount]) => ({ price, amount }))) : null;
  }

  /**
   * Sells `units` of an item by `sellerId`: one sell order at the book's median (the first price when the item has
   * no trades yet), checked as the route checks it and matched against the buyers' bid at that price.
   */
  sell(sellerId: string, itemId: string, units: number): Sale {
    const median = this.median(itemId);
    const price = median ?? this.firstPrice.get(itemId);
    if (price === undefined) return { units: 0, gold: 0, tariff: 0 };
    const order = readOrder({ itemId, side: 'sell', price, amount: Math.min(units, this.limits.maxAmount) }, this.limits);
    checkPriceAgainstMedian(order.price, median, this.limits);
    const bid = { id: 'bid', userId: 'buyers', side: 'buy' as const, price: order.price, remaining: order.amount, seq: 0 };
    const ask = { id: 'ask', userId: sellerId, side: 'sell' as const, price: order.price, remaining: order.amount, seq: 1 };
    const { fills } = matchOrder([bid], ask, this.limits.tariffPercent);
    const sale: Sale = { units: 0, gold: 0, tariff: 0 };
    const traded = this.traded.get(itemId) ?? new Map<number, number>();
    this.traded.set(itemId, traded);
    for (const f of fills) {
      sale.units += f.amount;
      sale.gold += f.gold;
      sale.tariff += f.tariff;
      traded.set(f.price, (traded.get(f.price) ?? 0) + f.amount);
    }
    return sale;
  }
}

export interface MarketRow {
  hunts: number;
  /** Median gold held by the same players (same seeds) without and with selling their loot. */
  without: number;
  with: number;
  /** Median over players of the gold their sales brought so far (paid by buyers) and of the tariff destroyed. */
  salesGold: number;
  tariff: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One row per checkpoint: gold held without and with the market, and the sales and tariff so far (medians). */
export function marketEffect(
  checkpoints: readonly number[],
  without: readonly { goldAt: Map<number, number> }[],
  withMarket: readonly { goldAt: Map<number, number>; marketAt: Map<number, Sale> }[],
): MarketRow[] {
  const values = (xs: (number | undefined)[]) => xs.filter((x): x is number => x !== undefined);
  return checkpoints.map((hunts) => ({
    hunts,
    without: median(values(without.map((r) => r.goldAt.get(hunts)))),
    with: median(values(withMarket.map((r) => r.goldAt.get(hunts)))),
    salesGold: median(values(withMarket.map((r) => r.marketAt.get(hunts)?.gold))),
    tariff: median(values(withMarket.map((r) => r.marketAt.get(hunts)?.tariff))),
  }));
}

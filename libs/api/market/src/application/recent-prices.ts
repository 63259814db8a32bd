import { Injectable } from '@nestjs/common';

/** How long a loaded week of prices answers before it is read again (trades of other API processes show by then). */
export const RECENT_PRICES_TTL_MS = 1000;

interface Entry {
  /** Units traded per price. */
  units: Map<number, number>;
  /** When it was read, on a monotonic clock, and the game clock's time it was read for. */
  loadedAt: number;
  clockAt: number;
}

/**
 * The week's traded units per price of each item, for the median guard of new orders, kept in this process for a
 * second: reading them is a scan of the item's trades of the week, which would otherwise run once per order and
 * grow with the market's volume. Fills this process commits are added at once, so a process always sees its own
 * trades; trades of other processes (and trades leaving the week) show within `RECENT_PRICES_TTL_MS`.
 */
@Injectable()
export class RecentPrices {
  private readonly entries = new Map<string, Entry>();

  /** The week's units per price of the item at `now`, read through `load` when none or a stale copy is kept. */
  async of(
    itemId: string,
    now: Date,
    load: () => Promise<{ price: number; amount: number }[]>,
  ): Promise<{ price: number; amount: number }[]> {
    const kept = this.entries.get(itemId);
    const fresh =
      kept && performance.now() - kept.loadedAt < RECENT_PRICES_TTL_MS && Math.abs(now.getTime() - kept.clockAt) < RECENT_PRICES_TTL_MS;
    if (fresh) return [...kept.units].map(([price, amount]) => ({ price, amount }));
    const loadedAt = performance.now();
    const prices = await load();
    this.entries.set(itemId, { units: new Map(prices.map((p) => [p.price, p.amount])), loadedAt, clockAt: now.getTime() });
    return prices;
  }

  /** Adds fills this process has committed to the kept copy of their item (none kept: the next read loads them). */
  record(itemId: string, fills: readonly { price: number; amount: number }[]): void {
    const kept = this.entries.get(itemId);
    if (!kept) return;
    for (const f of fills) kept.units.set(f.price, (kept.units.get(f.price) ?? 0) + f.amount);
  }
}

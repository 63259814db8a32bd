import { Injectable } from '@nestjs/common';

/** Matching transactions of one item that may hold a pooled connection at once in one API process. */
export const ITEM_QUEUE_DEPTH = 1;

interface Lane {
  running: number;
  waiting: (() => void)[];
}

/**
 * Admits the matching transactions of one item within this API process, at most `ITEM_QUEUE_DEPTH` at once, first
 * come first served. The item's lock in PostgreSQL keeps matching correct across processes and serializes the
 * matches; this queue keeps a process's waiting matches off the connection pool (a transaction waiting for that lock
 * holds a pooled connection while it waits), so buys, hunts and other items' matches keep their connections. One at
 * once: an order's first transaction is one statement that holds the item's lock only for PostgreSQL's own work, so a
 * second match waiting inside PostgreSQL gained no throughput and cost PostgreSQL CPU (docs/market.md, "Speed"). The
 * queue takes a depth so that a measurement can weigh it again.
 */
@Injectable()
export class ItemQueue {
  private readonly lanes = new Map<string, Lane>();

  async run<T>(itemId: string, work: () => Promise<T>): Promise<T> {
    let lane = this.lanes.get(itemId);
    if (!lane) this.lanes.set(itemId, (lane = { running: 0, waiting: [] }));
    if (lane.running < ITEM_QUEUE_DEPTH) lane.running++;
    else await new Promise<void>((admit) => lane.waiting.push(admit));
    try {
      return await work();
    } finally {
      const next = lane.waiting.shift();
      if (next) next();
      else if (--lane.running === 0) this.lanes.delete(itemId);
    }
  }
}

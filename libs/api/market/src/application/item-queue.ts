import { Injectable } from '@nestjs/common';

/**
 * Runs the matching transactions of one item one after the other within this API process. The item's lock in
 * PostgreSQL keeps matching correct across processes; this queue keeps a process's waiting matches off the
 * connection pool (a transaction waiting for that lock would hold a pooled connection while it waits), so buys,
 * hunts and other items' matches keep their connections.
 */
@Injectable()
export class ItemQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(itemId: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(itemId) ?? Promise.resolve();
    const result = before.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(itemId, tail);
    void tail.then(() => {
      if (this.tails.get(itemId) === tail) this.tails.delete(itemId);
    });
    return result;
  }
}

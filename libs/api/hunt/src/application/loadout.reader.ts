import { Injectable } from '@nestjs/common';
import { Tx } from '@grimhunt/api-kernel';
import { HoldingsFacade, ItemsAtWork } from '@grimhunt/api-economy';
import { buildLoadout, HuntLoadout } from '../domain/hunt-setup';
import { HuntCatalogue } from './hunt-catalogue';

/**
 * The player's items at work (economy's view: active setup + always-equipped) with their owned amounts, read in one
 * statement (with the owned bait not at work, for the fallback), summed into the engine's setup with the catalogue from
 * memory.
 */
@Injectable()
export class LoadoutReader {
  constructor(private readonly holdings: HoldingsFacade) {}

  /** With `groundId` (where the hunt would take place), an empty bait slot falls back to owned bait the ground accepts. */
  async read(userId: string, catalogue: HuntCatalogue, tx?: Tx, groundId?: string | null): Promise<HuntLoadout> {
    return this.onGround(await this.atWork(userId, catalogue, tx), catalogue, groundId);
  }

  /** The items at work as read (one statement), for `onGround` once the ground is known. */
  atWork(userId: string, catalogue: HuntCatalogue, tx?: Tx): Promise<ItemsAtWork> {
    return this.holdings.atWork(userId, tx, catalogue.snapshot);
  }

  /** The loadout of items read by `atWork`; with `groundId`, an empty bait slot falls back to owned bait the ground accepts. */
  onGround({ items, amounts, spareBait }: ItemsAtWork, catalogue: HuntCatalogue, groundId?: string | null): HuntLoadout {
    const fallback = groundId === undefined ? undefined : { spareBait, ground: catalogue.engineGround(groundId) };
    return buildLoadout(items, (id) => amounts.get(id) ?? 0, catalogue, fallback);
  }

  /** `read` for several players (a hunting party) in one statement, each on their own ground; by player. */
  async readMany(tx: Tx, catalogue: HuntCatalogue, grounds: Map<string, string | null>): Promise<Map<string, HuntLoadout>> {
    const found = await this.holdings.atWorkOf(tx, [...grounds.keys()], catalogue.snapshot);
    const out = new Map<string, HuntLoadout>();
    for (const [userId, atWork] of found) out.set(userId, this.onGround(atWork, catalogue, grounds.get(userId) ?? null));
    return out;
  }

  /**
   * The loadout a hunt on the ground `groundId` resolves to would use, bait fallback included, for reads outside a
   * transaction: the items are read while the ground is still being read (one statement each, side by side).
   */
  async readOnGround(userId: string, catalogue: HuntCatalogue, groundId: Promise<string | null>): Promise<HuntLoadout> {
    const [ground, atWork] = await Promise.all([groundId, this.atWork(userId, catalogue)]);
    return this.onGround(atWork, catalogue, ground);
  }
}

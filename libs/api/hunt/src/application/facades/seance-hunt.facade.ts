import { seanceGhostPool } from '../../domain/seance-pool';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock, Tx } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { HoldingsFacade } from '@grimhunt/api-economy';
import { ROLL_SPACE } from '../../domain/hunt-engine';
import { oddsReport } from '../../domain/hunt-odds';
import { buildLoadout } from '../../domain/hunt-setup';
import { HuntCatalogue } from '../hunt-catalogue';
import { newHunterAt } from '../hunt-pipeline/hunt-context';
import { HUNT_RECORDS, HuntRecords } from '../ports/hunt-records.port';
import { HUNTER_REPOSITORY, HunterRepository } from '../ports/hunter.repository.port';

/** Where a reader's setup catches one ghost best: the engine's odds on every open ground that has it. */
export interface GhostBestOdds {
  groundId: string;
  groundName: string;
  /** Probability (0..1) that one hunt there catches this ghost with the reader's items at work; 0 without usable bait. */
  chance: number;
  /** The bait the hunt there would use (the fallback included), null when none. */
  baitName: string | null;
}

/**
 * What the séance maps (social context) need of the hunt: the ghosts a player may draw (from grounds they visited),
 * the best ground and chance of each ghost for a reader's own setup (the odds function the odds screen uses), and the
 * count of open maps kept on the hunter row, which tells a hunt to hand its catches over without a statement of its own.
 */
@Injectable()
export class SeanceHuntFacade {
  constructor(
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    @Inject(HUNT_RECORDS) private readonly records: HuntRecords,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly catalogue: CatalogueFacade,
    private readonly holdings: HoldingsFacade,
  ) {}

  /**
   * Ghosts a map of `count` ghosts may draw for this player (the pool rule of `seanceGhostPool`): from the open
   * grounds the player visited (every ground travelled to, the starting ground and the current one), the current
   * region's first.
   */
  async ghostPool(userId: string, count: number, tx?: Tx): Promise<string[]> {
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const [visits, hunter] = await Promise.all([this.records.visited(userId, tx), this.hunters.find(userId, tx)]);
    if (hunter?.huntingGroundId) visits.add(hunter.huntingGroundId);
    const enemies = catalogue.enemies();
    const grounds = [...visits]
      .map((groundId) => catalogue.ground(groundId))
      .filter((ground) => ground !== undefined && catalogue.isOpen(ground))
      .map((ground) => ({
        regionId: ground!.regionId ?? undefined,
        ghosts: catalogue
          .engineGround(ground!.id)
          .tables.flatMap((table) => table.entries.map((entry) => enemies.get(entry.enemyId)))
          .filter((enemy) => enemy !== undefined),
      }));
    const currentRegion = catalogue.ground(hunter?.huntingGroundId ?? null)?.regionId ?? undefined;
    return seanceGhostPool(grounds, currentRegion, count).map((ghost) => ghost.id);
  }

  /** For each ghost, the open ground where the reader's setup catches it most often per hunt (absent: no open ground has it). */
  async bestOdds(userId: string, enemyIds: string[]): Promise<Map<string, GhostBestOdds>> {
    const best = new Map<string, GhostBestOdds>();
    if (enemyIds.length === 0) return best;
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const wanted = new Set(enemyIds);
    const { items, amounts, spareBait } = await this.holdings.atWork(userId, undefined, catalogue.snapshot);
    const now = this.clock.now().getTime();
    const enemies = catalogue.enemies();
    for (const region of catalogue.regions()) {
      for (const ground of catalogue.groundsOf(region.id)) {
        if (!catalogue.isOpen(ground)) continue;
        const def = catalogue.engineGround(ground.id);
        if (!def.tables.some((t) => t.entries.some((e) => wanted.has(e.enemyId)))) continue;
        const loadout = buildLoadout(items, (id) => amounts.get(id) ?? 0, catalogue, { spareBait, ground: def });
        const report = oddsReport({ now, setup: loadout.setup, ground: def, enemies });
        const bait = loadout.setup.baitItemId ? (catalogue.item(loadout.setup.baitItemId)?.name ?? null) : null;
        for (const line of report.ghosts) {
          if (!wanted.has(line.enemyId)) continue;
          const chance = report.baitRefusal ? 0 : (line.met * line.catchBp) / ROLL_SPACE;
          const known = best.get(line.enemyId);
          if (!known || chance > known.chance)
            best.set(line.enemyId, { groundId: ground.id, groundName: ground.name, chance, baitName: report.baitRefusal ? null : bait });
        }
      }
    }
    return best;
  }

  /**
   * The player joined (+1) or left (-1) an open map, or a map of theirs was settled (-1 for each member). Callers hold
   * the players' user rows; a missing hunter row is created first (a player who never hunted may join a map).
   */
  async adjustOpenMaps(tx: Tx, userIds: string[], delta: 1 | -1): Promise<void> {
    if (delta > 0) {
      const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
      for (const id of userIds) await this.hunters.lockOrCreate(tx, id, newHunterAt(catalogue, this.clock.now().getTime()));
    }
    await this.hunters.adjustSeanceMaps(tx, userIds, delta);
  }
}

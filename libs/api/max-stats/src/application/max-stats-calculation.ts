import { Inject, Injectable } from '@nestjs/common';
import { together, Tx } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { InventoryFacade } from '@grimhunt/api-economy';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { computeMaxStats, highestOf, MaxStatFigure, PlayerStatValue } from '../domain/max-stat-calculator';

/** How many players (in ladder order, best first) the highest-player scan reads at most (docs/max-stats.md). */
export const MAX_PLAYERS_SCANNED = 2000;
const PAGE = 100;
const PARALLEL_READS = 4;

export interface MaxStatsCalculationResult {
  figures: MaxStatFigure[];
  /** By stat short name; missing when no scanned player has the stat above 0. */
  highest: Map<string, PlayerStatValue>;
}

/**
 * Computes every max stat from the catalogue (in memory) and finds the best equipped player per stat through
 * the economy's InventoryFacade (the economy's tables stay the economy's), scanning ranked players in ladder order.
 */
@Injectable()
export class MaxStatsCalculation {
  constructor(
    private readonly catalogue: CatalogueFacade,
    private readonly inventory: InventoryFacade,
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
  ) {}

  /** Reads the players in `tx` (the run's transaction, which holds the max-stats lock). */
  async run(tx: Tx, maxPlayers = MAX_PLAYERS_SCANNED): Promise<MaxStatsCalculationResult> {
    const snapshot = await this.catalogue.snapshot();
    const figures = computeMaxStats(
      snapshot.list('stat'),
      snapshot.list('itemtype'),
      snapshot.list('item').map((i) => ({ id: i.id, name: i.name, type: i.type, visible: i.visible, statEntries: i.stats.statEntries })),
    );
    return { figures, highest: await this.highestPlayers(tx, maxPlayers) };
  }

  private async highestPlayers(tx: Tx, maxPlayers: number): Promise<Map<string, PlayerStatValue>> {
    const highest = new Map<string, PlayerStatValue>();
    for (let offset = 0; offset < maxPlayers; offset += PAGE) {
      const page = await this.players.ladder(offset, Math.min(PAGE, maxPlayers - offset), tx);
      // Reads are issued a few at a time (one round trip on a pipelined connection), results are folded in ladder
      // order (the first of equal values wins).
      for (let i = 0; i < page.length; i += PARALLEL_READS) {
        const batch = page.slice(i, i + PARALLEL_READS);
        const stats = await together(batch.map((p) => this.inventory.equippedStats(tx, p.id)));
        batch.forEach((player, j) => {
          for (const entry of stats[j]) {
            const best = highestOf(highest.get(entry.shortName), { playerName: player.name, value: entry.valueTo ?? entry.valueFrom });
            if (best) highest.set(entry.shortName, best);
          }
        });
      }
      if (page.length < PAGE) break;
    }
    return highest;
  }
}

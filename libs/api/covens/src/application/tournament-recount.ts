import { Injectable } from '@nestjs/common';
import { Tx } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { ManualHuntHooks } from '@grimhunt/api-hunt';
import { pointsFor } from '../domain/tournament-rules';
import { TournamentRow } from './ports/tournament.store.port';

/**
 * A tournament's points counted again from the journal: every manual catch of an entrant on one of its grounds
 * from its start (included) to its end (excluded), with the ghost's current rarity. The prizes are paid on this
 * count; while the tournament runs, the scorer keeps the same count up to date hunt by hunt.
 */
@Injectable()
export class TournamentRecount {
  constructor(
    private readonly hunts: ManualHuntHooks,
    private readonly catalogue: CatalogueFacade,
  ) {}

  /** Counted in `tx`, the transaction that pays the prizes on the count. */
  async count(tx: Tx, t: TournamentRow, entrants: string[]): Promise<{ userId: string; points: number; ghosts: number }[]> {
    const snapshot = await this.catalogue.snapshot();
    const grounds = new Set(t.groundIds);
    const catches = await this.hunts.catches(tx, entrants, t.startsAt.getTime(), t.endsAt.getTime());
    const totals = new Map<string, { userId: string; points: number; ghosts: number }>();
    for (const c of catches) {
      if (!c.groundId || !grounds.has(c.groundId)) continue;
      const rarity = snapshot.get('enemy', c.enemyId)?.enemyRarity ?? null;
      const total = totals.get(c.userId) ?? { userId: c.userId, points: 0, ghosts: 0 };
      total.points += pointsFor(t.pointsPerGhost, t.pointsPerRarity, rarity);
      total.ghosts += 1;
      totals.set(c.userId, total);
    }
    return [...totals.values()];
  }
}

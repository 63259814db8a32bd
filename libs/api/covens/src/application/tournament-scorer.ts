import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock, Tx } from '@grimhunt/api-kernel';
import { ManualCatch, ManualCatchListener } from '@grimhunt/api-hunt';
import { pointsFor } from '../domain/tournament-rules';
import { TOURNAMENT_STORE, TournamentRow, TournamentStore } from './ports/tournament.store.port';

/** How old (application time) the cached tournaments may get before a tournament read reloads them. */
export const SCORER_REFRESH_MS = 20_000;

interface CachedTournament {
  row: TournamentRow;
  startsAt: number;
  endsAt: number;
  grounds: Set<string>;
  entrants: Set<string>;
  /** Loaded after the start: nobody can enter any more, so `entrants` is complete. */
  final: boolean;
}

/**
 * Adds a manual catch's points to the catcher's tournament entries, inside the hunt's transaction. It keeps the
 * tournaments that have not ended in memory (reloaded after every tournament write and entry of this process, by
 * tournament reads when older than SCORER_REFRESH_MS, and by the module's timer), so a hunt that concerns no
 * tournament sends no statement, and a hunt that does sends one. Entries close at the start, so a list loaded after
 * the start holds every entrant; before that, a catch on a running tournament's ground is sent to the database,
 * which adds points only to an entry that exists.
 */
@Injectable()
export class TournamentScorer implements ManualCatchListener {
  private cached: CachedTournament[] = [];
  private loadedAt = Number.NEGATIVE_INFINITY;

  constructor(
    @Inject(TOURNAMENT_STORE) private readonly tournaments: TournamentStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async refresh(): Promise<void> {
    const now = this.clock.now();
    const rows = await this.tournaments.active(now);
    this.cached = rows.map((row) => ({
      row,
      startsAt: row.startsAt.getTime(),
      endsAt: row.endsAt.getTime(),
      grounds: new Set(row.groundIds),
      entrants: new Set(row.entrants),
      final: now.getTime() >= row.startsAt.getTime(),
    }));
    this.loadedAt = now.getTime();
  }

  async refreshIfStale(): Promise<void> {
    if (this.clock.now().getTime() - this.loadedAt >= SCORER_REFRESH_MS) await this.refresh();
  }

  async onManualCatch(tx: Tx, caught: ManualCatch): Promise<void> {
    if (!caught.groundId) return;
    const due = this.cached.filter(
      (t) =>
        caught.at >= t.startsAt && caught.at < t.endsAt && t.grounds.has(caught.groundId!) && (!t.final || t.entrants.has(caught.userId)),
    );
    if (due.length === 0) return;
    await this.tournaments.addPoints(
      tx,
      caught.userId,
      due.map((t) => ({ tournamentId: t.row.id, points: pointsFor(t.row.pointsPerGhost, t.row.pointsPerRarity, caught.rarityId) })),
    );
  }
}

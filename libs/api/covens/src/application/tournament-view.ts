import { Injectable } from '@nestjs/common';
import { TournamentAdminDto, TournamentDto } from '@grimhunt/contracts';
import { CatalogueFacade, CatalogueSnapshot } from '@grimhunt/api-catalogue';
import { tournamentStatus } from '../domain/tournament-rules';
import { TournamentWithCount } from './ports/tournament.store.port';

/** Tournament answers: the back office's row, and the player's view with ground, rarity and rank names. */
@Injectable()
export class TournamentView {
  constructor(private readonly catalogue: CatalogueFacade) {}

  admin(t: TournamentWithCount, now: Date): TournamentAdminDto {
    return {
      id: t.id,
      name: t.name,
      startsAt: t.startsAt.toISOString(),
      endsAt: t.endsAt.toISOString(),
      groundIds: t.groundIds,
      pointsPerGhost: t.pointsPerGhost,
      pointsPerRarity: t.pointsPerRarity,
      minRankId: t.minRankId,
      maxRankId: t.maxRankId,
      entryFee: t.entryFee,
      prizes: t.prizes,
      status: tournamentStatus({ startsAt: t.startsAt.getTime(), endsAt: t.endsAt.getTime() }, now.getTime()),
      entrantCount: t.entrantCount,
      paidAt: t.paidAt?.toISOString() ?? null,
    };
  }

  async players(rows: TournamentWithCount[], now: Date, entries: Map<string, string>): Promise<TournamentDto[]> {
    const snapshot = await this.catalogue.snapshot();
    return rows.map((t) => this.player(snapshot, t, now, entries.get(t.id) ?? null));
  }

  private player(snapshot: CatalogueSnapshot, t: TournamentWithCount, now: Date, enteredCovenId: string | null): TournamentDto {
    const rank = (id: string | null) => {
      const r = id ? snapshot.get('rank', id) : undefined;
      return r ? { id: r.id, name: r.name } : null;
    };
    return {
      id: t.id,
      name: t.name,
      startsAt: t.startsAt.toISOString(),
      endsAt: t.endsAt.toISOString(),
      status: tournamentStatus({ startsAt: t.startsAt.getTime(), endsAt: t.endsAt.getTime() }, now.getTime()),
      grounds: t.groundIds.map((id) => ({ id, name: snapshot.get('huntingground', id)?.name ?? '' })),
      pointsPerGhost: t.pointsPerGhost,
      pointsPerRarity: t.pointsPerRarity.map((r) => ({ ...r, rarityName: snapshot.get('rarity', r.rarityId)?.name ?? '' })),
      minRank: rank(t.minRankId),
      maxRank: rank(t.maxRankId),
      entryFee: t.entryFee,
      prizes: t.prizes,
      entrantCount: t.entrantCount,
      entered: enteredCovenId !== null,
      enteredCovenId,
      paid: t.paidAt !== null,
    };
  }
}

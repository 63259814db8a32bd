import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  TOURNAMENT_MESSAGES as TM,
  TOURNAMENT_MIN_LEAD_SECONDS,
  TournamentAdminDto,
  TournamentWriteDto,
  validateTournamentWrite,
} from '@grimhunt/contracts';
import { CLOCK, Clock, isUuid, ListQuery, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { TournamentInvalidError, TournamentLockedError, TournamentNotFoundError } from '../../../domain/covens.errors';
import { tournamentStatus } from '../../../domain/tournament-rules';
import { TOURNAMENT_STORE, TournamentRow, TournamentSortField, TournamentStore } from '../../ports/tournament.store.port';
import { TournamentScorer } from '../../tournament-scorer';
import { TournamentView } from '../../tournament-view';

export const TOURNAMENT_ADMIN_SORTABLE = ['name', 'startsAt', 'endsAt'] as const;

/**
 * The back office's tournaments: checked against the contract's rules and the catalogue (grounds, rarities, ranks
 * that exist, the lowest rank not above the highest). A tournament starts at least a minute after it is saved and
 * can be changed or deleted only before its start; one with entrants cannot be deleted (their fees were paid).
 */
@Injectable()
export class ManageTournamentsHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(TOURNAMENT_STORE) private readonly tournaments: TournamentStore,
    private readonly catalogue: CatalogueFacade,
    private readonly view: TournamentView,
    private readonly scorer: TournamentScorer,
  ) {}

  async list(query: ListQuery): Promise<{ rows: TournamentAdminDto[]; total: number }> {
    const field = (TOURNAMENT_ADMIN_SORTABLE as readonly string[]).includes(query.sortField)
      ? (query.sortField as TournamentSortField)
      : 'id';
    const page = await this.tournaments.page({ field, order: query.sortOrder }, query.offset, query.limit);
    const now = this.clock.now();
    return { rows: page.rows.map((t) => this.view.admin(t, now)), total: page.total };
  }

  async one(id: string): Promise<TournamentAdminDto> {
    const t = await this.tournaments.find(id);
    if (!t) throw new TournamentNotFoundError();
    return this.view.admin(t, this.clock.now());
  }

  async create(body: unknown): Promise<TournamentAdminDto> {
    const now = this.clock.now();
    const fields = await this.read(body, now);
    const row: TournamentRow = { id: randomUUID(), ...fields, createdAt: now, paidAt: null };
    await this.uow.run((tx) => this.tournaments.insert(tx, row));
    await this.scorer.refresh();
    return this.one(row.id);
  }

  async update(id: string, body: unknown): Promise<TournamentAdminDto> {
    const now = this.clock.now();
    // A started tournament answers that it is locked, whatever the body holds.
    const current = await this.tournaments.find(id);
    if (!current) throw new TournamentNotFoundError();
    if (now.getTime() >= current.startsAt.getTime()) throw new TournamentLockedError();
    const fields = await this.read(body, now);
    await this.uow.run(async (tx) => {
      const t = await this.tournaments.lock(tx, id);
      if (!t) throw new TournamentNotFoundError();
      if (tournamentStatus({ startsAt: t.startsAt.getTime(), endsAt: t.endsAt.getTime() }, now.getTime()) !== 'upcoming') {
        throw new TournamentLockedError();
      }
      await this.tournaments.update(tx, { ...t, ...fields });
    });
    await this.scorer.refresh();
    return this.one(id);
  }

  async delete(id: string): Promise<TournamentAdminDto> {
    const now = this.clock.now();
    const before = await this.one(id);
    await this.uow.run(async (tx) => {
      const t = await this.tournaments.lock(tx, id);
      if (!t) throw new TournamentNotFoundError();
      if (now.getTime() >= t.startsAt.getTime()) throw new TournamentLockedError();
      const current = await this.tournaments.find(id, tx);
      if ((current?.entrantCount ?? 0) > 0) throw new TournamentLockedError(TM.hasEntrants);
      await this.tournaments.delete(tx, id);
    });
    await this.scorer.refresh();
    return before;
  }

  /** The checked fields of a write; the first problem is the message. */
  private async read(raw: unknown, now: Date): Promise<Omit<TournamentRow, 'id' | 'createdAt' | 'paidAt'>> {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new TournamentInvalidError(TM.nameRequired);
    const body = raw as TournamentWriteDto;
    const problem = validateTournamentWrite(body);
    if (problem) throw new TournamentInvalidError(problem);
    const startsAt = new Date(body.startsAt);
    if (startsAt.getTime() < now.getTime() + TOURNAMENT_MIN_LEAD_SECONDS * 1000) throw new TournamentInvalidError(TM.startTooSoon);
    const snapshot = await this.catalogue.snapshot();
    const groundIds = [...new Set(body.groundIds)];
    if (groundIds.some((id) => !isUuid(id) || !snapshot.get('huntingground', id))) throw new TournamentInvalidError(TM.unknownGround);
    const rarities = body.pointsPerRarity.map((r) => r?.rarityId);
    if (rarities.some((id) => !isUuid(id) || !snapshot.get('rarity', id))) throw new TournamentInvalidError(TM.unknownRarity);
    if (new Set(rarities).size !== rarities.length) throw new TournamentInvalidError(TM.pointsInvalid);
    const rank = (id: unknown) => {
      if (id === null || id === undefined || id === '') return null;
      const found = isUuid(id) ? snapshot.get('rank', id) : undefined;
      if (!found) throw new TournamentInvalidError(TM.unknownRank);
      return found;
    };
    const min = rank(body.minRankId);
    const max = rank(body.maxRankId);
    if (min && max && min.xp > max.xp) throw new TournamentInvalidError(TM.bracketOrder);
    return {
      name: body.name.trim(),
      startsAt,
      endsAt: new Date(body.endsAt),
      groundIds,
      pointsPerGhost: body.pointsPerGhost,
      pointsPerRarity: body.pointsPerRarity.map((r) => ({ rarityId: r.rarityId, points: r.points })),
      minRankId: min?.id ?? null,
      maxRankId: max?.id ?? null,
      entryFee: body.entryFee,
      prizes: [...body.prizes].map((p) => ({ place: p.place, gold: p.gold, tokens: p.tokens })).sort((a, b) => a.place - b.place),
    };
  }
}

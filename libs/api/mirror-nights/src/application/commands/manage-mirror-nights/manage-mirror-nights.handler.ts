import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AdminMirrorNightBody, AdminMirrorNightDto, MIRROR_NIGHT_MESSAGES } from '@grimhunt/contracts';
import { CLOCK, Clock, isUuid, RNG, Rng, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { SeedPlansFacade } from '@grimhunt/api-hunt';
import {
  DEFAULT_HUNTS,
  drawSeeds,
  editProblem,
  MirrorNight,
  MirrorNightSchedule,
  phaseOf,
  scheduleProblems,
} from '../../../domain/mirror-night';
import { MirrorNightInvalidError, MirrorNightLockedError, MirrorNightNotFoundError } from '../../../domain/mirror-nights.errors';
import { AdminListQuery, MIRROR_NIGHT_STORE, MirrorNightRow, MirrorNightStore } from '../../ports/mirror-night.store.port';

/**
 * The back office's Mirror Nights: schedule (the seeds are drawn here, once, from the server's RNG), edit the name,
 * the par and the times within the rules of `editProblem` (a moved window moves every entrant's), delete one nobody
 * entered. The seeds are shown only once the night has ended, to admins too.
 */
@Injectable()
export class ManageMirrorNightsHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(MIRROR_NIGHT_STORE) private readonly store: MirrorNightStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RNG) private readonly rng: Rng,
    private readonly seedPlans: SeedPlansFacade,
  ) {}

  async list(query: AdminListQuery): Promise<{ rows: AdminMirrorNightDto[]; total: number }> {
    const now = this.clock.now().getTime();
    const { rows, total } = await this.store.adminList(query);
    return { rows: rows.map((r) => toAdminDto(r, now)), total };
  }

  async get(id: string): Promise<AdminMirrorNightDto> {
    const night = isUuid(id) ? await this.store.find(id) : null;
    if (!night) throw new MirrorNightNotFoundError();
    return toAdminDto(night, this.clock.now().getTime());
  }

  async create(body: AdminMirrorNightBody): Promise<AdminMirrorNightDto> {
    const schedule = scheduleOf(body, null);
    const now = this.clock.now().getTime();
    const problems = scheduleProblems(schedule);
    if (problems.length === 0 && schedule.endsAt <= now) problems.push('ends must be in the future');
    if (problems.length > 0) throw new MirrorNightInvalidError(problems);
    const night: MirrorNight = { id: randomUUID(), ...schedule, seeds: drawSeeds(() => this.rng.next(), schedule.hunts) };
    await this.uow.run((tx) => this.store.insert(tx, night));
    return this.get(night.id);
  }

  async update(id: string, body: AdminMirrorNightBody): Promise<AdminMirrorNightDto> {
    if (!isUuid(id)) throw new MirrorNightNotFoundError();
    const now = this.clock.now().getTime();
    await this.uow.run(async (tx) => {
      const before = await this.store.lock(tx, id, 'update');
      if (!before) throw new MirrorNightNotFoundError();
      const schedule = { ...scheduleOf(body, before), hunts: before.hunts };
      const problems = scheduleProblems(schedule);
      if (problems.length > 0) throw new MirrorNightInvalidError(problems);
      const problem = editProblem(before, schedule, now);
      if (problem) throw new MirrorNightLockedError(problem === 'started' ? MIRROR_NIGHT_MESSAGES.started : MIRROR_NIGHT_MESSAGES.finished);
      await this.store.update(tx, { ...before, ...schedule });
      if (schedule.startsAt !== before.startsAt || schedule.endsAt !== before.endsAt)
        await this.seedPlans.reschedule(tx, id, schedule.startsAt, schedule.endsAt);
    });
    return this.get(id);
  }

  async delete(id: string): Promise<AdminMirrorNightDto> {
    const night = await this.get(id);
    const deleted = await this.uow.run((tx) => this.store.deleteIfEmpty(tx, id));
    if (!deleted) throw new MirrorNightLockedError(MIRROR_NIGHT_MESSAGES.hasEntrants);
    return night;
  }
}

function toAdminDto(night: MirrorNightRow, now: number): AdminMirrorNightDto {
  const phase = phaseOf(night, now);
  return {
    id: night.id,
    name: night.name,
    starts: new Date(night.startsAt).toISOString(),
    ends: new Date(night.endsAt).toISOString(),
    hunts: night.hunts,
    parScore: night.parScore,
    phase,
    entrants: night.entrants,
    seeds: phase === 'finished' ? night.seeds : null,
  };
}

/** The schedule a body asks for; fields left out keep the night's (or the defaults on create). */
function scheduleOf(body: AdminMirrorNightBody, before: MirrorNight | null): MirrorNightSchedule {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new MirrorNightInvalidError(['the Mirror Night must be sent as a JSON object']);
  return {
    name: body.name === undefined ? (before?.name ?? '') : typeof body.name === 'string' ? body.name.trim() : '',
    startsAt: body.starts === undefined ? (before?.startsAt ?? NaN) : timeOf(body.starts),
    endsAt: body.ends === undefined ? (before?.endsAt ?? NaN) : timeOf(body.ends),
    hunts: body.hunts === undefined || body.hunts === null ? (before?.hunts ?? DEFAULT_HUNTS) : Number(body.hunts),
    parScore: body.parScore === undefined || body.parScore === null ? (before?.parScore ?? 0) : Number(body.parScore),
  };
}

function timeOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.length > 40) return NaN;
  return Date.parse(value);
}

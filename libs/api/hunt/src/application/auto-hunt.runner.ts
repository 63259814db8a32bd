import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AUTO_HUNT_MAX_CATCH_UP, AUTO_HUNT_PERIOD_MS, JOURNAL_TYPES } from '@grimhunt/contracts';
import { CLOCK, Clock, Rng, RNG, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { hourOf, pendingAutoHunts } from '../domain/auto-hunt';
import { resolveHunt } from '../domain/hunt-engine';
import { HuntOutcome } from '../domain/hunt.types';
import { HuntApplier } from './hunt-applier';
import { HuntCatalogue } from './hunt-catalogue';
import { HuntSession, HuntSessions } from './hunt-session';
import { LoadoutReader } from './loadout.reader';
import { HUNT_RECORDS, HuntRecords } from './ports/hunt-records.port';
import { Hunter, HUNTER_REPOSITORY, HunterRepository } from './ports/hunter.repository.port';
import { JOURNAL_REPOSITORY, JournalRecord, JournalRepository } from './ports/journal.repository.port';
import { HUNT_UNIT_OF_WORK } from './ports/hunt-unit-of-work.port';

export interface AutoHuntRun {
  entries: JournalRecord[];
  /** The last auto-hunt's outcome (sounded or refused), or null when no hour was due. */
  last: HuntOutcome | null;
  /** Entries of the auto-hunts themselves (type 6), oldest first. */
  hunts: JournalRecord[];
}

/** A whole number seed from the injected RNG (stored with the journal entry). */
export function freshSeed(rng: Rng): number {
  return Math.floor(rng.next() * 0x1_0000_0000) >>> 0;
}

/**
 * The retainer's free hourly auto-hunt (journal type 6), run lazily: when the player hunts, reads the status or the
 * journal, or asks for a coffin hunt. Exactly once per hour, even across API processes: the hours are served under
 * the player's lock and claimed in `auto_hunt (user_id, hour)`.
 */
@Injectable()
export class AutoHuntRunner {
  constructor(
    @Inject(HUNT_UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RNG) private readonly rng: Rng,
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    @Inject(HUNT_RECORDS) private readonly records: HuntRecords,
    @Inject(JOURNAL_REPOSITORY) private readonly journal: JournalRepository,
    private readonly sessions: HuntSessions,
    private readonly applier: HuntApplier,
    private readonly loadouts: LoadoutReader,
    private readonly catalogue: CatalogueFacade,
  ) {}

  /** Runs the due auto-hunts inside the session's transaction; the caller saves the hunter row. */
  async runPending(session: HuntSession): Promise<AutoHuntRun> {
    const run: AutoHuntRun = { entries: [], last: null, hunts: [] };
    if (!session.loadout.hasRetainer) return run;
    const { hunter } = session;
    const currentHour = hourOf(session.now, AUTO_HUNT_PERIOD_MS);
    const pending = pendingAutoHunts(hunter.lastAutoHour, hunter.nextHuntAt, session.now, AUTO_HUNT_PERIOD_MS, AUTO_HUNT_MAX_CATCH_UP);
    const ground = this.sessions.groundDef(session.catalogue, session.hunter.huntingGroundId);
    for (const due of pending) {
      const outcome = resolveHunt({
        kind: 'auto',
        now: due.at,
        seed: freshSeed(this.rng),
        player: { nextAllowedHuntAt: hunter.nextHuntAt, chronoCharges: session.chrono.charges },
        setup: session.loadout.setup,
        ground,
        enemies: session.catalogue.enemies(),
      });
      run.last = outcome;
      if (!outcome.sounded) {
        // A past hour in which the player could not hunt (no bait, wrong bait) is over; the current hour may still come.
        if (due.hour < currentHour && hunter.lastAutoHour < due.hour) {
          hunter.lastAutoHour = due.hour;
          session.dirty = true;
        }
        continue;
      }
      hunter.lastAutoHour = due.hour;
      session.dirty = true;
      const journalId = randomUUID();
      if (!(await this.records.claimAutoHunt(session.tx, session.userId, due.hour, journalId))) continue;
      const applied = await this.applier.apply(session, outcome, due.at, JOURNAL_TYPES.autoHunt, journalId);
      run.hunts.push(applied.entry);
      run.entries.push(applied.entry, ...applied.extra);
    }
    return run;
  }

  /** Whether an auto-hunt is due for this hunter and loadout at `now` (no database access). */
  isDue(hunter: Pick<Hunter, 'lastAutoHour' | 'nextHuntAt'>, hasRetainer: boolean, now: number): boolean {
    if (!hasRetainer || hunter.lastAutoHour >= hourOf(now, AUTO_HUNT_PERIOD_MS)) return false;
    return pendingAutoHunts(hunter.lastAutoHour, hunter.nextHuntAt, now, AUTO_HUNT_PERIOD_MS, AUTO_HUNT_MAX_CATCH_UP).length > 0;
  }

  /** Serves the due auto-hunts in a transaction of their own (under the player's lock). */
  async serve(userId: string, catalogue: HuntCatalogue): Promise<void> {
    await this.uow.run(async (tx) => {
      const session = await this.sessions.open(tx, userId, catalogue);
      const run = await this.runPending(session);
      if (run.entries.length > 0) await this.journal.insert(tx, run.entries);
      if (session.dirty) await this.hunters.save(tx, session.hunter);
    });
  }

  /**
   * Serves due auto-hunts outside a hunt (journal reads). Cheap when nothing is due: one read of the hunter row, and
   * the equipped items only when an hour is open.
   */
  async runLazily(userId: string): Promise<void> {
    const now = this.clock.now().getTime();
    const hunter = await this.hunters.find(userId);
    if (!hunter || !this.isDue(hunter, true, now)) return;
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const loadout = await this.loadouts.read(userId, catalogue);
    if (this.isDue(hunter, loadout.hasRetainer, now)) await this.serve(userId, catalogue);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { AUTO_HUNT_MAX_CATCH_UP, AUTO_HUNT_PERIOD_MS, JOURNAL_TYPES } from '@grimhunt/contracts';
import { CLOCK, Clock, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { hourOf, pendingAutoHunts } from '../domain/auto-hunt';
import { baitRefusal } from '../domain/hunt-engine';
import { HuntLoadout } from '../domain/hunt-setup';
import { HuntOutcome } from '../domain/hunt.types';
import { HunterEffect } from '../domain/hunter.entity';
import { HuntCatalogue } from './hunt-catalogue';
import { HuntContext, HuntRun } from './hunt-pipeline/hunt-context';
import { HuntLoader } from './hunt-pipeline/hunt-loader';
import { HuntSteps } from './hunt-pipeline/hunt-steps';
import { HuntWriter } from './hunt-pipeline/hunt-writer';
import { LoadoutReader } from './loadout.reader';
import { Hunter, HUNTER_REPOSITORY, HunterRepository } from './ports/hunter.repository.port';
import { HUNT_UNIT_OF_WORK } from './ports/hunt-unit-of-work.port';

export interface AutoHuntRun {
  /** The last auto-hunt's outcome (sounded or refused), or null when no hour was due. */
  last: HuntOutcome | null;
  /** The sounded auto-hunts (type 6), oldest first, each with the entries written with it. */
  hunts: HuntRun[];
  /** Every effect of the run, in order: the sounded hunts' and the past hours written off. */
  effects: HunterEffect[];
  /** The context after the run. */
  context: HuntContext;
}

/**
 * The retainer's free hourly auto-hunt (journal type 6), run lazily: when the player hunts, reads the status or the
 * journal, or asks for a coffin hunt. Exactly once per hour, even across API processes: the hours are served under
 * the player's lock (the hunter row's `last_auto_hour` moves forward in the same transaction) and claimed in
 * `auto_hunt (user_id, hour)`.
 */
@Injectable()
export class AutoHuntRunner {
  constructor(
    @Inject(HUNT_UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    private readonly loader: HuntLoader,
    private readonly steps: HuntSteps,
    private readonly writer: HuntWriter,
    private readonly loadouts: LoadoutReader,
    private readonly catalogue: CatalogueFacade,
  ) {}

  /** Runs the due auto-hunts on `context`, one hunt step each (the caller writes their effects with the next context). */
  runPending(context: HuntContext): AutoHuntRun {
    const run: AutoHuntRun = { last: null, hunts: [], effects: [], context };
    if (!context.loadout.hasRetainer) return run;
    const { now, state } = context.hunter;
    const currentHour = hourOf(now, AUTO_HUNT_PERIOD_MS);
    const pending = pendingAutoHunts(state.lastAutoHour, state.nextHuntAt, now, AUTO_HUNT_PERIOD_MS, AUTO_HUNT_MAX_CATCH_UP);
    for (const due of pending) {
      const step = this.steps.run(run.context, { kind: 'auto', at: due.at, journalType: JOURNAL_TYPES.autoHunt, autoHour: due.hour });
      run.context = step.context;
      run.last = step.hunt.outcome;
      run.effects.push(...step.hunt.effects);
      if (step.hunt.outcome.sounded) run.hunts.push(step.hunt);
      // A past hour in which the player could not hunt (no bait, wrong bait) is over; the current hour may still come.
      else if (due.hour < currentHour) {
        const skipped = run.context.hunter.skipAutoHour(due.hour);
        run.context = { ...run.context, hunter: skipped.hunter };
        run.effects.push(...skipped.effects);
      }
    }
    return run;
  }

  /** Whether an auto-hunt is due for this hunter and loadout at `now` (no database access). */
  isDue(hunter: Pick<Hunter, 'lastAutoHour' | 'nextHuntAt'>, hasRetainer: boolean, now: number): boolean {
    if (!hasRetainer || hunter.lastAutoHour >= hourOf(now, AUTO_HUNT_PERIOD_MS)) return false;
    return pendingAutoHunts(hunter.lastAutoHour, hunter.nextHuntAt, now, AUTO_HUNT_PERIOD_MS, AUTO_HUNT_MAX_CATCH_UP).length > 0;
  }

  /**
   * Whether serving the due hours now would change anything (no database access). A past hour is always written
   * (hunted, or skipped when refused); the current hour refused for its bait (none equipped, or not the ground's
   * special bait) stays open, so the retainer still hunts when bait is equipped within the hour, but until then a read
   * opens no transaction that would write nothing.
   */
  shouldServe(
    hunter: Pick<Hunter, 'lastAutoHour' | 'nextHuntAt' | 'huntingGroundId'>,
    loadout: HuntLoadout,
    catalogue: HuntCatalogue,
    now: number,
  ): boolean {
    if (!this.isDue(hunter, loadout.hasRetainer, now)) return false;
    const currentHour = hourOf(now, AUTO_HUNT_PERIOD_MS);
    const pending = pendingAutoHunts(hunter.lastAutoHour, hunter.nextHuntAt, now, AUTO_HUNT_PERIOD_MS, AUTO_HUNT_MAX_CATCH_UP);
    if (pending.some((due) => due.hour < currentHour)) return true;
    // A closed ground sends the hunter back to the start inside the hunt's transaction: let that happen.
    if (!catalogue.isOpen(catalogue.ground(hunter.huntingGroundId))) return true;
    return baitRefusal(loadout.setup, catalogue.engineGround(hunter.huntingGroundId)) === null;
  }

  /** Serves the due auto-hunts in a transaction of their own (under the player's lock). */
  async serve(userId: string, catalogue: HuntCatalogue): Promise<void> {
    await this.uow.run(async (tx) => {
      const run = this.runPending(await this.loader.open(tx, userId, catalogue));
      await this.writer.write(tx, run.context, run.effects);
    });
  }

  /**
   * Serves due auto-hunts outside a hunt (journal reads). Cheap when nothing is due: one read of the hunter row, and
   * the items at work only when an hour is open.
   */
  async runLazily(userId: string): Promise<void> {
    const now = this.clock.now().getTime();
    const hunter = await this.hunters.find(userId);
    if (!hunter || !this.isDue(hunter, true, now)) return;
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const loadout = await this.loadouts.read(userId, catalogue);
    if (this.shouldServe(hunter, loadout, catalogue, now)) await this.serve(userId, catalogue);
  }
}

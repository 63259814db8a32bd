import { Inject, Injectable } from '@nestjs/common';
import { Tx } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { resolveHunt } from '../../domain/hunt-engine';
import { digestOf, replayInput, sameDigest } from '../../domain/hunt-replay';
import { HuntCatalogue } from '../hunt-catalogue';
import { HuntLoader } from '../hunt-pipeline/hunt-loader';
import { HUNTER_REPOSITORY, HunterRepository } from '../ports/hunter.repository.port';
import { PlanTotalRow, SEED_PLAN_STORE, SeedPlanStore } from '../ports/seed-plan.store.port';

/** One planned hunt replayed: what was stored and whether the engine gives the same outcome again. */
export interface PlannedHuntCheck {
  index: number;
  journalEntryId: string;
  at: number;
  seed: number;
  xp: number;
  /** The engine, run again on the stored inputs, gives the stored outcome. */
  replayMatches: boolean;
}

/**
 * What another context may do with seed plans: give a player the seeds of an event (their next hunts take them in
 * order while the window is open), move an event's window, and read and replay the hunts that took them.
 */
@Injectable()
export class SeedPlansFacade {
  constructor(
    @Inject(SEED_PLAN_STORE) private readonly store: SeedPlanStore,
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    private readonly loader: HuntLoader,
    private readonly catalogue: CatalogueFacade,
  ) {}

  /** Gives the (locked) player the plan, replacing any earlier one; creates the hunter row when missing. */
  async assign(tx: Tx, userId: string, plan: { id: string; startsAt: number; endsAt: number; seeds: number[] }): Promise<void> {
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    await this.hunters.lockOrCreate(tx, userId, this.loader.newHunter(catalogue));
    await this.store.assign(tx, userId, { ...plan, used: 0 });
  }

  reschedule(tx: Tx, planId: string, startsAt: number, endsAt: number): Promise<void> {
    return this.store.reschedule(tx, planId, startsAt, endsAt);
  }

  totals(planId: string): Promise<PlanTotalRow[]> {
    return this.store.totals(planId);
  }

  /** The player's planned hunts in plan order, each replayed by the engine on its stored inputs. */
  async replay(planId: string, userId: string): Promise<PlannedHuntCheck[]> {
    const rows = await this.store.hunts(planId, userId);
    return rows.map((row) => {
      const replayed = row.context ? digestOf(resolveHunt(replayInput(row.record, row.context))) : null;
      return {
        index: row.record.plan?.index ?? -1,
        journalEntryId: row.journalEntryId,
        at: row.at,
        seed: row.record.seed,
        xp: row.record.outcome.xp,
        replayMatches: replayed !== null && sameDigest(row.record.outcome, replayed),
      };
    });
  }
}

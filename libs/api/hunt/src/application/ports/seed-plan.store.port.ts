import { Tx } from '@grimhunt/api-kernel';
import { HuntReplayRecord, ReplayContext } from '../../domain/hunt-replay';
import { SeedPlan } from '../../domain/seed-plan';

/** A stored hunt that took a planned seed, with what its replay needs. */
export interface PlannedHuntRow {
  userId: string;
  journalEntryId: string;
  at: number;
  record: HuntReplayRecord;
  context: ReplayContext | null;
}

/** Per player: the planned hunts made and the xp the engine gave them. */
export interface PlanTotalRow {
  userId: string;
  hunts: number;
  xp: number;
}

export interface SeedPlanStore {
  /** Puts the plan on the player's hunter row (which must exist), replacing any earlier one. */
  assign(tx: Tx, userId: string, plan: SeedPlan): Promise<void>;
  /** Moves the window of every hunter row holding the plan. */
  reschedule(tx: Tx, planId: string, startsAt: number, endsAt: number): Promise<void>;
  /** The planned hunts of one player, in plan order. */
  hunts(planId: string, userId: string): Promise<PlannedHuntRow[]>;
  /** Hunts and engine xp per player of the plan (players without a planned hunt are absent). */
  totals(planId: string): Promise<PlanTotalRow[]>;
}
export const SEED_PLAN_STORE = Symbol('SEED_PLAN_STORE');

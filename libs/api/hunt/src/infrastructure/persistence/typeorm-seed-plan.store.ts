import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Tx, unwrapTx } from '@grimhunt/api-kernel';
import { PlannedHuntRow, PlanTotalRow, SeedPlanStore } from '../../application/ports/seed-plan.store.port';
import { HuntReplayRecord, ReplayContext } from '../../domain/hunt-replay';
import { SeedPlan } from '../../domain/seed-plan';

/** Seed plans on the hunter row; planned hunts found through the journal's seed-plan index. */
@Injectable()
export class TypeOrmSeedPlanStore implements SeedPlanStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async assign(tx: Tx, userId: string, plan: SeedPlan): Promise<void> {
    await unwrapTx(tx).query(`UPDATE hunter SET seed_plan = $2::jsonb WHERE user_id = $1`, [userId, JSON.stringify(plan)]);
  }

  async reschedule(tx: Tx, planId: string, startsAt: number, endsAt: number): Promise<void> {
    // Spans players (hunter): the back office moves a Mirror Night's window for every entrant at once (an admin action on a few hundred rows)
    await unwrapTx(tx).query(
      `UPDATE hunter SET seed_plan = seed_plan || jsonb_build_object('startsAt', $2::bigint, 'endsAt', $3::bigint)
        WHERE seed_plan->>'id' = $1`,
      [planId, startsAt, endsAt],
    );
  }

  async hunts(planId: string, userId: string): Promise<PlannedHuntRow[]> {
    const rows: {
      id: string;
      user_id: string;
      at_ms: string;
      replay: HuntReplayRecord;
      ground: ReplayContext['ground'] | null;
      enemies: ReplayContext['enemies'] | null;
    }[] = await this.dataSource.query(
      `SELECT j.id, j.user_id, j.at_ms, j.replay, c.ground, c.enemies
           FROM journal_entry j LEFT JOIN hunt_replay_context c ON c.id = j.replay->>'contextId'
          WHERE j.replay ? 'plan' AND j.replay->'plan'->>'id' = $1 AND j.user_id = $2
          ORDER BY (j.replay->'plan'->>'index')::int, j.at_ms`,
      [planId, userId],
    );
    return rows.map((r) => ({
      userId: r.user_id,
      journalEntryId: r.id,
      at: Number(r.at_ms),
      record: r.replay,
      context: r.ground && r.enemies ? { ground: r.ground, enemies: r.enemies } : null,
    }));
  }

  async totals(planId: string): Promise<PlanTotalRow[]> {
    // Spans players (journal_entry): a Mirror Night's results and verification read every entrant's planned hunts (a report, through a partial index)
    const rows: { user_id: string; hunts: string; xp: string }[] = await this.dataSource.query(
      `SELECT user_id, count(*)::text AS hunts, coalesce(sum((replay->'outcome'->>'xp')::int), 0)::text AS xp
         FROM journal_entry WHERE replay ? 'plan' AND replay->'plan'->>'id' = $1
        GROUP BY user_id`,
      [planId],
    );
    return rows.map((r) => ({ userId: r.user_id, hunts: Number(r.hunts), xp: Number(r.xp) }));
  }
}

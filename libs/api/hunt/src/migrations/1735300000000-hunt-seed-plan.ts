import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Seed plans: the seeds an event's entrant hunts with, in order, kept on the hunter row (read and written by the
 * hunt's own statements, so a hunt costs no extra statement), and an index on the journal entries that took a
 * planned seed, by plan, for the event's results and replays.
 */
export class HuntSeedPlan1735300000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hunter ADD COLUMN seed_plan jsonb`);
    await q.query(`CREATE INDEX journal_entry_seed_plan_idx ON journal_entry ((replay->'plan'->>'id'), user_id) WHERE replay ? 'plan'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS journal_entry_seed_plan_idx`);
    await q.query(`ALTER TABLE hunter DROP COLUMN IF EXISTS seed_plan`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Max stats (admin tools, docs/max-stats.md): one row per stat short name with the computed target, the gradually
 * following current value, the best player and the contributions behind the figure; and the turn of the scheduled
 * gradual update, so that with several API processes it runs once per interval.
 */
export class MaxStats1732650000000 implements MigrationInterface {
  name = 'MaxStats1732650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE max_stat (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        stat_short_name text NOT NULL UNIQUE,
        name text NOT NULL,
        current_max_value integer NOT NULL DEFAULT 0,
        target_max_value integer NOT NULL DEFAULT 0,
        highest_player_name text,
        highest_player_value integer NOT NULL DEFAULT 0,
        last_calculated timestamptz,
        metadata jsonb
      )`);
    await q.query(`
      CREATE TABLE max_stat_schedule (
        job text PRIMARY KEY,
        last_run_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE max_stat_schedule');
    await q.query('DROP TABLE max_stat');
  }
}

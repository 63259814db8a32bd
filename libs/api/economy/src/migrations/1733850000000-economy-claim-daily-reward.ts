import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily reward's claims (economy owns the table; only economy's SQL names it). The primary key (player, UTC day)
 * is what makes a claim happen once per day, even under concurrent requests on several API processes.
 */
export class EconomyClaimDailyReward1733850000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE daily_reward_claim (
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        day date NOT NULL,
        gold integer NOT NULL CHECK (gold > 0),
        claimed_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, day)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS daily_reward_claim`);
  }
}

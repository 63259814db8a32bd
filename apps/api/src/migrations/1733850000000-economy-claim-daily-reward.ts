import { MigrationInterface, QueryRunner } from 'typeorm';

/** The table(s) of "claim-daily-reward" (economy owns them; only economy's SQL names them). */
export class EconomyClaimDailyReward1733850000000 implements MigrationInterface {
  async up(_q: QueryRunner): Promise<void> {
    // Write the schema the adapter's SQL needs, e.g.
    //   await q.query(`CREATE TABLE economy_claim_daily_reward (user_id uuid NOT NULL, at timestamptz NOT NULL)`);
    // (rename the parameter back to q). Until then the server refuses to start.
    throw new Error('Migration EconomyClaimDailyReward1733850000000: write its schema before starting the server');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS economy_claim_daily_reward`);
  }
}

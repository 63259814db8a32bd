import { MigrationInterface, QueryRunner } from 'typeorm';

/** The sandbox approval belongs to the order's owner; one active subscription per (player, tier). */
export class PaymentSafety1733200000002 implements MigrationInterface {
  name = 'PaymentSafety1733200000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sandbox_order ADD COLUMN owner_key_hash char(64)`);
    // Earlier duplicates (the bug this index closes) keep the newest; the others count as replaced.
    await q.query(`
      UPDATE subscription s SET status = 'REPLACED', ended_at = now()
       WHERE status = 'ACTIVE'
         AND EXISTS (SELECT 1 FROM subscription o WHERE o.user_id = s.user_id AND o.level = s.level AND o.status = 'ACTIVE'
                      AND (o.started_at, o.id) > (s.started_at, s.id))`);
    await q.query(`CREATE UNIQUE INDEX subscription_one_active_per_tier ON subscription (user_id, level) WHERE status = 'ACTIVE'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX subscription_one_active_per_tier`);
    await q.query(`ALTER TABLE sandbox_order DROP COLUMN owner_key_hash`);
  }
}

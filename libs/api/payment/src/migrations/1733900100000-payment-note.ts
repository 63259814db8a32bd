import { MigrationInterface, QueryRunner } from 'typeorm';

/** A note on a payment for support and admins (e.g. a paid name change whose name was taken before it completed). */
export class PaymentNote1733900100000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment ADD COLUMN note text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment DROP COLUMN IF EXISTS note`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin accounts (role 100) leave the public ladder: they are staff, not players, and ranked them among the players
 * by whatever xp they gathered while testing. The ladder index's predicate gains the role, so the ladder's reads
 * (whose WHERE clause repeats the predicate) stay index-only scans; the index keeps its name.
 */
export class IdentityLadderWithoutAdmins1734000000200 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX user_account_ladder_key_new_idx ON user_account ((-xp), created_at, id) INCLUDE (xp, name) WHERE role NOT IN (666, 555, 100)`,
    );
    await q.query('DROP INDEX user_account_ladder_key_idx');
    await q.query('ALTER INDEX user_account_ladder_key_new_idx RENAME TO user_account_ladder_key_idx');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX user_account_ladder_key_old_idx ON user_account ((-xp), created_at, id) INCLUDE (xp, name) WHERE role NOT IN (666, 555)`,
    );
    await q.query('DROP INDEX user_account_ladder_key_idx');
    await q.query('ALTER INDEX user_account_ladder_key_old_idx RENAME TO user_account_ladder_key_idx');
  }
}

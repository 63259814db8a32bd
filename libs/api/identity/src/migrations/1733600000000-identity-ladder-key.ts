import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ladder index keyed by one ascending row `(-xp, created_at, id)` instead of `(xp DESC, created_at, id)`: the same
 * order, but a ladder position can now be named by one row value, so "players from this key on" and "players between
 * these two keys" are single index ranges (`(-xp, created_at, id) >= ($1, $2, $3)`), which keyset pages need
 * (docs/performance.md, "Ladder"). `xp` is included so that counts and the anchor scan are index-only scans (PostgreSQL
 * recomputes `-xp` from it). It replaces the old index, so a hunt's xp update maintains one ladder index as before.
 */
export class LadderKey1733600000000 implements MigrationInterface {
  name = 'LadderKey1733600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX user_account_ladder_key_idx ON user_account ((-xp), created_at, id) INCLUDE (xp) WHERE role NOT IN (666, 555)`,
    );
    await q.query('DROP INDEX user_account_ladder_idx');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX user_account_ladder_idx ON user_account (xp DESC, created_at, id) WHERE role NOT IN (666, 555)`);
    await q.query('DROP INDEX user_account_ladder_key_idx');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ladder index also carries the players' names, so a ladder page (50 names and xp from a key on, or the 50 around
 * a player) is an index-only scan: before, each of the 50 rows was a visit to its own heap page, and a page cost
 * about 6 ms of PostgreSQL's CPU at a million players, 0.5 ms after (docs/performance.md, "Ladder"). Same name and
 * predicate as before, so the ladder's SQL is unchanged.
 */
export class IdentityLadderIndexNames1733920100000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX user_account_ladder_key_names_idx ON user_account ((-xp), created_at, id) INCLUDE (xp, name) WHERE role NOT IN (666, 555)`,
    );
    await q.query('DROP INDEX user_account_ladder_key_idx');
    await q.query('ALTER INDEX user_account_ladder_key_names_idx RENAME TO user_account_ladder_key_idx');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX user_account_ladder_key_old_idx ON user_account ((-xp), created_at, id) INCLUDE (xp) WHERE role NOT IN (666, 555)`,
    );
    await q.query('DROP INDEX user_account_ladder_key_idx');
    await q.query('ALTER INDEX user_account_ladder_key_old_idx RENAME TO user_account_ladder_key_idx');
  }
}

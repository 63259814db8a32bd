import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `identity_lock_players(ids)`: locks the user rows of these players `FOR UPDATE` in id order (the rows are locked as
 * the sorted scan returns them, like every multi-player lock) and answers them; missing accounts are absent. The one
 * definition of the several-players lock: identity's `PlayerDirectory.lockAllForUpdate` calls it, and so does the
 * market's order placement from its own SQL function, so an order's first transaction is one statement. Identity owns
 * it: it reads and locks identity's rows only. PL/pgSQL, not SQL: a SQL function with `FOR UPDATE` is not inlined
 * and was planned again on every call (0.12 ms of PostgreSQL per call, against 0.04 ms with the plan kept per session).
 */
export class IdentityLockPlayers1795791238517 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION identity_lock_players(p_ids uuid[]) RETURNS SETOF user_account
      LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        RETURN QUERY SELECT * FROM user_account WHERE id = ANY(p_ids) ORDER BY id FOR UPDATE;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION identity_lock_players(uuid[])`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The journal history's filters, each served by an index in its own order (newest first, id breaking ties, so the
 * keyset cursor `(at_ms, id) <` walks it): by entry type, and by ghost. The ghost index also carries the hunt result,
 * so a player's misses per ghost are counted from the index alone. Two more index entries per journal row.
 */
export class HuntJournalHistory1734100000100 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS journal_entry_user_type_idx ON journal_entry (user_id, type, at_ms DESC, id DESC)`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS journal_entry_user_enemy_idx ON journal_entry (user_id, enemy_id, at_ms DESC, id DESC) INCLUDE (hunt_result) WHERE enemy_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS journal_entry_user_enemy_idx');
    await q.query('DROP INDEX IF EXISTS journal_entry_user_type_idx');
  }
}

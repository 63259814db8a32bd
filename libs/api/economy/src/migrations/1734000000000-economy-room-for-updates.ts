import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wallets and inventories are updated by every hunt, buy, sell and craft, and never in an indexed column: such an
 * update can be HOT (no new index entries, the old version pruned in place) when the row's page has room. With the
 * default fillfactor of 100 the pages are filled to the brim, so the first update of most rows had no room and added
 * an entry to every index. 80 leaves a fifth of each new page free (docs/performance.md, "Room for updates"). Pages
 * written before this migration keep their fill until rewritten; an operator may `VACUUM FULL` in a quiet hour.
 */
export class EconomyRoomForUpdates1734000000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE wallet SET (fillfactor = 80)`);
    await q.query(`ALTER TABLE inventory SET (fillfactor = 80)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE wallet RESET (fillfactor)`);
    await q.query(`ALTER TABLE inventory RESET (fillfactor)`);
  }
}

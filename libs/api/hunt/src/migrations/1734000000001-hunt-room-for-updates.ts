import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A hunter's row (timers, charges, the auto-hunt hour), the puzzle counter and the mission's progress are updated by
 * nearly every hunt, never in an indexed column: HOT updates when their page has room. 80 leaves a fifth of each new
 * page for that (see EconomyRoomForUpdates1734000000000 and docs/performance.md). Not the grimoire counts: their enemy
 * index includes `caught`, so a catch changes an indexed value and cannot be HOT anyway.
 */
export class HuntRoomForUpdates1734000000001 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const table of ['hunter', 'hunt_challenge', 'mission']) await q.query(`ALTER TABLE ${table} SET (fillfactor = 80)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['hunter', 'hunt_challenge', 'mission']) await q.query(`ALTER TABLE ${table} RESET (fillfactor)`);
  }
}

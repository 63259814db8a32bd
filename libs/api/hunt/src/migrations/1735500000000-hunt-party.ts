import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hunting party's columns on the hunter row, read and written by the hunt's own statements (a solo hunt costs no
 * extra statement): `party_possible` (the player may have friends to take along: set by the social context, cleared
 * by a hunt that finds no friend with the party switch on; rows that existed before start true, so their first hunt
 * looks once) and `taken_along` (the friend's hunt that took the player along last, for "Hunted with Mara 40 s ago").
 */
export class HuntParty1735500000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hunter ADD COLUMN party_possible boolean NOT NULL DEFAULT true, ADD COLUMN taken_along jsonb`);
    await q.query(`ALTER TABLE hunter ALTER COLUMN party_possible SET DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE hunter DROP COLUMN IF EXISTS taken_along, DROP COLUMN IF EXISTS party_possible`);
  }
}

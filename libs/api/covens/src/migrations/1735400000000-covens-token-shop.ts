import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The token shop's purchases. A row is one cosmetic a player bought, at the price paid; the primary key (user,
 * item) lets a cosmetic be bought once. A player's spendable tokens are the tokens of their tournament payouts minus
 * the prices of these rows. `equipped` marks the frame and the title in use: one per kind, by a partial unique index.
 */
export class CovensTokenShop1735400000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE coven_token_purchase (
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        item_key varchar(40) NOT NULL,
        kind varchar(10) NOT NULL CHECK (kind IN ('frame', 'title', 'emblem')),
        price integer NOT NULL CHECK (price >= 0),
        bought_at timestamptz NOT NULL,
        equipped boolean NOT NULL DEFAULT false,
        PRIMARY KEY (user_id, item_key)
      )`);
    await q.query(`CREATE UNIQUE INDEX coven_token_purchase_equipped_idx ON coven_token_purchase (user_id, kind) WHERE equipped`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE coven_token_purchase`);
  }
}

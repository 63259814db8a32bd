import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wallets, inventory and the ledger: amounts are integers that can never go negative (CHECK), and
 * every movement writes a ledger row, so an audit can prove that balances equal the sum of their movements.
 */
export class EconomyCore1732400000000 implements MigrationInterface {
  name = 'EconomyCore1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE wallet (
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        currency_id uuid NOT NULL REFERENCES currency (id) ON DELETE RESTRICT,
        amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
        PRIMARY KEY (user_id, currency_id)
      )`);
    await q.query(`
      CREATE TABLE inventory (
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        item_id uuid NOT NULL REFERENCES item (id) ON DELETE RESTRICT,
        amount integer NOT NULL DEFAULT 0 CHECK (amount >= 0),
        PRIMARY KEY (user_id, item_id)
      )`);
    await q.query(`CREATE INDEX inventory_item_idx ON inventory (item_id)`);
    await q.query(`
      CREATE TABLE ledger (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        kind varchar(8) NOT NULL CHECK (kind IN ('currency', 'item')),
        ref_id uuid NOT NULL,
        delta bigint NOT NULL CHECK (delta <> 0),
        balance_after bigint NOT NULL CHECK (balance_after >= 0),
        reason varchar(64) NOT NULL,
        reference varchar(128),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ledger_user_idx ON ledger (user_id, kind, ref_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE ledger');
    await q.query('DROP TABLE inventory');
    await q.query('DROP TABLE wallet');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Items carry a `tradable` flag: only tradable items may be ordered on the market. Existing items get the default of
 * their kind (the same rule the content pack applies when it seeds a new catalogue): baits, plasma, crafting
 * materials, recipes, trophies and anything a ghost drops are tradable, unless the item is sold in the premium
 * shop, needs a subscription, or is unique (one per player, bound to them). Equipment bought in the shop (the
 * starter gear among it) stays untradable. Admins change the flag per item in the back office.
 */
export class CatalogueTradable1735000000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE item ADD COLUMN tradable boolean NOT NULL DEFAULT false`);
    await q.query(`
      UPDATE item i SET tradable = true
        FROM item_type t
       WHERE t.id = i.type_id AND NOT i.premium_shop AND i.need_sub = 0 AND NOT i.is_unique
         AND (t.short_name IN ('bait', 'plasma', 'monsterplasma', 'craftingmat', 'recipe', 'trophy')
              OR EXISTS (SELECT 1 FROM enemy_loot l WHERE l.item_id = i.id))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE item DROP COLUMN tradable`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Premium packages may be of single item type 15 (NameChange, docs/decisions.md). A catalogue that already has
 * content (the content pack is loaded only into an empty one) gets the $10 name change package, once: a fresh
 * database gets it from the content pack instead. Its picture is drawn at start like every record without one.
 */
export class CatalogueNameChangePackage1733900000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE premium_package DROP CONSTRAINT IF EXISTS premium_package_single_item_type_check`);
    await q.query(
      `ALTER TABLE premium_package ADD CONSTRAINT premium_package_single_item_type_check CHECK (single_item_type BETWEEN 0 AND 15)`,
    );
    const inserted: unknown[] = await q.query(`
      INSERT INTO premium_package (name, usd, category_sorting_number, promotional_label, subscription_level, single_item_type, visible, flavor_text)
      SELECT 'Name Change', 10, 25, '', 0, 15, true, 'Haunt the ladder under a new name: the guild clerk rewrites every record.'
       WHERE EXISTS (SELECT 1 FROM item) AND NOT EXISTS (SELECT 1 FROM premium_package WHERE single_item_type = 15)
      RETURNING id`);
    if (Array.isArray(inserted) && inserted.length > 0) await q.query(`UPDATE catalogue_version SET version = version + 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM premium_package WHERE single_item_type = 15`);
    await q.query(`ALTER TABLE premium_package DROP CONSTRAINT IF EXISTS premium_package_single_item_type_check`);
    await q.query(
      `ALTER TABLE premium_package ADD CONSTRAINT premium_package_single_item_type_check CHECK (single_item_type BETWEEN 0 AND 14)`,
    );
  }
}

import { DataSource, EntityManager } from 'typeorm';
import { wrapManager } from '@grimhunt/api-kernel';
import { CATALOGUE_DEFINITIONS } from '../../application/resources/catalogue.resources';
import { normalizeRecord } from '../../application/resources/record-normalizer';
import { TypeOrmCatalogueRepository } from '../persistence/typeorm-catalogue.repository';
import { resolveContentPack } from './content-pack';

/**
 * The content pack (DEMO_CONTENT): three regions of five hunting grounds with their ghosts, items, collections,
 * ranks, news, premium packages and settings, read from the data files in ./content (see content-pack.ts). No
 * images (imageId null): the front ends show art of their own for records without one. Loaded only into an empty
 * catalogue; afterwards it is ordinary catalogue data, edited in the back office.
 */
export interface SeedOptions {
  /** Month and year of the subscription packages, and news times (default: now). */
  now?: Date;
}

/**
 * Marks the items that are tradable on the market by default: baits, plasma, crafting materials, recipes, trophies
 * and anything a ghost drops, unless sold in the premium shop, behind a subscription, or unique (bound to its
 * owner). Shop equipment, the starter gear among it, stays untradable. The migration that added the flag applied
 * the same rule to existing catalogues.
 */
const DEFAULT_TRADABLE_ITEMS = `
  UPDATE item i SET tradable = true
    FROM item_type t
   WHERE t.id = i.type_id AND NOT i.premium_shop AND i.need_sub = 0 AND NOT i.is_unique
     AND (t.short_name IN ('bait', 'plasma', 'monsterplasma', 'craftingmat', 'recipe', 'trophy')
          OR EXISTS (SELECT 1 FROM enemy_loot l WHERE l.item_id = i.id))`;

async function seedInto(m: EntityManager, now: Date): Promise<boolean> {
  // One seeder at a time across API processes; nothing happens when the catalogue already has content.
  await m.query(`SELECT pg_advisory_xact_lock(hashtext('grimhunt.catalogue.demo-content'))`);
  const [{ count }]: { count: string }[] = await m.query(
    `SELECT ((SELECT count(*) FROM item_type) + (SELECT count(*) FROM item) + (SELECT count(*) FROM enemy) + (SELECT count(*) FROM region))::text AS count`,
  );
  if (Number(count) > 0) return false;
  const repository = new TypeOrmCatalogueRepository(m.connection);
  const tx = wrapManager(m);
  const pack = resolveContentPack(now);
  // Items reference each other (recipes, mats, trophies) and enemies (canAttractEnemyId), and enemies reference
  // items (loot): items go in first without those references, which are filled in once everything exists.
  const itemLinks = {
    itemIdRequiredForUnlockCrafting: null,
    canAttractEnemyId: null,
    craftingMats: [],
    craftingMatsPremium: [],
    trophieItemIds: [],
  };
  const linkedItems = [];
  for (const [resource, body] of pack) {
    const def = CATALOGUE_DEFINITIONS[resource];
    const record = normalizeRecord(def, body, { now });
    if (resource === 'item') linkedItems.push(record);
    await repository.insert(tx, def, resource === 'item' ? { ...record, ...itemLinks } : record);
  }
  for (const record of linkedItems) await repository.update(tx, CATALOGUE_DEFINITIONS.item, record);
  await m.query(DEFAULT_TRADABLE_ITEMS);
  await repository.bumpVersion(tx);
  return true;
}

/**
 * Loads the demo content pack when the catalogue is empty (no item types, items, enemies or regions); returns
 * false and writes nothing otherwise. Pass a DataSource (own transaction) or a transaction's EntityManager.
 */
export async function seedDemoContent(target: DataSource | EntityManager, options: SeedOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  if (target instanceof DataSource) return target.transaction((m) => seedInto(m, now));
  return seedInto(target, now);
}

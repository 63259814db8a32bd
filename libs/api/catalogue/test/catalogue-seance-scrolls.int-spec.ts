import { CatalogueSeanceScrolls1735600000200 } from '../src/migrations/1735600000200-catalogue-seance-scrolls';
import { startTestApp, TestApp } from '@grimhunt/api-testing';

/**
 * A database loaded from a pack without séance scrolls gets them (type, items, crafting, boss drops, tradable); a
 * scroll an admin already has stays as it is; a second run adds nothing. The earlier pack is recreated by deleting
 * the scrolls of the current pack.
 */
describe('catalogue séance scrolls update', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
  });
  afterAll(() => t?.close());

  const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);
  const migrate = async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await new CatalogueSeanceScrolls1735600000200().up(runner);
    } finally {
      await runner.release();
    }
  };
  const version = async () => (await q(`SELECT version::int AS v FROM catalogue_version`))[0].v as number;
  const drops = async () =>
    (
      await q(
        `SELECT e.name AS boss, i.name AS scroll, l.drop_chance AS chance FROM enemy_loot l JOIN item i ON i.id = l.item_id
           JOIN enemy e ON e.id = l.enemy_id WHERE i.name LIKE '%Séance Scroll' ORDER BY 1, 2`,
      )
    ).map((r: { boss: string; scroll: string; chance: number }) => `${r.boss}: ${r.scroll} ${r.chance}`);

  it('adds the scrolls an earlier pack lacks, keeps an admin-edited one, and runs once', async () => {
    const packDrops = await drops();
    expect(packDrops).toHaveLength(6 + 12 + 12);
    const grandFlavour = 'An admin wrote this one.';
    await q(`UPDATE item SET flavor_text = $1 WHERE name = 'Grand Séance Scroll'`, [grandFlavour]);
    // The earlier pack: no Candle-Stub or Midnight scroll (the Grand one stays, edited by an admin).
    await q(
      `DELETE FROM enemy_loot WHERE item_id IN (SELECT id FROM item WHERE name IN ('Candle-Stub Séance Scroll', 'Midnight Séance Scroll'))`,
    );
    await q(
      `DELETE FROM item_crafting_mat WHERE item_id IN (SELECT id FROM item WHERE name IN ('Candle-Stub Séance Scroll', 'Midnight Séance Scroll'))`,
    );
    await q(`DELETE FROM item WHERE name IN ('Candle-Stub Séance Scroll', 'Midnight Séance Scroll')`);
    const before = await version();

    await migrate();

    expect(await version()).toBe(before + 1);
    expect(await drops()).toEqual(packDrops);
    const scrolls = await q(
      `SELECT i.name, r.short_name AS rarity, i.tradable, t.short_name AS type, (SELECT count(*)::int FROM item_crafting_mat c WHERE c.item_id = i.id) AS mats
         FROM item i JOIN item_type t ON t.id = i.type_id JOIN rarity r ON r.id = i.rarity_id
        WHERE i.name LIKE '%Séance Scroll' ORDER BY i.name`,
    );
    expect(scrolls).toEqual([
      { name: 'Candle-Stub Séance Scroll', rarity: 'normal', tradable: true, type: 'seancescroll', mats: 3 },
      { name: 'Grand Séance Scroll', rarity: 'boss', tradable: true, type: 'seancescroll', mats: 0 },
      { name: 'Midnight Séance Scroll', rarity: 'rare', tradable: true, type: 'seancescroll', mats: 0 },
    ]);
    expect((await q(`SELECT flavor_text FROM item WHERE name = 'Grand Séance Scroll'`))[0].flavor_text).toBe(grandFlavour);
    await migrate(); // a second run finds nothing to add
    expect(await version()).toBe(before + 1);
    expect(await drops()).toEqual(packDrops);
  });
});

import { CatalogueProgressionContent1734100000000 } from '../src/migrations/1734100000000-catalogue-progression-content';
import { newPlayer, startTestApp, TestApp } from '@grimhunt/api-testing';

/**
 * A database that holds the earlier content pack gets the progression update; values an admin edited stay. The
 * earlier pack is recreated by setting a few records of the current pack back to their earlier values.
 */
describe('catalogue progression content update', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
  });
  afterAll(() => t?.close());

  const item = async (name: string) => (await t.dataSource.query(`SELECT id FROM item WHERE name = $1`, [name]))[0].id as string;
  const scare = async (name: string) =>
    (await t.dataSource.query(`SELECT scare_factor AS s FROM enemy WHERE name = $1`, [name]))[0].s as number;
  const migrate = async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await new CatalogueProgressionContent1734100000000().up(runner);
    } finally {
      await runner.release();
    }
  };
  const version = async () => (await t.dataSource.query(`SELECT version::int AS v FROM catalogue_version`))[0].v as number;

  it('brings the earlier pack up to date, leaves admin edits alone, and the shops show the result', async () => {
    const moonwine = await item('Moonwine Draught');
    const recipe = await item('Recipe: Moonwine Draught');
    const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);
    // The earlier pack ...
    await q(`UPDATE enemy SET scare_factor = 4 WHERE name = 'Hangman''s Shade'`);
    await q(`UPDATE item_price SET amount = 600 WHERE item_id = $1 AND currency_short_name = 'gold'`, [await item('Chalk Pentacle')]);
    await q(`DELETE FROM item_stat WHERE item_id = $1 AND stat_short_name = 'xpBonus'`, [await item('Garlic Baguette')]);
    await q(`UPDATE item SET unlock_recipe_item_id = $2 WHERE id = $1`, [moonwine, recipe]);
    await q(`INSERT INTO item_crafting_mat (item_id, position, mat_item_id, amount) VALUES ($1, 0, $2, 2)`, [
      moonwine,
      await item('Sour Bloodroot Grapes'),
    ]);
    await q(`UPDATE item SET buyable = true, visible = true WHERE id = $1`, [recipe]);
    await q(
      `UPDATE news SET message = 'Lord Blackthorn is receiving guests again. Keys are sold at the Office. Refunds are not.', reward_item_id = $1 WHERE header = 'Blackthorn Manor Reopens'`,
      [await item('Rusted Manor Key')],
    );
    // ... and an admin's own edit, neither the earlier value nor the new one.
    await q(`UPDATE enemy SET scare_factor = 7 WHERE name = 'Crow-Picked Wisp'`);
    const before = await version();

    await migrate();

    expect(await scare("Hangman's Shade")).toBe(10);
    expect(await scare('Crow-Picked Wisp')).toBe(7);
    expect(await version()).toBe(before + 1);
    const news = (await q(`SELECT message, reward_item_id FROM news WHERE header = 'Blackthorn Manor Reopens'`))[0];
    expect(news.message).toContain('sold at the Office (Keys & Specials)');
    expect(news.reward_item_id).toBeNull();

    const p = await newPlayer(t, 'updated', { xp: 40_000 });
    const shop = async (path: string) =>
      (await t.http.get(path, p.token)).body.items as {
        name: string;
        action: string;
        price: { currencyEntries: { value: number }[] };
        stats: { statEntries: { shortName: string; valueFrom: number }[] };
      }[];
    const potions = await shop('/api/clientshop/getbar/1?filter=bait&pageSize=100');
    expect(potions.find((i) => i.name === 'Moonwine Draught')?.action).toBe('BUY');
    expect(potions.find((i) => i.name === 'Garlic Baguette')?.stats.statEntries.find((s) => s.shortName === 'xpBonus')?.valueFrom).toBe(15);
    expect((await shop('/api/clientshop/getbar/1?filter=recipe&pageSize=100')).map((i) => i.name)).not.toContain(
      'Recipe: Moonwine Draught',
    );
    const candles = await shop('/api/clientshop/GetLaboratory/1?filter=magiccicle&pageSize=100');
    expect(candles.find((i) => i.name === 'Chalk Pentacle')?.price.currencyEntries[0].value).toBe(160);

    // A second run finds nothing left to change.
    await migrate();
    expect(await version()).toBe(before + 1);
  });
});

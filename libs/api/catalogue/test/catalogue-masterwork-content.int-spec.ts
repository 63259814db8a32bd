import { ECONOMY_MESSAGES } from '@grimhunt/contracts';
import { CatalogueMasterworkContent1734200000000 } from '../src/migrations/1734200000000-catalogue-masterwork-content';
import { amountOf, goldOf, grantItem, newPlayer, setGold, startTestApp, TestApp } from '@grimhunt/api-testing';

/**
 * A database loaded from a pack without the masterworks gets them; one an admin already has stays as it is. The
 * earlier pack is recreated by deleting masterworks of the current pack.
 */
describe('catalogue masterwork content update', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(() => t?.close());

  const q = (sql: string, params: unknown[] = []) => t.dataSource.query(sql, params);
  const item = async (name: string) => (await q(`SELECT id FROM item WHERE name = $1`, [name]))[0]?.id as string | undefined;
  const migrate = async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await new CatalogueMasterworkContent1734200000000().up(runner);
    } finally {
      await runner.release();
    }
  };
  const version = async () => (await q(`SELECT version::int AS v FROM catalogue_version`))[0].v as number;

  it('adds the masterworks an earlier pack lacks, keeps an admin-edited one, and players craft them in the shop', async () => {
    // The earlier pack: no masterwork cage or halo; the camera's masterwork exists with the admin's own price.
    await q(`DELETE FROM item WHERE name IN ('The Gilded Cage, Masterwork', 'The Pale Halo, Masterwork')`);
    const camera = await item('Soul-Plate Camera, Masterwork');
    await q(`UPDATE item_price SET amount = 150000 WHERE item_id = $1`, [camera]);
    const before = await version();

    await migrate();

    expect(await version()).toBe(before + 1);
    expect((await q(`SELECT count(*)::int AS n FROM item WHERE name = 'Soul-Plate Camera, Masterwork'`))[0].n).toBe(1);
    expect((await q(`SELECT amount::int AS a FROM item_price WHERE item_id = $1`, [camera]))[0].a).toBe(150000);
    await migrate(); // a second run finds nothing to add
    expect(await version()).toBe(before + 1);

    // The Q-Section lists the new cage with its materials and fee, as the pack would.
    const p = await newPlayer(t, 'masterworker', { xp: 130_000 });
    const listed = (await t.http.get('/api/clientshop/GetQSec/1?filter=mechanism&pageSize=100', p.token)).body.items as {
      id: string;
      name: string;
      action: string;
      locked: string | null;
      price: { currencyEntries: { name: string; value: number }[] };
      stats: { statEntries: { shortName: string; valueFrom: number }[] };
      craftingMats: { itemName: string; amount: number }[];
    }[];
    const cage = listed.find((i) => i.name === 'The Gilded Cage, Masterwork');
    expect(cage).toMatchObject({ action: 'CRAFT', locked: null, price: { currencyEntries: [{ name: 'gold', value: 240000 }] } });
    expect(cage!.stats.statEntries.find((s) => s.shortName === 'power')?.valueFrom).toBe(620);
    expect(cage!.craftingMats.map((m) => `${m.amount} ${m.itemName}`)).toEqual([
      "1 The Empress's Gilded Cage",
      '40 Black Wax Seal',
      '20 Black Loch Pearl',
    ]);

    // Crafting takes the owned cage, the materials and the fee.
    const empress = (await item("The Empress's Gilded Cage"))!;
    const seal = (await item('Black Wax Seal'))!;
    const pearl = (await item('Black Loch Pearl'))!;
    await grantItem(t, admin, p.id, empress, 1);
    await grantItem(t, admin, p.id, seal, 40);
    await grantItem(t, admin, p.id, pearl, 20);
    await setGold(t, admin, p.id, 250000);
    const craft = await t.http.postForm('/api/game/buysell', { itemId: cage!.id, amount: 1, premium: false }, p.token);
    expect(craft.body).toEqual({ success: true, message: ECONOMY_MESSAGES.crafted });
    expect([
      await amountOf(t, p.id, cage!.id),
      await amountOf(t, p.id, empress),
      await amountOf(t, p.id, seal),
      await goldOf(t, p.id),
    ]).toEqual([1, 0, 0, 10000]);
  });
});

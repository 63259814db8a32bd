import { CATALOGUE_RESOURCES, ROLL_SPACE } from '@grimhunt/contracts';
import { CatalogueFacade, seedDemoContent } from '../src';
import { Json, SimpleRest, startTestApp, TestApp } from '@grimhunt/api-testing';

describe('catalogue demo content', () => {
  let t: TestApp;
  let admin: SimpleRest;

  beforeAll(async () => {
    t = await startTestApp();
    admin = new SimpleRest(t, await t.http.login('admin', 'admin'));
  });
  afterAll(() => t?.close());

  it('loads once into an empty catalogue', async () => {
    const facade = t.app.get(CatalogueFacade);
    expect(await facade.seedDemoContentIfEmpty()).toBe(true);
    expect(await facade.seedDemoContentIfEmpty()).toBe(false);
    expect(await seedDemoContent(t.dataSource)).toBe(false);

    expect((await facade.itemTypes()).length).toBeGreaterThanOrEqual(19);
    expect((await facade.itemTypeByShortName('relic'))?.itemTypeSlots).toBe(3);
    expect((await facade.rarities()).map((r) => r.shortName)).toEqual(['common', 'uncommon', 'normal', 'rare', 'boss']);
    expect((await facade.currencies()).map((c) => c.shortName)).toEqual(['gold', 'ectoplasm']);
    const stats = (await facade.stats()).map((s) => `${s.shortName}:${s.statType}`);
    for (const s of [
      'power:0',
      'mysticPower:0',
      'tsc:0',
      'lootChance:0',
      'CCC:0',
      'goldenrain:1',
      'xplosion:1',
      'onTheHouse:1',
      'reconstruction:1',
      'leprechaunsLuck:1',
      'doppelgaenger:1',
    ])
      expect(stats).toContain(s);
    for (const s of ['monsterPower:0', 'attraction:0', 'xpBonus:0', 'goldBonus:0', 'retainer:0', 'LH_ectoplasm:0'])
      expect(stats).toContain(s);
    expect((await facade.ranks()).length).toBeGreaterThanOrEqual(15);
    const items = await facade.items();
    expect(items.length).toBeGreaterThanOrEqual(150);
    expect((await facade.enemies()).length).toBeGreaterThanOrEqual(100);
    expect(await facade.setting('MissionsEnabled')).toBe('true');

    const regions = await facade.regions();
    expect(regions).toHaveLength(3);
    for (const region of regions) {
      const grounds = (await facade.huntingGrounds()).filter((g) => g.regionId === region.id);
      expect(grounds).toHaveLength(5);
      for (const ground of grounds) {
        const [table] = await facade.huntingTablesOf(ground.id);
        expect(table.enemies.length).toBeGreaterThanOrEqual(6);
        expect(table.enemies.length).toBeLessThanOrEqual(8);
        // the entries run from 0 upwards without gaps or overlaps; the top of the roll space may stay empty
        const ranges = [...table.enemies].sort((a, b) => a.rangeMin - b.rangeMin);
        expect(ranges[0].rangeMin).toBe(0);
        expect(ranges[ranges.length - 1].rangeMax).toBeLessThan(ROLL_SPACE);
        ranges.slice(1).forEach((r, i) => expect(r.rangeMin).toBe(ranges[i].rangeMax + 1));
      }
    }
    const packages = await facade.premiumPackages();
    expect(
      packages
        .filter((p) => p.subscriptionLevel > 0)
        .map((p) => p.subscriptionLevel)
        .sort(),
    ).toEqual([...Array(12).fill(1), ...Array(12).fill(2), ...Array(12).fill(3)]);
    expect(packages.some((p) => p.singleItemType === 3)).toBe(true);
    expect(packages.some((p) => p.singleItemType === 4)).toBe(true);
  });

  // Every kind of record round-trips; of the big lists (items, ghosts, packages) every fifth record, which keeps
  // this under a minute on a busy machine (the loader builds every record with the same normaliser as PUT).
  it('holds only records the API itself accepts (records round-trip through PUT)', async () => {
    for (const resource of CATALOGUE_RESOURCES) {
      const list = await admin.list(resource, { range: [0, 999] });
      expect({ resource, status: list.status }).toEqual({ resource, status: 200 });
      const all = list.body as Json[];
      for (const record of all.length > 30 ? all.filter((_, i) => i % 5 === 0) : all) {
        const res = await admin.update(resource, record.id, record);
        const name = record.name ?? record.header ?? record.key;
        expect({ resource, name, status: res.status, error: res.status === 200 ? undefined : res.body.message }).toEqual({
          resource,
          name,
          status: 200,
          error: undefined,
        });
        expect(res.body).toEqual(record);
      }
    }
  }, 180_000);

  it('gives players news and items to look at', async () => {
    const news = await t.http.get('/api/news/latestnews/0/5', admin.token);
    expect(news.body).toHaveLength(3);
    const items = await admin.list('item', { filter: { q: 'witchbrew cauldron' } });
    const cauldron = items.body.find((i: Json) => i.name === 'Witchbrew Cauldron');
    const shaped = await t.http.get(`/api/ClientItem/${cauldron.id}`, admin.token);
    expect(shaped.body).toMatchObject({
      itemType: 'cauldron',
      rarity: { shortName: 'rare' },
      craftingMats: expect.arrayContaining([expect.objectContaining({ itemName: 'Bone Dust', amount: 5 })]),
    });
  });
});

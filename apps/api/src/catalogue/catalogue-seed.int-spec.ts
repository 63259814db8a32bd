import { CATALOGUE_RESOURCES, ROLL_SPACE } from '@grimhunt/contracts';
import { CatalogueFacade, seedDemoContent } from '@grimhunt/api-catalogue';
import { startTestApp, TestApp } from '../testing/test-app';
import { Json, SimpleRest } from './catalogue.test-helpers';

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
    for (const s of ['power:0', 'mysticPower:0', 'tsc:0', 'lootChance:0', 'CCC:0', 'goldenrain:1', 'xplosion:1', 'onTheHouse:1', 'reconstruction:1', 'leprechaunsLuck:1', 'doppelgaenger:1']) expect(stats).toContain(s);
    expect((await facade.ranks()).length).toBeGreaterThanOrEqual(6);
    const items = await facade.items();
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(await facade.setting('MissionsEnabled')).toBe('true');

    const [region] = await facade.regions();
    const grounds = (await facade.huntingGrounds()).filter((g) => g.regionId === region.id);
    expect(grounds).toHaveLength(5);
    for (const ground of grounds) {
      const [table] = await facade.huntingTablesOf(ground.id);
      expect(table.enemies.length).toBeGreaterThanOrEqual(4);
      expect(table.enemies.length).toBeLessThanOrEqual(6);
      // the entries tile the roll space without gaps or overlaps
      const ranges = [...table.enemies].sort((a, b) => a.rangeMin - b.rangeMin);
      expect(ranges[0].rangeMin).toBe(0);
      expect(ranges[ranges.length - 1].rangeMax).toBe(ROLL_SPACE - 1);
      ranges.slice(1).forEach((r, i) => expect(r.rangeMin).toBe(ranges[i].rangeMax + 1));
    }
    const packages = await facade.premiumPackages();
    expect(packages.filter((p) => p.subscriptionLevel > 0).map((p) => p.subscriptionLevel).sort()).toEqual([1, 2, 3]);
    expect(packages.some((p) => p.singleItemType === 3)).toBe(true);
    expect(packages.some((p) => p.singleItemType === 4)).toBe(true);
  });

  it('holds only records the API itself accepts (every record round-trips through PUT)', async () => {
    for (const resource of CATALOGUE_RESOURCES) {
      const list = await admin.list(resource, { range: [0, 999] });
      expect({ resource, status: list.status }).toEqual({ resource, status: 200 });
      for (const record of list.body as Json[]) {
        const res = await admin.update(resource, record.id, record);
        const name = record.name ?? record.header ?? record.key;
        expect({ resource, name, status: res.status, error: res.status === 200 ? undefined : res.body.message }).toEqual({ resource, name, status: 200, error: undefined });
        expect(res.body).toEqual(record);
      }
    }
  });

  it('gives players news and items to look at', async () => {
    const news = await t.http.get('/api/news/latestnews/0/5', admin.token);
    expect(news.body).toHaveLength(3);
    const items = await admin.list('item', { filter: { q: 'witchbrew cauldron' } });
    const cauldron = items.body.find((i: Json) => i.name === 'Witchbrew Cauldron');
    const shaped = await t.http.get(`/api/ClientItem/${cauldron.id}`, admin.token);
    expect(shaped.body).toMatchObject({ itemType: 'cauldron', rarity: { shortName: 'rare' }, craftingMats: expect.arrayContaining([expect.objectContaining({ itemName: 'Bone Dust', amount: 5 })]) });
  });
});

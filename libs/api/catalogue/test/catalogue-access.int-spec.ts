import { CATALOGUE_RESOURCES } from '@grimhunt/contracts';
import { CatalogueFacade } from '../src';
import { buildFixture, eventually, Json, SimpleRest, startTestApp, TestApp } from '@grimhunt/api-testing';

describe('catalogue access, player reads, settings and the snapshot', () => {
  let t: TestApp;
  let admin: SimpleRest;
  let playerToken: string;
  let fixture: Awaited<ReturnType<typeof buildFixture>>;

  beforeAll(async () => {
    t = await startTestApp({ demoPlayer: { name: 'demo', password: 'demo1234', email: 'demo@grimhunt.local' } });
    admin = new SimpleRest(t, await t.http.login('admin', 'admin'));
    playerToken = await t.http.login('demo', 'demo1234');
    fixture = await buildFixture(admin);
  });
  afterAll(() => t?.close());

  it('keeps every catalogue route admin-only: 401 without a token, 403 for a player', async () => {
    for (const resource of CATALOGUE_RESOURCES) {
      const id = (fixture as Record<string, Json>)[resource].id;
      const calls: [string, string, unknown?][] = [
        ['POST', `/api/${resource}`, {}],
        ['PUT', `/api/${resource}/${id}`, {}],
        ['PUT', `/api/${resource}`, { id }],
        ['DELETE', `/api/${resource}/${id}`],
      ];
      if (resource !== 'stat' && resource !== 'itemtype') calls.push(['GET', `/api/${resource}`]);
      if (resource !== 'premiumPackage') calls.push(['GET', `/api/${resource}/${id}`]);
      for (const [method, path, json] of calls) {
        const anonymous = await t.http.request(method, path, { json });
        const player = await t.http.request(method, path, { json, token: playerToken });
        expect({ call: `${method} ${path}`, anonymous: anonymous.status, player: player.status }).toEqual({
          call: `${method} ${path}`,
          anonymous: 401,
          player: 403,
        });
      }
    }
    for (const path of [
      '/api/item/search?searchTerm=a',
      `/api/huntingground/region/${fixture.region.id}`,
      `/api/huntingtable/huntingground/${fixture.huntingground.id}`,
      '/api/setting/getbykey/Key',
    ]) {
      expect({ path, status: (await t.http.get(path, playerToken)).status }).toEqual({ path, status: 403 });
      expect({ path, status: (await t.http.get(path)).status }).toEqual({ path, status: 401 });
    }
    expect((await t.http.postJson('/api/Image', {}, playerToken)).status).toBe(403);
  });

  it('lets players read the stat and item type lists (glossary, inventory)', async () => {
    const stats = await t.http.get('/api/stat', playerToken);
    expect(stats.status).toBe(200);
    expect(stats.body.map((s: Json) => s.shortName)).toContain(fixture.stat.shortName);
    expect(stats.headers.get('content-range')).toMatch(/^stat 0-\d+\/\d+$/);
    const types = await t.http.get('/api/itemtype', playerToken);
    expect(types.status).toBe(200);
    expect(types.body[0]).toMatchObject({ id: fixture.itemtype.id, shortName: fixture.itemtype.shortName, name: fixture.itemtype.name });
    expect((await t.http.get('/api/stat')).status).toBe(401);
  });

  it("serves an item in the player's shape, hiding invisible items", async () => {
    const res = await t.http.get(`/api/ClientItem/${fixture.item.id}`, playerToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: fixture.item.id,
      name: fixture.item.name,
      itemType: fixture.itemtype.shortName,
      imageId: null,
      animatedImageId: null,
      flavorText: '',
      rarity: { id: fixture.rarity.id, name: fixture.rarity.name, shortName: fixture.rarity.shortName, colorHex: fixture.rarity.colorHex },
      stats: {
        statEntries: [
          {
            name: fixture.stat.name,
            shortName: fixture.stat.shortName,
            valueFrom: 5,
            valueTo: 7,
            procPercent: 100,
            statType: 0,
            statImageId: null,
            statFlavorText: '',
            statUnitSymbol: '',
          },
        ],
      },
      price: { currencyEntries: [{ name: fixture.currency.shortName, value: 10 }] },
      refund: { currencyEntries: [] },
      craftingMats: [],
      craftingMatsPremium: [],
      unique: false,
      reqXP: 0,
      transferable: false,
      tradable: false,
      contractType: null,
    });
    const contract = await admin.make('item', {
      name: 'Contract: The Weeping Bride',
      contractType: 'traditional',
      craftingMats: [{ itemId: fixture.item.id, amount: 3 }],
    });
    const shaped = await t.http.get(`/api/ClientItem/${contract.id}`, playerToken);
    expect(shaped.body).toMatchObject({
      contractType: { name: 'Traditional', shortName: 'traditional' },
      itemType: null,
      rarity: null,
      craftingMats: [{ itemId: fixture.item.id, amount: 3, itemName: fixture.item.name, itemImageId: null }],
    });
    const hidden = await admin.make('item', { name: 'Unreleased Relic', visible: false });
    expect((await t.http.get(`/api/ClientItem/${hidden.id}`, playerToken)).status).toBe(404);
    expect((await t.http.get(`/api/ClientItem/${hidden.id}`)).status).toBe(401);
  });

  it('lets players read one visible premium package', async () => {
    expect((await t.http.get(`/api/premiumPackage/${fixture.premiumPackage.id}`, playerToken)).body).toMatchObject({
      id: fixture.premiumPackage.id,
      usd: 4.99,
    });
    const hidden = await admin.make('premiumPackage', { name: 'Secret Deal', visible: false });
    expect((await t.http.get(`/api/premiumPackage/${hidden.id}`, playerToken)).status).toBe(404);
    expect((await t.http.get(`/api/premiumPackage/${hidden.id}`, admin.token)).status).toBe(200);
  });

  it('serves the latest news newest first, with from/count and a cap of 50', async () => {
    const base = 1_750_000_000;
    for (let i = 1; i <= 55; i++) await admin.make('news', { header: `Bulletin ${i}`, message: `Day ${i}`, timestamp: base + i * 3600 });
    const first = await t.http.get('/api/news/latestnews/0/5', playerToken);
    expect(first.status).toBe(200);
    expect(first.body.map((n: Json) => n.header)).toEqual([
      fixture.news.header,
      'Bulletin 55',
      'Bulletin 54',
      'Bulletin 53',
      'Bulletin 52',
    ]);
    expect(Object.keys(first.body[1]).sort()).toEqual([
      'animatedImageId',
      'header',
      'id',
      'imageId',
      'message',
      'name',
      'rewardItemId',
      'timestamp',
    ]);
    const next = await t.http.get('/api/news/latestnews/5/2', playerToken);
    expect(next.body.map((n: Json) => n.header)).toEqual(['Bulletin 51', 'Bulletin 50']);
    expect((await t.http.get('/api/news/latestnews/0/500', playerToken)).body).toHaveLength(50);
    expect((await t.http.get('/api/news/latestnews/-1/5', playerToken)).status).toBe(400);
    // milliseconds are recognised as such
    const ms = await admin.make('news', { header: 'Millis', timestamp: (base + 100) * 1000 });
    expect(ms.timestamp).toBe(base + 100);
  });

  it('reads, upserts by key and deletes settings', async () => {
    expect((await t.http.get('/api/setting/getbykey/MissionsEnabled', admin.token)).status).toBe(404);
    const first = await t.http.postJson('/api/setting', { key: 'MissionsEnabled', value: 'true' }, admin.token);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(String), key: 'MissionsEnabled', value: 'true' });
    const second = await t.http.postJson('/api/setting', { key: 'MissionsEnabled', value: 'false' }, admin.token);
    expect(second.body).toEqual({ id: first.body.id, key: 'MissionsEnabled', value: 'false' });
    const read = await t.http.get('/api/setting/getbykey/MissionsEnabled', admin.token);
    expect(read.body).toEqual({ id: first.body.id, key: 'MissionsEnabled', value: 'false' });
    const ground = await t.http.postJson(
      '/api/setting',
      { key: 'ForceMissionHuntingGround', value: `${fixture.region.id}__${fixture.huntingground.id}` },
      admin.token,
    );
    expect((await t.http.get('/api/setting/getbykey/ForceMissionHuntingGround', admin.token)).body.value).toBe(
      `${fixture.region.id}__${fixture.huntingground.id}`,
    );
    const deleted = await t.http.delete(`/api/setting/${ground.body.id}`, admin.token);
    expect(deleted.body).toMatchObject({ key: 'ForceMissionHuntingGround' });
    expect((await t.http.get('/api/setting/getbykey/ForceMissionHuntingGround', admin.token)).status).toBe(404);
    expect(await t.app.get(CatalogueFacade).setting('MissionsEnabled')).toBe('false');
  });

  it('refreshes the snapshot after a write, also when a second API process writes', async () => {
    const facade = t.app.get(CatalogueFacade);
    expect((await facade.item(fixture.item.id))?.name).toBe(fixture.item.name);

    const renamed = await admin.update('item', fixture.item.id, { name: 'Moss Cheese Deluxe' });
    expect(renamed.body.name).toBe('Moss Cheese Deluxe');
    expect((await facade.item(fixture.item.id))?.name).toBe('Moss Cheese Deluxe');
    expect((await t.http.get(`/api/ClientItem/${fixture.item.id}`, playerToken)).body.name).toBe('Moss Cheese Deluxe');

    const t2 = await startTestApp({}, t.databaseUrl);
    try {
      const admin2 = new SimpleRest(t2, await t2.http.login('admin', 'admin'));
      expect((await admin2.get('item', fixture.item.id)).body.name).toBe('Moss Cheese Deluxe');
      await admin2.update('item', fixture.item.id, { name: 'Cheese From The Other Process' });
      // admin reads always see the latest commit
      expect((await admin.get('item', fixture.item.id)).body.name).toBe('Cheese From The Other Process');
      const created = await admin2.make('itemtype', { name: 'Juice', shortName: 'juice' });
      // game reads (facade, player routes) catch up within a second
      await eventually(async () => ((await facade.itemTypeByShortName('juice'))?.id === created.id ? true : undefined), 3000);
      await eventually(
        async () =>
          (await t.http.get(`/api/ClientItem/${fixture.item.id}`, playerToken)).body.name === 'Cheese From The Other Process'
            ? true
            : undefined,
        3000,
      );
      const inUse = await admin2.delete('itemtype', fixture.itemtype.id);
      expect(inUse.status).toBe(409);
    } finally {
      await t2.close();
    }
  });
});

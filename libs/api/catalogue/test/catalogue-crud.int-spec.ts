import { CATALOGUE_RESOURCES } from '@grimhunt/contracts';
import { buildFixture, Json, SimpleRest, startTestApp, TestApp } from '@grimhunt/api-testing';

/** What each resource's display field is, and a new value for it (to prove updates). */
const RENAME: Record<string, string> = { news: 'header', setting: 'value' };

describe('catalogue CRUD over the ra-data-simple-rest dialect', () => {
  let t: TestApp;
  let admin: SimpleRest;
  let fixture: Awaited<ReturnType<typeof buildFixture>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = new SimpleRest(t, await t.http.login('admin', 'admin'));
    fixture = await buildFixture(admin);
  });
  afterAll(() => t?.close());

  it('creates, reads, lists, updates (with and without id) every resource', async () => {
    for (const resource of CATALOGUE_RESOURCES) {
      const record = (fixture as Record<string, Json>)[resource];
      expect({ resource, id: typeof record.id }).toEqual({ resource, id: 'string' });

      const one = await admin.get(resource, record.id);
      expect({ resource, status: one.status, body: one.body }).toEqual({ resource, status: 200, body: record });

      const list = await admin.list(resource, { range: [0, 24] });
      expect({ resource, status: list.status }).toEqual({ resource, status: 200 });
      expect(list.headers.get('content-range')).toBe(`${resource} 0-${list.body.length - 1}/${list.body.length}`);
      expect(list.body.map((r: Json) => r.id)).toContain(record.id);

      const many = await admin.list(resource, { filter: { id: [record.id] } });
      expect({ resource, ids: many.body.map((r: Json) => r.id) }).toEqual({ resource, ids: [record.id] });

      const field = RENAME[resource] ?? 'name';
      const byPath = await admin.update(resource, record.id, { ...record, [field]: `${record[field]} (renamed)` });
      expect({ resource, status: byPath.status, value: byPath.body[field] }).toEqual({
        resource,
        status: 200,
        value: `${record[field]} (renamed)`,
      });

      const byBody = await admin.update(resource, undefined, { ...byPath.body, [field]: `${record[field]} (again)` });
      expect({ resource, status: byBody.status, value: byBody.body[field], id: byBody.body.id }).toEqual({
        resource,
        status: 200,
        value: `${record[field]} (again)`,
        id: record.id,
      });
      expect((await admin.get(resource, record.id)).body[field]).toBe(`${record[field]} (again)`);
    }
  });

  it('applies the defaults of the back office for omitted fields', async () => {
    expect(fixture.rank.xp).toBe(1000);
    expect(fixture.currency.orderIndex).toBe(100);
    expect(fixture.itemtype).toMatchObject({ orderIndex: 100, itemTypeSlots: 1, isEquipment: false, flavorText: '', imageId: null });
    expect(fixture.enemy.loot).toEqual([{ itemId: fixture.item.id, dropChance: 100, amountMin: 1, amountMax: 1 }]);
    expect(fixture.item.stats.statEntries).toEqual([
      { name: fixture.stat.name, shortName: fixture.stat.shortName, valueFrom: 5, valueTo: 7, procPercent: 100, statType: 0 },
    ]);
    expect(fixture.item).toMatchObject({
      visible: true,
      needSub: 0,
      reqXP: 0,
      craftingMats: [],
      craftingMatsPremium: [],
      trophieItemIds: [],
      refund: { currencyEntries: [] },
    });
    expect(fixture.premiumPackage).toMatchObject({
      categorySortingNumber: 0,
      singleItemType: 0,
      promotionalLabel: '',
      visible: true,
      month: null,
      usd: 4.99,
    });
    expect(fixture.huntingground).toMatchObject({ sequence: 0, visible: true, xpReqired: 500, specialBaitItemId: [], keyId: null });
    expect(fixture.huntingtable).toMatchObject({ sequence: 0, enemies: [{ enemyId: fixture.enemy.id, rangeMin: 0, rangeMax: 9999 }] });
    expect(fixture.enemy).toMatchObject({
      visible: true,
      midnightGhost: false,
      currencies: { currencyEntries: [] },
      equipment: { equipment: [] },
      stats: { statEntries: [] },
    });
    expect(typeof fixture.news.timestamp).toBe('number');
  });

  it('accepts numbers and booleans typed as text, and xpRequired as an alias of xpReqired', async () => {
    const ground = await admin.update('huntingground', fixture.huntingground.id, { xpRequired: '750', visible: 'false', travelCost: '25' });
    expect(ground.status).toBe(200);
    expect(ground.body).toMatchObject({
      xpReqired: 750,
      visible: false,
      travelCost: 25,
      name: expect.any(String),
      regionId: fixture.region.id,
    });
    const item = await admin.update('item', fixture.item.id, { needSub: '2' });
    expect(item.body.needSub).toBe(2);
  });

  it('sorts, pages, filters and searches lists', async () => {
    const type2 = await admin.make('itemtype', { name: 'Relic', shortName: 'relic' });
    for (let i = 1; i <= 12; i++) {
      await admin.make('item', {
        name: `Rat Skull ${String(i).padStart(2, '0')}`,
        type: i % 2 ? type2.id : fixture.itemtype.id,
        visible: i !== 3,
      });
    }
    const page = await admin.list('item', { sort: ['name', 'DESC'], range: [0, 4], filter: { q: 'rat SKULL' } });
    expect(page.status).toBe(200);
    expect(page.body.map((r: Json) => r.name)).toEqual(['Rat Skull 12', 'Rat Skull 11', 'Rat Skull 10', 'Rat Skull 09', 'Rat Skull 08']);
    expect(page.headers.get('content-range')).toBe('item 0-4/12');
    expect(page.headers.get('x-total-count')).toBe('12');

    const second = await admin.list('item', { sort: ['name', 'ASC'], range: [10, 14], filter: { q: 'rat' } });
    expect(second.body.map((r: Json) => r.name)).toEqual(['Rat Skull 11', 'Rat Skull 12']);
    expect(second.headers.get('content-range')).toBe('item 10-11/12');

    const empty = await admin.list('item', { range: [0, 9], filter: { q: 'no such ghost' } });
    expect(empty.body).toEqual([]);
    expect(empty.headers.get('content-range')).toBe('item */0');

    const relics = await admin.list('item', { filter: { type: type2.id, q: 'rat' } });
    expect(relics.body).toHaveLength(6);
    const hidden = await admin.list('item', { filter: { visible: false } });
    expect(hidden.body.map((r: Json) => r.name)).toEqual(['Rat Skull 03']);

    const enemies = await admin.list('enemy', {
      filter: {
        enemyType: fixture.enemytype.id,
        enemyRarity: fixture.rarity.id,
        midnightGhost: false,
        specialGhost: false,
        nessyGhost: false,
      },
    });
    expect(enemies.body.map((r: Json) => r.id)).toEqual([fixture.enemy.id]);
    expect((await admin.list('enemy', { filter: { midnightGhost: true } })).body).toEqual([]);
    expect((await admin.list('huntingground', { filter: { regionId: fixture.region.id } })).body).toHaveLength(1);
    expect((await admin.list('huntingtable', { filter: { huntingGroundId: fixture.huntingground.id } })).body).toHaveLength(1);

    for (const bad of [
      { sort: ['password', 'ASC'] as [string, string] },
      { filter: { secret: 1 } },
      { range: [5, 1] as [number, number] },
    ]) {
      const res = await admin.list('item', bad);
      expect({ bad, status: res.status, code: res.body.code }).toEqual({ bad, status: 400, code: 'GENERIC.VALIDATION' });
    }
    expect((await t.http.get('/api/item?sort=nope', admin.token)).status).toBe(400);
  });

  it("answers the spec's extra reads: grounds of a region, tables of a ground, item search", async () => {
    const grounds = await t.http.get(`/api/huntingground/region/${fixture.region.id}`, admin.token);
    expect(grounds.status).toBe(200);
    expect(grounds.body.map((g: Json) => g.id)).toEqual([fixture.huntingground.id]);
    const tables = await t.http.get(`/api/huntingtable/huntingground/${fixture.huntingground.id}`, admin.token);
    expect(tables.body.map((g: Json) => g.id)).toEqual([fixture.huntingtable.id]);

    const first = await t.http.get('/api/item/search?searchTerm=rat%20skull&page=1&pageSize=5', admin.token);
    expect(first.status).toBe(200);
    expect(first.body.items.map((i: Json) => i.name)).toEqual([
      'Rat Skull 01',
      'Rat Skull 02',
      'Rat Skull 03',
      'Rat Skull 04',
      'Rat Skull 05',
    ]);
    expect(first.body.pagination).toEqual({ currentPage: 1, totalPages: 3, totalCount: 12, hasNextPage: true, hasPreviousPage: false });
    const last = await t.http.get('/api/item/search?searchTerm=RAT&page=3&pageSize=5', admin.token);
    expect(last.body.items).toHaveLength(2);
    expect(last.body.pagination).toEqual({ currentPage: 3, totalPages: 3, totalCount: 12, hasNextPage: false, hasPreviousPage: true });
    const none = await t.http.get('/api/item/search?searchTerm=zzz', admin.token);
    expect(none.body).toEqual({
      items: [],
      pagination: { currentPage: 1, totalPages: 0, totalCount: 0, hasNextPage: false, hasPreviousPage: false },
    });
    const all = await t.http.get('/api/item/search', admin.token);
    expect(all.body.items).toHaveLength(13);
    expect((await t.http.get('/api/item/search?page=0', admin.token)).status).toBe(400);
  });

  it('refuses invalid records with 400 and a message the back office can show', async () => {
    const cases: [string, Json, string][] = [
      ['item', { type: fixture.itemtype.id }, 'name is required'],
      ['item', { name: '   ' }, 'name is required'],
      [
        'item',
        { name: 'Ghost Pepper', type: '00000000-0000-4000-8000-000000000000' },
        'type refers to an unknown item type (00000000-0000-4000-8000-000000000000)',
      ],
      ['item', { name: 'Ghost Pepper', type: 'bait' }, 'type must be an id'],
      ['item', { name: 'Ghost Pepper', needSub: 5 }, 'needSub must be at most 3'],
      ['item', { name: 'Ghost Pepper', reqXP: 'lots' }, 'reqXP must be a number'],
      [
        'item',
        { name: 'Ghost Pepper', contractType: 'cursed' },
        'contractType must be one of biological, party, traditional, techy, arcane, monster, evil, secret',
      ],
      [
        'item',
        { name: 'Ghost Pepper', price: { currencyEntries: [{ name: 'doubloons', value: 3 }] } },
        'price.currencyEntries[0].name refers to an unknown currency (doubloons)',
      ],
      [
        'item',
        { name: 'Ghost Pepper', craftingMats: [{ itemId: fixture.item.id, amount: 0 }] },
        'craftingMats[0].amount must be at least 1',
      ],
      [
        'item',
        { name: 'Ghost Pepper', stats: { statEntries: [{ shortName: 'charisma' }] } },
        'stats.statEntries[0].shortName refers to an unknown stat (charisma)',
      ],
      [
        'huntingtable',
        { name: 'Bad', huntingGroundId: fixture.huntingground.id, enemies: [{ enemyId: fixture.enemy.id, rangeMin: 50, rangeMax: 10 }] },
        'enemies[0]: rangeMin must be <= rangeMax',
      ],
      [
        'huntingtable',
        { name: 'Bad', huntingGroundId: fixture.huntingground.id, enemies: [{ enemyId: fixture.enemy.id, rangeMin: 0, rangeMax: 10000 }] },
        'enemies[0].rangeMax must be at most 9999',
      ],
      ['huntingtable', { name: 'Bad', enemies: [] }, 'huntingGroundId is required'],
      [
        'huntingground',
        { name: 'Nowhere', regionId: '00000000-0000-4000-8000-000000000000' },
        'regionId refers to an unknown region (00000000-0000-4000-8000-000000000000)',
      ],
      ['enemy', { name: 'Bad', loot: [{ itemId: fixture.item.id, dropChance: 150 }] }, 'loot[0].dropChance must be at most 100'],
      [
        'enemy',
        { name: 'Bad', loot: [{ itemId: fixture.item.id, amountMin: 3, amountMax: 2 }] },
        'loot[0]: amountMin must be <= amountMax',
      ],
      ['enemy', { name: 'Bad', loot: 'everything' }, 'loot must be a list'],
      ['rarity', { name: 'Odd', shortName: 'odd', colorHex: 'purple' }, 'colorHex must look like #RRGGBB'],
      ['premiumPackage', { name: 'Bad', subscriptionLevel: 4 }, 'subscriptionLevel must be at most 3'],
      ['premiumPackage', { name: 'Bad', singleItemType: 16 }, 'singleItemType must be at most 15'],
      ['premiumPackage', { name: 'Bad', month: 13 }, 'month must be at most 12'],
      ['news', { message: 'no header' }, 'header is required'],
      ['setting', { value: 'x' }, 'key is required'],
      ['stat', { name: 'Luck', shortName: 'luck', statType: 2 }, 'statType must be at most 1'],
      ['rank', { name: 'Ghoul', xp: 'abc' }, 'xp must be a number'],
      [
        'item',
        { name: 'Pic', imageId: '00000000-0000-4000-8000-000000000000' },
        'imageId refers to an unknown image (00000000-0000-4000-8000-000000000000)',
      ],
    ];
    for (const [resource, body, message] of cases) {
      const res = await admin.create(resource, body);
      expect({ resource, body, status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        resource,
        body,
        status: 400,
        code: 'CATALOGUE.INVALID',
        message,
      });
    }
    const notObject = await admin.create('item', ['a']);
    expect(notObject.status).toBe(400);
    const noId = await admin.update('item', undefined, { name: 'x' });
    expect({ status: noId.status, message: noId.body.message }).toEqual({ status: 400, message: 'id is required' });
    const mismatch = await admin.update('item', fixture.item.id, { id: fixture.enemy.id, name: 'x' });
    expect(mismatch.status).toBe(400);
    // nothing was written by the refused requests
    expect((await admin.list('item', { filter: { q: 'ghost pepper' } })).body).toEqual([]);
  });

  it('answers 404 for unknown ids', async () => {
    for (const resource of ['item', 'enemy', 'setting']) {
      expect((await admin.get(resource, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await admin.get(resource, 'not-an-id')).status).toBe(400); // malformed ids: 400 at the edge
      expect((await admin.update(resource, '00000000-0000-4000-8000-000000000000', { name: 'x', key: 'x' })).status).toBe(404);
      expect((await admin.delete(resource, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    }
    const res = await admin.get('item', '00000000-0000-4000-8000-000000000000');
    expect(res.body).toMatchObject({ statusCode: 404, code: 'CATALOGUE.NOT_FOUND' });
  });

  it('answers 409 for duplicate unique keys', async () => {
    const cases: [string, Json, string][] = [
      [
        'itemtype',
        { name: 'Bait again', shortName: fixture.itemtype.shortName },
        `An item type with shortName "${fixture.itemtype.shortName}" already exists`,
      ],
      [
        'currency',
        { name: 'Gold again', shortName: fixture.currency.shortName },
        `A currency with shortName "${fixture.currency.shortName}" already exists`,
      ],
      [
        'stat',
        { name: 'Power again', shortName: fixture.stat.shortName },
        `A stat with shortName "${fixture.stat.shortName}" already exists`,
      ],
      [
        'rarity',
        { name: 'Common again', shortName: fixture.rarity.shortName, colorHex: '#fff' },
        `A rarity with shortName "${fixture.rarity.shortName}" already exists`,
      ],
    ];
    for (const [resource, body, message] of cases) {
      const res = await admin.create(resource, body);
      expect({ resource, status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        resource,
        status: 409,
        code: 'CATALOGUE.CONFLICT',
        message,
      });
    }
    const other = await admin.make('itemtype', { name: 'Key', shortName: 'key' });
    const clash = await admin.update('itemtype', other.id, { shortName: fixture.itemtype.shortName });
    expect({ status: clash.status, code: clash.body.code }).toEqual({ status: 409, code: 'CATALOGUE.CONFLICT' });
  });

  it('refuses to delete what is still used (409 CATALOGUE.IN_USE), naming the user', async () => {
    const current = async (resource: string) => (await admin.get(resource, (fixture as Record<string, Json>)[resource].id)).body;
    const [itemtype, enemy, ground] = [await current('itemtype'), await current('enemy'), await current('huntingground')];
    const typeInUse = await admin.delete('itemtype', fixture.itemtype.id);
    expect(typeInUse.status).toBe(409);
    expect(typeInUse.body.code).toBe('CATALOGUE.IN_USE');
    expect(typeInUse.body.message).toContain(`Cannot delete item type "${itemtype.name}": it is still used by item "`);

    const lootItem = await admin.delete('item', fixture.item.id);
    expect(lootItem.status).toBe(409);
    expect(lootItem.body.message).toContain(`enemy "${enemy.name}" (loot)`);
    expect(lootItem.body.message).toContain('rank "');

    const region = await admin.delete('region', fixture.region.id);
    expect(region.status).toBe(409);
    expect(region.body.message).toContain(`hunting ground "${ground.name}" (regionId)`);

    const currency = await admin.delete('currency', fixture.currency.id);
    expect(currency.status).toBe(409);
    expect(currency.body.message).toContain('(price)');
    // nothing is gone
    expect((await admin.get('item', fixture.item.id)).status).toBe(200);
  });

  it('deletes records (answering the deleted record) once nothing uses them', async () => {
    const byId = async (resource: string) => (await admin.get(resource, (fixture as Record<string, Json>)[resource].id)).body;
    const order = ['setting', 'premiumPackage', 'news', 'huntingtable', 'huntingground', 'region', 'rank', 'enemy'] as const;
    for (const resource of order) {
      const current = await byId(resource);
      const res = await admin.delete(resource, current.id);
      expect({ resource, status: res.status, body: res.body }).toEqual({ resource, status: 200, body: current });
      expect((await admin.get(resource, current.id)).status).toBe(404);
    }
    const skulls = await admin.list('item', { filter: { q: 'rat skull' } });
    for (const skull of skulls.body) expect((await admin.delete('item', skull.id)).status).toBe(200);
    expect((await admin.delete('item', fixture.item.id)).status).toBe(200);
    for (const resource of ['stat', 'damagetype', 'enemytype', 'proctype', 'proceventtype', 'currency', 'rarity']) {
      expect({ resource, status: (await admin.delete(resource, (fixture as Record<string, Json>)[resource].id)).status }).toEqual({
        resource,
        status: 200,
      });
    }
  });
});

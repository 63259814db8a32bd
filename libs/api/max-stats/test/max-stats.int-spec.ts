import { MAX_STAT_MESSAGES, MaxStatDto, ROLE } from '@grimhunt/contracts';
import { MaxStatsScheduler } from '../src';
import { grantItem, newPlayer, Player, SimpleRest, startTestApp, TestApp } from '@grimhunt/api-testing';

/**
 * Max stats on a small catalogue: power (plain) and goldenrain (proc); mechanism (1 slot), relic (3 slots),
 * collection (1 slot), key (always equipped) and juice (not equipment).
 */
describe('max stats (admin tools)', () => {
  let t: TestApp;
  let admin: string;
  let rest: SimpleRest;
  const ids: Record<string, string> = {};
  const players: Record<string, Player> = {};

  const byShort = (list: MaxStatDto[], shortName: string) => list.find((s) => s.statShortName === shortName)!;
  const list = async (): Promise<MaxStatDto[]> => {
    const res = await t.http.get('/api/maxstat', admin);
    expect(res.status).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.http.login('admin', 'admin');
    rest = new SimpleRest(t, admin);
    await rest.make('stat', { name: 'Power', shortName: 'power', statType: 0 });
    await rest.make('stat', { name: 'Golden Rain', shortName: 'goldenrain', statType: 1 });
    await rest.make('stat', { name: 'Loot Chance', shortName: 'lootChance', statType: 0 });
    const types: [string, number, boolean, boolean][] = [
      ['mechanism', 1, true, false],
      ['relic', 3, true, false],
      ['collection', 1, true, false],
      ['key', 0, false, true],
      ['juice', 0, false, false],
    ];
    for (const [shortName, itemTypeSlots, isEquipment, alwaysEquipped] of types) {
      ids[shortName] = (await rest.make('itemtype', { name: shortName, shortName, itemTypeSlots, isEquipment, alwaysEquipped })).id;
    }
    const items: [string, string, [string, number, number?][], boolean?][] = [
      ['Rusty Cage', 'mechanism', [['power', 10]]],
      ['Iron Maiden', 'mechanism', [['power', 40]]],
      ['Hidden Cage', 'mechanism', [['power', 999]], false],
      ['Saint Bone', 'relic', [['power', 7]]],
      [
        'Saint Tooth',
        'relic',
        [
          ['power', 3],
          ['goldenrain', 0, 15],
        ],
      ],
      ['Bat Collection', 'collection', [['power', 30]]],
      ['Crypt Key', 'key', [['power', 2]]],
      ['Power Juice', 'juice', [['power', 500]]],
    ];
    for (const [name, type, entries, visible] of items) {
      ids[name] = (
        await rest.make('item', {
          name,
          type: ids[type],
          visible: visible ?? true,
          stats: {
            statEntries: entries.map(([shortName, value, procPercent]) => ({
              shortName,
              valueFrom: value,
              valueTo: value,
              procPercent: procPercent ?? 100,
              statType: procPercent === undefined ? 0 : 1,
            })),
          },
        })
      ).id;
    }
    const equip = async (p: Player, ...names: string[]) => {
      for (const name of names) {
        await grantItem(t, admin, p.id, ids[name], 1);
        if (name !== 'Crypt Key') expect((await t.http.get(`/api/game/equip/${ids[name]}`, p.token)).status).toBe(200);
      }
    };
    players.ann = await newPlayer(t, 'ann', { xp: 500 });
    await equip(players.ann, 'Rusty Cage', 'Saint Tooth', 'Crypt Key'); // power 10 + 3 + 2 = 15, goldenrain 15
    players.bob = await newPlayer(t, 'bob', { xp: 100 });
    await equip(players.bob, 'Iron Maiden'); // power 40
    players.cid = await newPlayer(t, 'cid', { xp: 50 });
    await equip(players.cid, 'Iron Maiden'); // power 40 as well: bob is ahead on the ladder
    players.eve = await newPlayer(t, 'eve', { xp: 9000 });
    await equip(players.eve, 'Iron Maiden', 'Saint Bone'); // 47, but banned: not ranked
    await t.dataSource.query(`UPDATE user_account SET role = $2 WHERE id = $1`, [players.eve.id, ROLE.banned]);
  });
  afterAll(() => t?.close());

  it('is for administrators only', async () => {
    for (const [method, path] of [
      ['GET', '/api/maxstat'],
      ['POST', '/api/maxstat/recalculate-all'],
      ['POST', '/api/maxstat/update-gradual'],
    ]) {
      expect((await t.http.request(method, path, { json: method === 'POST' ? {} : undefined })).status).toBe(401);
      expect((await t.http.request(method, path, { json: method === 'POST' ? {} : undefined, token: players.ann.token })).status).toBe(403);
    }
  });

  it('lists nothing before the first calculation', async () => {
    expect(await list()).toEqual([]);
  });

  it('recalculate-all sets current = target = best slots + collections, with the contributions and the best ranked player', async () => {
    const res = await t.http.postJson('/api/maxstat/recalculate-all', {}, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: MAX_STAT_MESSAGES.recalculated });
    const stats = await list();
    expect(res.body.maxStats).toEqual(stats);
    expect(stats.map((s) => s.name)).toEqual(['Golden Rain', 'Loot Chance', 'Power']);

    const power = byShort(stats, 'power');
    expect(power).toMatchObject({
      name: 'Power',
      statShortName: 'power',
      currentMaxValue: 93,
      targetMaxValue: 93,
      highestPlayerName: 'bob',
      highestPlayerValue: 40,
    });
    expect(power.metadata).toEqual({
      totalFromItems: 61,
      totalFromCollections: 32,
      slotContributions: [
        { slotType: 'mechanism', slotCount: 1, itemName: 'Iron Maiden', valuePerItem: 40, totalValue: 40 },
        { slotType: 'relic', slotCount: 3, itemName: 'Saint Bone', valuePerItem: 7, totalValue: 21 },
      ],
      collectionContributions: [
        { collectionName: 'Bat Collection', value: 30 },
        { collectionName: 'Crypt Key', value: 2 },
      ],
    });
    expect(Date.now() - Date.parse(power.lastCalculated!)).toBeLessThan(60_000);
    expect(byShort(stats, 'goldenrain')).toMatchObject({
      currentMaxValue: 45,
      targetMaxValue: 45,
      highestPlayerName: 'ann',
      highestPlayerValue: 15,
    });
    expect(byShort(stats, 'lootChance')).toMatchObject({
      currentMaxValue: 0,
      targetMaxValue: 0,
      highestPlayerName: null,
      highestPlayerValue: 0,
    });
  });

  it('update-gradual recomputes the target and moves current 10 % of the gap (at least 1) toward it', async () => {
    await rest.update('item', ids['Iron Maiden'], { stats: { statEntries: [{ shortName: 'power', valueFrom: 140, valueTo: 140 }] } });
    const first = await t.http.postJson('/api/maxstat/update-gradual', {}, admin);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: MAX_STAT_MESSAGES.updateInitiated });
    expect(byShort(first.body.maxStats, 'power')).toMatchObject({
      targetMaxValue: 193,
      currentMaxValue: 103,
      highestPlayerName: 'bob',
      highestPlayerValue: 140,
    });
    await t.http.postJson('/api/maxstat/update-gradual', {}, admin);
    expect(byShort(await list(), 'power')).toMatchObject({ targetMaxValue: 193, currentMaxValue: 112 });

    // Back down: the current value follows in steps; recalculate-all jumps.
    await rest.update('item', ids['Iron Maiden'], { stats: { statEntries: [{ shortName: 'power', valueFrom: 40, valueTo: 40 }] } });
    await t.http.postJson('/api/maxstat/update-gradual', {}, admin);
    expect(byShort(await list(), 'power')).toMatchObject({ targetMaxValue: 93, currentMaxValue: 111 });
    await t.http.postJson('/api/maxstat/recalculate-all', {}, admin);
    expect(byShort(await list(), 'power')).toMatchObject({ targetMaxValue: 93, currentMaxValue: 93 });
  });

  it('drops the rows of deleted stats and keeps the ids of the others', async () => {
    const before = await list();
    const temp = await rest.make('stat', { name: 'Temporary', shortName: 'temp', statType: 0 });
    await t.http.postJson('/api/maxstat/recalculate-all', {}, admin);
    expect((await list()).map((s) => s.statShortName)).toContain('temp');
    expect((await rest.delete('stat', temp.id)).status).toBe(200);
    await t.http.postJson('/api/maxstat/recalculate-all', {}, admin);
    const after = await list();
    expect(after.map((s) => [s.id, s.statShortName])).toEqual(before.map((s) => [s.id, s.statShortName]));
  });

  it('refuses a run while another holds the advisory lock (409), changing nothing', async () => {
    const before = await list();
    const holder = t.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      await holder.query(`SELECT pg_advisory_xact_lock(hashtext('grimhunt.max-stats'))`);
      for (const path of ['/api/maxstat/recalculate-all', '/api/maxstat/update-gradual']) {
        const res = await t.http.postJson(path, {}, admin);
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ code: 'MAX_STATS.CONFLICT', message: MAX_STAT_MESSAGES.busy });
      }
      expect(await t.app.get(MaxStatsScheduler).tick()).toBe(false);
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
    expect(await list()).toEqual(before);
  });

  it('runs the scheduled gradual update once per interval across two API processes', async () => {
    const second = await startTestApp({}, t.databaseUrl);
    try {
      const ran = await Promise.all([t.app.get(MaxStatsScheduler).tick(), second.app.get(MaxStatsScheduler).tick()]);
      expect(ran.filter(Boolean)).toHaveLength(1);
      expect(await Promise.all([t.app.get(MaxStatsScheduler).tick(), second.app.get(MaxStatsScheduler).tick()])).toEqual([false, false]);
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM max_stat_schedule WHERE last_run_at IS NOT NULL`);
      expect(n).toBe(1);
    } finally {
      await second.close();
    }
  });
});

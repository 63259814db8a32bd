import { COFFIN_MESSAGES, EquipmentDto, GrimoireEnemyDto, HuntAnswerDto, JOURNAL_TYPES } from '@grimhunt/contracts';
import {
  amountOf,
  auditLedger,
  countStatements,
  expectRoundsOfEntry,
  goldOf,
  grantItem,
  HUNT,
  hunterWithTrap,
  huntStateOf,
  itemIdByName,
  journalCount,
  newPlayer,
  setGold,
  startTestApp,
  stateOf,
  TestApp,
  clearOfHourEdge,
  retainerItem,
} from '@grimhunt/api-testing';

const HOUR = 3_600_000;

describe('hunt features: travel, chrono, auto-hunt, grimoire, admin tools (demo content)', () => {
  let t: TestApp;
  let admin: string;
  const ground: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
    for (const row of await t.dataSource.query(`SELECT id, name FROM hunting_ground`)) ground[row.name] = row.id;
  });
  afterAll(() => t?.close());

  const hunt = (token: string) => t.http.request<HuntAnswerDto>('POST', HUNT, { token });
  const travel = (token: string, id: string) => t.http.postForm('/api/Game/travel', { newHuntingGroundId: id }, token);

  describe('travel', () => {
    it('lists regions and grounds by sequence with requirements, PAID and the current ground', async () => {
      const p = await newPlayer(t, 'tourist');
      const regions = await t.http.get('/api/ClientTravel/getregions', p.token);
      expect(regions.status).toBe(200);
      expect(regions.body.map((r: { name: string }) => r.name)).toEqual([
        'Hollowmere Vale',
        'Vargcrest Pass',
        'The Necropolis of Lachrymae',
      ]);
      const grounds = await t.http.get(`/api/ClientTravel/GetHuntingGroundsOfRegion/${regions.body[0].id}`, p.token);
      expect(grounds.body.map((g: { name: string }) => g.name)).toEqual([
        'Gallows Hill',
        'Whispering Chapel',
        'Drowned Mill',
        'Blackthorn Manor',
        'Moonless Mire',
      ]);
      expect(grounds.body[0]).toMatchObject({ isVisited: true, isCurrent: true, travelCost: 0, xpReqired: 0 });
      expect(grounds.body[1]).toMatchObject({
        isVisited: false,
        isCurrent: false,
        travelCost: 200,
        xpReqired: 500,
        currency: { shortName: 'gold' },
      });
      expect(grounds.body[3].key).toMatchObject({ name: 'Rusted Manor Key' });
      expect(grounds.body[4].specialBaitItem.map((i: { name: string }) => i.name)).toEqual(["Widow's Tears Tonic"]);
    });

    it('enforces XP, travel cost, key and special bait; pays once (then PAID); writes a type 1 entry', async () => {
      const p = await newPlayer(t, 'traveller');
      await setGold(t, admin, p.id, 150);
      const before = await stateOf(t, p.id);
      const noXp = await travel(p.token, ground['Whispering Chapel']);
      expect(noXp.status).toBe(400);
      expect(noXp.body).toMatchObject({
        success: false,
        code: 'HUNT.TRAVEL_XP_REQUIRED',
        message: 'You need 500 XP to travel to Whispering Chapel',
      });
      await t.dataSource.query(`UPDATE user_account SET xp = 600 WHERE id = $1`, [p.id]);
      const poor = await travel(p.token, ground['Whispering Chapel']);
      expect(poor.status).toBe(409);
      expect(poor.body).toMatchObject({ success: false, code: 'HUNT.TRAVEL_NOT_ENOUGH_GOLD' });
      expect(await stateOf(t, p.id)).toEqual(before);

      await setGold(t, admin, p.id, 300);
      const ok = await travel(p.token, ground['Whispering Chapel']);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        success: true,
        paid: 200,
        currentHuntingGround: { id: ground['Whispering Chapel'] },
        journalEntry: { type: JOURNAL_TYPES.travel, data: { travel_name: 'Whispering Chapel' } },
      });
      expect(await goldOf(t, p.id)).toBe(100);
      const basic = await t.http.get('/api/clientUser/getbasic', p.token);
      expect(basic.body.currentHuntingGround).toMatchObject({ name: 'Whispering Chapel' });
      // Back to the start (free) and again: visited grounds are PAID.
      expect((await travel(p.token, ground['Gallows Hill'])).body).toMatchObject({ success: true, paid: 0 });
      expect((await travel(p.token, ground['Whispering Chapel'])).body).toMatchObject({ success: true, paid: 0 });
      expect(await goldOf(t, p.id)).toBe(100);
      expect((await travel(p.token, ground['Whispering Chapel'])).body).toMatchObject({ success: true, journalEntry: null });
      expect(await journalCount(t, p.id, JOURNAL_TYPES.travel)).toBe(3);

      // Key and special bait.
      await t.dataSource.query(`UPDATE user_account SET xp = 10000 WHERE id = $1`, [p.id]);
      await setGold(t, admin, p.id, 10_000);
      const noKey = await travel(p.token, ground['Blackthorn Manor']);
      expect(noKey.body).toMatchObject({
        success: false,
        code: 'HUNT.TRAVEL_KEY_REQUIRED',
        message: 'You need Rusted Manor Key to travel to Blackthorn Manor',
      });
      await grantItem(t, admin, p.id, await itemIdByName(t, 'Rusted Manor Key'), 1);
      expect((await travel(p.token, ground['Blackthorn Manor'])).body).toMatchObject({ success: true, paid: 300 });
      const noBait = await travel(p.token, ground['Moonless Mire']);
      expect(noBait.body).toMatchObject({ success: false, code: 'HUNT.TRAVEL_BAIT_REQUIRED' });
      await grantItem(t, admin, p.id, await itemIdByName(t, "Widow's Tears Tonic"), 1);
      expect((await travel(p.token, ground['Moonless Mire'])).body).toMatchObject({ success: true, paid: 600 });
      expect(await goldOf(t, p.id)).toBe(10_000 - 300 - 600);
      const unknown = await travel(p.token, '00000000-0000-0000-0000-000000000000');
      expect(unknown.status).toBe(404);
      await auditLedger(t);
    });

    it('a hunt in a special-bait ground with ordinary bait is WrongBait and changes nothing', async () => {
      const p = await hunterWithTrap(t, admin, 'wrongbait', 2, { xp: 10_000 });
      await grantItem(t, admin, p.id, await itemIdByName(t, "Widow's Tears Tonic"), 1);
      expect((await travel(p.token, ground['Moonless Mire'])).status).toBe(409); // no gold yet
      await setGold(t, admin, p.id, 2500);
      expect((await travel(p.token, ground['Moonless Mire'])).body.success).toBe(true);
      const before = { economy: await stateOf(t, p.id), hunt: await huntStateOf(t, p.id) };
      const a = (await hunt(p.token)).body;
      expect(a).toMatchObject({
        huntResult: 'WrongBait',
        message: 'In the current Hunting Ground you need a special bait equipped.',
        journalEntry: null,
      });
      expect({ economy: await stateOf(t, p.id), hunt: await huntStateOf(t, p.id) }).toEqual(before);
    });
    it('with no bait equipped, a special-bait ground falls back to its own bait, not to cheaper bait it refuses', async () => {
      const p = await hunterWithTrap(t, admin, 'specialspare', 0, { xp: 10_000 });
      const tonic = await itemIdByName(t, "Widow's Tears Tonic");
      const truffle = await itemIdByName(t, 'Candle-Wax Truffle');
      await grantItem(t, admin, p.id, tonic, 2);
      await grantItem(t, admin, p.id, truffle, 3);
      await setGold(t, admin, p.id, 2500);
      expect((await travel(p.token, ground['Moonless Mire'])).body.success).toBe(true);
      const a = (await hunt(p.token)).body;
      expect(a.huntResult).not.toBe('NoBait');
      expect(a.huntResult).not.toBe('WrongBait');
      expect(a.journalEntry).not.toBeNull();
      expect(await amountOf(t, p.id, truffle)).toBe(3);
      const equipment = (await t.http.get<EquipmentDto>('/api/clientUser/getequipment', p.token)).body;
      const bait = equipment.slots.filter((s) => s.itemType === 'bait').flatMap((s) => s.items.map((i) => i.name));
      // Two tonics, at most one used: the rest is equipped.
      expect(bait).toEqual(["Widow's Tears Tonic"]);
    });
  });

  describe('chrono crystal', () => {
    it('needs a crystal; uses a charge, not the cooldown; recharges one per hour from timestamps', async () => {
      const p = await hunterWithTrap(t, admin, 'chrono', 10);
      const chronohunt = () => t.http.get<HuntAnswerDto>('/api/Game/chronohunt', p.token);
      await t.http.get('/api/clientUser/getstatus', p.token); // the hunter row is made on the first read
      const before = { economy: await stateOf(t, p.id), hunt: await huntStateOf(t, p.id) };
      expect((await chronohunt()).body).toMatchObject({
        huntResult: 'NoChronoChargesLeft',
        message: 'All Chrono Crystal charges used.',
        journalEntry: null,
      });
      expect({ economy: await stateOf(t, p.id), hunt: await huntStateOf(t, p.id) }).toEqual(before);

      const shard = await itemIdByName(t, 'Chrono Crystal Shard');
      await grantItem(t, admin, p.id, shard, 1);
      expect((await t.http.get(`/api/game/equip/${shard}`, p.token)).status).toBe(200);
      expect((await t.http.get('/api/clientUser/getstatus', p.token)).body.chronocrystalCharges).toBe(3);

      const first = (await chronohunt()).body;
      expect(first).toMatchObject({
        huntResult: 'SuccessRegular',
        journalEntry: { type: JOURNAL_TYPES.chronoHunt },
        chronocrystalMaxCharges: 3,
      });
      await expectRoundsOfEntry(t, first);
      const reconstructed = first.journalEntry!.data.reconstruction ? 1 : 0;
      expect(first.chronocrystalCharges).toBe(2 + reconstructed);
      expect(first.nextAllowedHuntTimeStamp).toBeLessThanOrEqual(first.currentTimeStamp);
      if (!reconstructed) expect(first.nextChronoCrystalRechargeTimeStamp).toBe(first.currentTimeStamp + HOUR);
      // The regular trap is still ready.
      expect((await hunt(p.token)).body.huntResult).toBe('SuccessRegular');

      let last = first;
      for (let i = 0; i < 12 && last.huntResult !== 'NoChronoChargesLeft'; i++) {
        await t.dataSource.query(`UPDATE hunter SET last_answer_ms = last_answer_ms - 2000 WHERE user_id = $1`, [p.id]);
        last = (await chronohunt()).body;
      }
      expect(last).toMatchObject({ huntResult: 'NoChronoChargesLeft', chronocrystalCharges: 0 });
      const status = (await t.http.get('/api/clientUser/getstatus', p.token)).body;
      expect(status.chronocrystalCharges).toBe(0);
      expect(status.nextChronoCrystalRechargeTimeStamp).toBeGreaterThan(status.currentTimeStamp);
      // An hour later, one charge is back.
      await t.dataSource.query(`UPDATE hunter SET chrono_recharge_ms = chrono_recharge_ms - $2 WHERE user_id = $1`, [p.id, HOUR]);
      expect((await t.http.get('/api/clientUser/getstatus', p.token)).body.chronocrystalCharges).toBe(1);
      await auditLedger(t);
    });
  });

  describe('auto-hunt with a retainer', () => {
    it('hunts once per hour, lazily (journal type 6), never twice even when asked at once; coffin hunt shows it', async () => {
      const retainer = await retainerItem(t, admin, 'Loyal Retainer');

      const noRetainer = await hunterWithTrap(t, admin, 'noretainer', 2);
      expect((await t.http.get('/api/Game/coffinhunt', noRetainer.token)).body).toMatchObject({
        code: 'HUNT.NO_RETAINER',
        message: COFFIN_MESSAGES.noRetainer,
      });

      await clearOfHourEdge(); // this test counts the hours served: none may begin while it runs
      const p = await hunterWithTrap(t, admin, 'sleeper', 5);
      await grantItem(t, admin, p.id, retainer.id, 1);
      expect((await t.http.get(`/api/game/equip/${retainer.id}`, p.token)).status).toBe(200);
      // Several reads at once: exactly one auto-hunt for this hour.
      await Promise.all([
        t.http.get('/api/Journal', p.token),
        t.http.get('/api/clientUser/getstatus', p.token),
        t.http.get('/api/Journal', p.token),
        t.http.get('/api/clientUser/getme', p.token),
      ]);
      const journal = (await t.http.get('/api/Journal', p.token)).body;
      const autos = journal.filter((e: { type: number }) => e.type === JOURNAL_TYPES.autoHunt);
      expect(autos).toHaveLength(1);
      expect(autos[0].data).toMatchObject({ autoHunt: true, huntResult: 'SuccessRegular' });
      expect(await amountOf(t, p.id, p.baitId)).toBe(4);
      // The retainer hunts for free: the player's trap is still ready.
      const status = (await t.http.get('/api/clientUser/getstatus', p.token)).body;
      expect(status.nextAllowedHuntTimeStamp).toBeLessThanOrEqual(status.currentTimeStamp);
      const coffin = (await t.http.get<HuntAnswerDto>('/api/Game/coffinhunt', p.token)).body;
      expect(coffin).toMatchObject({ huntResult: 'OnCooldown', message: COFFIN_MESSAGES.alreadyHunted, journalEntry: null });

      // Two hours later: the missed hour and the current one are served, once each.
      await t.dataSource.query(`UPDATE hunter SET last_auto_hour = last_auto_hour - 2 WHERE user_id = $1`, [p.id]);
      await t.dataSource.query(`DELETE FROM auto_hunt WHERE user_id = $1`, [p.id]);
      const served = (await t.http.get<HuntAnswerDto>('/api/Game/coffinhunt', p.token)).body;
      expect(served).toMatchObject({ huntResult: 'SuccessRegular', journalEntry: { type: JOURNAL_TYPES.autoHunt } });
      expect(await journalCount(t, p.id, JOURNAL_TYPES.autoHunt)).toBe(3);
      await expectRoundsOfEntry(t, served);
      const cachedCoffin = (await t.http.get<HuntAnswerDto>('/api/Game/coffinhunt', p.token)).body;
      expect(cachedCoffin.cached).toBe(true);
      expect({ ...cachedCoffin, cached: false }).toEqual(served);
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM auto_hunt WHERE user_id = $1`, [p.id]);
      expect(n).toBe(2);
      await auditLedger(t);
    });

    it('never hunts while the trap is on cooldown', async () => {
      const [retainer] = await t.dataSource.query(`SELECT id FROM item WHERE name = 'Loyal Retainer'`);
      await clearOfHourEdge(); // this test counts the hours served: none may begin while it runs
      const p = await hunterWithTrap(t, admin, 'busy', 5);
      await grantItem(t, admin, p.id, retainer.id, 1);
      await t.http.get(`/api/game/equip/${retainer.id}`, p.token);
      // Hunt first (the due auto-hunt runs before it), then the rest of the hour is on cooldown.
      const a = (await hunt(p.token)).body;
      expect(a.extraEntries.filter((e) => e.type === JOURNAL_TYPES.autoHunt)).toHaveLength(1);
      await t.dataSource.query(`UPDATE hunter SET last_auto_hour = last_auto_hour - 1, next_hunt_ms = $2 WHERE user_id = $1`, [
        p.id,
        Date.now() + 2 * HOUR,
      ]);
      await t.http.get('/api/Journal', p.token);
      expect(await journalCount(t, p.id, JOURNAL_TYPES.autoHunt)).toBe(1);
    });

    it('keeps an hour refused for want of bait open without a transaction on every read, and hunts once bait is equipped', async () => {
      const [retainer] = await t.dataSource.query(`SELECT id FROM item WHERE name = 'Loyal Retainer'`);
      await clearOfHourEdge(); // this test counts the hours served: none may begin while it runs
      const p = await hunterWithTrap(t, admin, 'baitless', 0);
      await grantItem(t, admin, p.id, retainer.id, 1);
      await t.http.get(`/api/game/equip/${retainer.id}`, p.token);
      await t.http.get('/api/clientUser/getme', p.token); // makes the hunter row (and writes off a past hour, if any)
      for (const path of ['/api/clientUser/getstatus', '/api/Journal', '/api/clientUser/getme']) {
        const read = await countStatements(() => t.http.get(path, p.token));
        expect(read.result.status).toBe(200);
        expect({ path, transactions: read.statements.filter((q) => /^(START TRANSACTION|BEGIN)/i.test(q)) }).toEqual({
          path,
          transactions: [],
        });
      }
      expect(await journalCount(t, p.id, JOURNAL_TYPES.autoHunt)).toBe(0);

      // Bait within the hour: the next read serves the hour.
      await grantItem(t, admin, p.id, p.baitId, 3);
      expect((await t.http.get(`/api/game/equip/${p.baitId}`, p.token)).status).toBe(200);
      const journal = (await t.http.get('/api/Journal', p.token)).body;
      expect(journal.filter((e: { type: number }) => e.type === JOURNAL_TYPES.autoHunt)).toHaveLength(1);
      expect(await amountOf(t, p.id, p.baitId)).toBe(2);
      await auditLedger(t);
    });
  });

  describe('grimoire', () => {
    it('lists the ghosts of a ground with counts, loot ranges and the catch rate; pseudo-regions by flag and type', async () => {
      const p = await hunterWithTrap(t, admin, 'collector', 3);
      const weak = await newPlayer(t, 'weakling');
      const first = (await hunt(p.token)).body;
      const caughtId = first.journalEntry!.enemy!.id;
      const list = await t.http.get<GrimoireEnemyDto[]>(`/api/ClientGrimoire/getEnemies/${ground['Gallows Hill']}`, p.token);
      expect(list.status).toBe(200);
      expect(list.body.map((e) => e.name)).toEqual([
        "Hangman's Shade",
        'Crow-Picked Wisp',
        'Noose Wraith',
        'Gibbet Ghoul',
        'Rainbow Wisp',
        'Turnip-Lantern Lad',
        'The Gallows Judge',
        'Ghost of the Tolled Bell',
      ]);
      const caught = list.body.find((e) => e.id === caughtId)!;
      expect(caught).toMatchObject({ playerTimesHunted: 1, catchRate: 100, catchRateReason: 'power' });
      expect(caught.globalTimesHunted).toBeGreaterThanOrEqual(1);
      const shade = list.body[0];
      expect(shade.loot).toEqual([expect.objectContaining({ itemName: 'Bone Dust', amountMin: 1, amountMax: 2, dropChance: 35 })]);
      expect(shade.reward.currencyEntries).toEqual([expect.objectContaining({ shortName: 'gold', value: 16 })]);
      const rainbow = list.body.find((e) => e.name === 'Rainbow Wisp')!;
      expect(rainbow.enemyType).toMatchObject({ shortName: 'rainbow' });
      // Without a trap: only mystic power could help, and this player has none.
      const weakList = (await t.http.get<GrimoireEnemyDto[]>(`/api/ClientGrimoire/getEnemies/${ground['Gallows Hill']}`, weak.token)).body;
      expect(weakList.map((e) => e.catchRate)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      expect(weakList.find((e) => e.id === caughtId)?.playerTimesHunted).toBe(0);

      const special = (await t.http.get<GrimoireEnemyDto[]>('/api/ClientGrimoire/getEnemies/special', p.token)).body;
      expect(special.map((e) => e.name)).toContain('Pumpkin Poltergeist');
      expect(special.find((e) => e.name === 'Pumpkin Poltergeist')).toMatchObject({ specialGhost: true, giftGhost: true });
      const nessy = (await t.http.get<GrimoireEnemyDto[]>('/api/ClientGrimoire/getEnemies/nessy', p.token)).body;
      expect(nessy.map((e) => e.name)).toContain('Nessy of the Black Loch');
      // A weak trap against an immune Nessy: only the curve's small chance (docs/hunt-mechanics.md §4), no mystic.
      const loch = nessy.find((e) => e.name === 'Nessy of the Black Loch');
      expect(loch).toMatchObject({ immuneMysticPower: true, catchRateReason: 'immune' });
      expect(loch!.catchRate).toBeLessThan(10);
      expect((await t.http.get<GrimoireEnemyDto[]>('/api/ClientGrimoire/getEnemies/monster', p.token)).body.map((e) => e.name)).toContain(
        'The Mire Beast',
      );
      expect((await t.http.get('/api/ClientGrimoire/getEnemies/nowhere', p.token)).status).toBe(404);
    });
  });

  describe('admin', () => {
    it('simulates hunts on a player without changing anything; refuses bad counts and non-admins', async () => {
      const p = await hunterWithTrap(t, admin, 'simulated', 2);
      const before = { economy: await stateOf(t, p.id), hunt: await huntStateOf(t, p.id) };
      const sim = await t.http.postJson('/api/admin/hunt/simulate', { userId: p.id, count: 25, options: {} }, admin);
      expect(sim.status).toBe(200);
      expect(sim.body).toMatchObject({ total: 25, success: 25, missed: 0, failed: 0 });
      expect(sim.body.details).toHaveLength(25);
      expect(sim.body.details[0]).toMatchObject({
        isSuccess: true,
        strategyName: 'HuntingTable',
        strategyPriority: 3,
        failureReason: null,
      });
      expect(Object.values(sim.body.enemies as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(25);
      const loot = await t.http.postJson('/api/admin/hunt/simulate-with-loot', { userId: p.id, count: 10, options: {} }, admin);
      expect(loot.status).toBe(200);
      expect(loot.body).toMatchObject({ totalHunts: 10, totalJournals: 10 });
      expect(loot.body.currencySummary.gold).toBeGreaterThan(0);
      expect(loot.body.details[0]).toMatchObject({
        huntNumber: 1,
        journals: [expect.objectContaining({ type: 8, huntResult: 'SuccessRegular', huntStrategy: 'HuntingTable' })],
      });
      expect({ economy: await stateOf(t, p.id), hunt: await huntStateOf(t, p.id) }).toEqual(before);

      expect((await t.http.postJson('/api/admin/hunt/simulate', { userId: p.id, count: 101, options: {} }, admin)).status).toBe(400);
      expect((await t.http.postJson('/api/admin/hunt/simulate', { userId: p.id, count: 0, options: {} }, admin)).status).toBe(400);
      expect(
        (await t.http.postJson('/api/admin/hunt/simulate', { userId: '00000000-0000-0000-0000-000000000000', count: 1 }, admin)).status,
      ).toBe(404);
      expect((await t.http.postJson('/api/admin/hunt/simulate', { userId: p.id, count: 1 }, p.token)).status).toBe(403);
      expect((await t.http.postJson('/api/admin/hunt/simulate', { userId: p.id, count: 1 })).status).toBe(401);
      // Default count 10.
      expect((await t.http.postJson('/api/admin/hunt/simulate', { userId: p.id }, admin)).body.total).toBe(10);
    });

    it('answers the last 24 hours of hunts from the journal', async () => {
      const p = await hunterWithTrap(t, admin, 'counted', 2);
      await hunt(p.token);
      const res = await t.http.get('/api/admin/hunt/statistics-last-24h', admin);
      expect(res.status).toBe(200);
      const s = res.body;
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM journal_entry WHERE type IN (6, 8, 9)`);
      expect(s.totalHunts).toBe(n);
      expect(s.successfulHunts + s.failedHunts).toBe(s.totalHunts);
      expect(s.totalUsers).toBeGreaterThan(1);
      expect(s.huntResults.SuccessRegular).toBe(s.successfulHunts - (s.huntResults.SuccessMystic ?? 0));
      const counts = Object.values(s.huntResults as Record<string, number>);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(Object.values(s.huntResultsPercentage as Record<string, number>).reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
      expect(s.successRate).toBe(Math.round((s.successfulHunts * 10000) / s.totalHunts) / 100);
      expect(Object.keys(s.ghostsCaught).length).toBeGreaterThan(0);
      expect(s.huntStrategies.HuntingTable).toBeGreaterThan(0);
      expect(s.currencyStatistics.gold).toBeGreaterThan(0);
      expect((await t.http.get('/api/admin/hunt/statistics-last-24h', p.token)).status).toBe(403);
    });
  });
});

import { EquipmentDto, HUNT_MESSAGES, HuntAnswerDto, JOURNAL_TYPES } from '@grimhunt/contracts';
import {
  amountOf,
  auditLedger,
  expectRoundsOfEntry,
  goldOf,
  grantItem,
  HUNT,
  hunterWithTrap,
  huntStateOf,
  itemIdByName,
  journalCount,
  newPlayer,
  rewind,
  startTestApp,
  stateOf,
  TestApp,
  xpOf,
} from '@grimhunt/api-testing';

const MINUTE = 60_000;

describe('hunt: one transaction per hunt (demo content)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(() => t?.close());

  const hunt = (token: string) => t.http.request<HuntAnswerDto>('POST', HUNT, { token });

  it('a new player starts on the lowest-XP visible ground, seen in getbasic and getstatus', async () => {
    const p = await newPlayer(t, 'newcomer');
    const basic = await t.http.get('/api/clientUser/getbasic', p.token);
    expect(basic.status).toBe(200);
    expect(basic.body.currentHuntingGround).toMatchObject({ name: 'Gallows Hill' });
    const status = await t.http.get('/api/clientUser/getstatus', p.token);
    expect(status.body.nextAllowedHuntTimeStamp).toBeLessThanOrEqual(status.body.currentTimeStamp);
    expect(status.body.chronocrystalCharges).toBe(0);
  });

  it('a refused grimoire key and the travel screens of a newcomer write nothing (no hunter row, no visit)', async () => {
    const p = await newPlayer(t, 'untouched');
    const rows = async () =>
      (
        await t.dataSource.query(
          `SELECT (SELECT count(*) FROM hunter WHERE user_id = $1)::int AS hunters,
                  (SELECT count(*) FROM hunter_ground_visit WHERE user_id = $1)::int AS visits`,
          [p.id],
        )
      )[0];
    const refused = await t.http.get('/api/ClientGrimoire/getEnemies/abc', p.token);
    expect(refused.status).toBe(404);
    expect(await rows()).toEqual({ hunters: 0, visits: 0 });
    const regions = await t.http.get('/api/ClientTravel/getregions', p.token);
    const grounds = await t.http.get(`/api/ClientTravel/GetHuntingGroundsOfRegion/${regions.body[0].id}`, p.token);
    expect(grounds.status).toBe(200);
    // The newcomer stands on, and has visited, the starting ground as before.
    expect(grounds.body.find((g: { isCurrent: boolean }) => g.isCurrent)).toMatchObject({ name: 'Gallows Hill', isVisited: true });
    const grimoire = await t.http.get(`/api/ClientGrimoire/getEnemies/${grounds.body[0].id}`, p.token);
    expect(grimoire.status).toBe(200);
    expect(await rows()).toEqual({ hunters: 0, visits: 0 });
  });

  it('hunts: XP, gold, loot and bait move through economy with the ledger; journal and timers answer', async () => {
    const p = await hunterWithTrap(t, admin, 'hunter1', 3);
    const goldBefore = await goldOf(t, p.id);
    const res = await hunt(p.token);
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a).toMatchObject({ huntResult: 'SuccessRegular', success: true, cached: false });
    expect(a.journalEntry).not.toBeNull();
    const entry = a.journalEntry!;
    expect(entry.type).toBe(JOURNAL_TYPES.hunt);
    expect(entry.enemy?.name).toBeTruthy();
    expect(entry.data.huntResult).toBe('SuccessRegular');
    expect(a.message).toBe(HUNT_MESSAGES.SuccessRegular.replace('{enemy}', entry.enemy!.name));
    expect(typeof entry.seed).toBe('number');
    const reward = JSON.parse(entry.data.reward!);
    expect(reward.xp).toBeGreaterThan(0);
    expect(await xpOf(t, p.id)).toBe(reward.xp);
    expect(a.xp).toBe(reward.xp);
    const gold = reward.currencyEntries.find((c: { name: string }) => c.name === 'gold')?.value ?? 0;
    expect(await goldOf(t, p.id)).toBe(goldBefore + gold);
    expect(await amountOf(t, p.id, p.baitId)).toBe(2);
    for (const drop of entry.loot) expect(await amountOf(t, p.id, drop.item.id)).toBeGreaterThanOrEqual(drop.amount);
    // Timers: 15 minutes + the trap's T/SC of -1 minute, from the database clock.
    expect(a.nextAllowedHuntTimeStamp - a.currentTimeStamp).toBe(14 * MINUTE);
    const status = await t.http.get('/api/clientUser/getstatus', p.token);
    expect(status.body.nextAllowedHuntTimeStamp).toBe(a.nextAllowedHuntTimeStamp);
    // The ledger names the hunt and its journal entry.
    const ledger = await t.dataSource.query(`SELECT DISTINCT reason, reference FROM ledger WHERE user_id = $1 AND reason = 'hunt'`, [p.id]);
    expect(ledger).toEqual([{ reason: 'hunt', reference: entry.id }]);
    // Journal and grimoire.
    const journal = await t.http.get('/api/Journal', p.token);
    expect(journal.body[0]).toMatchObject({ id: entry.id, type: 8, data: { huntResult: 'SuccessRegular' } });
    const [count] = await t.dataSource.query(`SELECT caught FROM grimoire_count WHERE user_id = $1`, [p.id]);
    expect(count.caught).toBe(1);
    const [stored] = await t.dataSource.query(`SELECT seed::text, hunt_result FROM journal_entry WHERE id = $1`, [entry.id]);
    expect(Number(stored.seed)).toBe(entry.seed);
    await auditLedger(t);
  });

  it('a repeat within 2 s answers the stored result; after that the cooldown refuses and changes nothing', async () => {
    const p = await hunterWithTrap(t, admin, 'repeater', 3);
    const first = (await hunt(p.token)).body;
    const again = (await hunt(p.token)).body;
    expect(again).toMatchObject({ cached: true, huntResult: first.huntResult });
    expect(again.journalEntry?.id).toBe(first.journalEntry?.id);
    expect(await journalCount(t, p.id)).toBe(1);

    await t.dataSource.query(`UPDATE hunter SET last_answer_ms = last_answer_ms - 2000 WHERE user_id = $1`, [p.id]);
    const before = { economy: await stateOf(t, p.id), hunt: await huntStateOf(t, p.id) };
    const refused = await hunt(p.token);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      huntResult: 'OnCooldown',
      success: false,
      journalEntry: null,
      message: 'Your Trap is on cooldown.',
      cached: false,
    });
    expect(refused.body.nextAllowedHuntTimeStamp).toBe(first.nextAllowedHuntTimeStamp);
    expect({ economy: await stateOf(t, p.id), hunt: await huntStateOf(t, p.id) }).toEqual(before);

    // Once the cooldown has passed (moved back in the database), the next hunt sounds.
    await rewind(t, p.id, 15 * MINUTE);
    expect((await hunt(p.token)).body.huntResult).toBe('SuccessRegular');
    expect(await amountOf(t, p.id, p.baitId)).toBe(1);
  });

  it('the answer tells the rounds and the catch as the journal entry and the grimoire have them; the cached answer is the same', async () => {
    const p = await hunterWithTrap(t, admin, 'roundwatcher', 3);
    const first = (await hunt(p.token)).body;
    expect(first).toMatchObject({ huntResult: 'SuccessRegular', catch: { decidedBy: 'regular' } });
    await expectRoundsOfEntry(t, first);
    // The catch numbers are the engine's, as the grimoire shows them for the ghost met (power 60 beats Gallows Hill).
    const me = (await t.http.get('/api/clientUser/getme', p.token)).body;
    const grimoire = (await t.http.get(`/api/ClientGrimoire/getEnemies/${me.currentHuntingGround.id}`, p.token)).body;
    const met = grimoire.find((g: { id: string }) => g.id === first.journalEntry!.enemy!.id);
    expect(first.catch).toMatchObject({ scareFactor: met.scareFactor, chanceBp: Math.round(met.catchRate * 100) });
    expect(first.catch!.power).toBeGreaterThanOrEqual(first.catch!.scareFactor);

    const again = (await hunt(p.token)).body;
    expect(again.cached).toBe(true);
    expect({ ...again, cached: false }).toEqual(first);

    // A refusal (on cooldown) has neither.
    await t.dataSource.query(`UPDATE hunter SET last_answer_ms = last_answer_ms - 2000 WHERE user_id = $1`, [p.id]);
    expect((await hunt(p.token)).body).toMatchObject({ huntResult: 'OnCooldown', rounds: [], catch: null });
  });

  it('quickhunt is the same regular hunt (GET)', async () => {
    const p = await hunterWithTrap(t, admin, 'quick', 2);
    const res = await t.http.get<HuntAnswerDto>('/api/Game/quickhunt', p.token);
    expect(res.body).toMatchObject({ huntResult: 'SuccessRegular', journalEntry: { type: 8 } });
    const post = await hunt(p.token);
    expect(post.body).toMatchObject({ cached: true, journalEntry: { id: res.body.journalEntry!.id } });
    await expectRoundsOfEntry(t, res.body);
    expect(post.body.rounds).toEqual(res.body.rounds);
    expect(post.body.catch).toEqual(res.body.catch);
  });

  it('two concurrent hunts of one player: one resolves, the other gets the cached answer', async () => {
    const p = await hunterWithTrap(t, admin, 'racer', 5);
    const answers = (await Promise.all([hunt(p.token), hunt(p.token), hunt(p.token)])).map((r) => r.body);
    const fresh = answers.filter((a) => !a.cached);
    expect(fresh).toHaveLength(1);
    expect(fresh[0].huntResult).toBe('SuccessRegular');
    for (const a of answers) expect(['SuccessRegular', 'OnCooldown']).toContain(a.huntResult);
    expect(await journalCount(t, p.id)).toBe(1);
    expect(await amountOf(t, p.id, p.baitId)).toBe(4);
    await auditLedger(t);
  });

  it('bait never goes below zero: the last one is used, then NoBait changes nothing', async () => {
    const p = await hunterWithTrap(t, admin, 'lastbait', 1);
    expect((await hunt(p.token)).body.huntResult).toBe('SuccessRegular');
    expect(await amountOf(t, p.id, p.baitId)).toBe(0);
    // Used up: unequipped everywhere (consumption), so the next hunts have no bait.
    await rewind(t, p.id, 15 * MINUTE + 2000);
    const before = { economy: await stateOf(t, p.id), hunt: await huntStateOf(t, p.id) };
    const answers = (await Promise.all(Array.from({ length: 4 }, () => hunt(p.token)))).map((r) => r.body);
    for (const a of answers) expect(a).toMatchObject({ huntResult: 'NoBait', message: 'Buy & Equip new Bait!', journalEntry: null });
    expect({ economy: await stateOf(t, p.id), hunt: await huntStateOf(t, p.id) }).toEqual(before);
    const [row] = await t.dataSource.query(`SELECT amount FROM inventory WHERE user_id = $1 AND item_id = $2`, [p.id, p.baitId]);
    expect(row.amount).toBe(0);
  });

  const equippedBait = async (token: string) => {
    const res = await t.http.get<EquipmentDto>('/api/clientUser/getequipment', token);
    return res.body.slots.filter((s) => s.itemType === 'bait').flatMap((s) => s.items.map((i) => i.name));
  };

  it('when the equipped bait runs out, the cheapest owned bait the ground accepts is equipped and the next hunt uses it', async () => {
    const p = await hunterWithTrap(t, admin, 'baitswitch', 1);
    const truffle = await itemIdByName(t, 'Candle-Wax Truffle');
    const tonic = await itemIdByName(t, "Widow's Tears Tonic");
    await grantItem(t, admin, p.id, tonic, 2);
    await grantItem(t, admin, p.id, truffle, 3);
    expect((await hunt(p.token)).body.huntResult).toBe('SuccessRegular');
    expect(await amountOf(t, p.id, p.baitId)).toBe(0);
    // The same hunt put the next bait into the slot: the cheaper one, not the precious tonic.
    expect(await equippedBait(p.token)).toEqual(['Candle-Wax Truffle']);
    await rewind(t, p.id, 15 * MINUTE + 2000);
    const next = (await hunt(p.token)).body;
    expect(next.huntResult).toBe('SuccessRegular');
    expect({ truffle: await amountOf(t, p.id, truffle), tonic: await amountOf(t, p.id, tonic) }).toEqual({ truffle: 2, tonic: 2 });
    await auditLedger(t);
  });

  it('an empty bait slot falls back to owned bait: the hunt uses it and equips it', async () => {
    const p = await hunterWithTrap(t, admin, 'emptyslot', 0);
    const truffle = await itemIdByName(t, 'Candle-Wax Truffle');
    await grantItem(t, admin, p.id, truffle, 2);
    expect(await equippedBait(p.token)).toEqual([]);
    const a = (await hunt(p.token)).body;
    expect(a.huntResult).toBe('SuccessRegular');
    expect(await amountOf(t, p.id, truffle)).toBe(1);
    expect(await equippedBait(p.token)).toEqual(['Candle-Wax Truffle']);
  });

  it('the fallback bait takes the place of a bait that is not at work (its subscription lapsed): one bait per setup', async () => {
    const p = await hunterWithTrap(t, admin, 'lapsedbait', 0);
    const tonic = await itemIdByName(t, "Widow's Tears Tonic");
    const truffle = await itemIdByName(t, 'Candle-Wax Truffle');
    await grantItem(t, admin, p.id, tonic, 2);
    await grantItem(t, admin, p.id, truffle, 2);
    expect((await t.http.get(`/api/game/equip/${tonic}`, p.token)).status).toBe(200);
    // The tonic now needs a subscription the player does not have: it stays in the setup but is not at work.
    expect((await t.http.putJson(`/api/item/${tonic}`, { needSub: 1 }, admin)).status).toBe(200);
    try {
      expect(await equippedBait(p.token)).toEqual(["Widow's Tears Tonic"]);
      const a = (await hunt(p.token)).body;
      expect(a.huntResult).toBe('SuccessRegular');
      expect(await amountOf(t, p.id, truffle)).toBe(1);
      expect(await amountOf(t, p.id, tonic)).toBe(2);
      expect(await equippedBait(p.token)).toEqual(['Candle-Wax Truffle']);
    } finally {
      expect((await t.http.putJson(`/api/item/${tonic}`, { needSub: 0 }, admin)).status).toBe(200);
    }
  });

  it('a player without a trap meets ghosts that are too powerful: bait is used, the cooldown starts', async () => {
    const p = await newPlayer(t, 'barehanded');
    const bait = await itemIdByName(t, 'Grave Moss Cheese');
    await t.http.postForm('/api/user/AddInventoryItem', { userId: p.id, itemId: bait, deltaAmount: 2, remove: false }, admin);
    await t.http.get(`/api/game/equip/${bait}`, p.token);
    const a = (await hunt(p.token)).body;
    expect(a.huntResult).toBe('GhostTooPowerful');
    await expectRoundsOfEntry(t, a);
    // No regular chance, no mystic power: it escapes without a roll, and the answer says by how much.
    expect(a.catch).toMatchObject({ decidedBy: 'escaped', chanceBp: 0 });
    expect(a.catch!.power).toBeLessThan(a.catch!.scareFactor);
    expect(a.journalEntry).toMatchObject({
      type: 8,
      data: { huntResult: 'GhostTooPowerful', message: 'the Ghost was too powerful for you' },
    });
    expect(await amountOf(t, p.id, bait)).toBe(1);
    expect(await xpOf(t, p.id)).toBe(0);
    expect(a.nextAllowedHuntTimeStamp).toBeGreaterThan(a.currentTimeStamp);
  });

  it('a rank-up writes a type 3 entry and gives the rank reward once', async () => {
    const p = await hunterWithTrap(t, admin, 'climber', 3);
    await t.dataSource.query(`UPDATE user_account SET xp = 999 WHERE id = $1`, [p.id]);
    const a = (await hunt(p.token)).body;
    expect(a.huntResult).toBe('SuccessRegular');
    const rankUp = a.extraEntries.find((e) => e.type === JOURNAL_TYPES.rankUp);
    expect(rankUp?.data.newRank_name).toBe('Graveyard Apprentice');
    const card = await itemIdByName(t, "Hunter's Guild ID Card");
    expect(rankUp?.loot).toEqual([expect.objectContaining({ item: expect.objectContaining({ id: card }), amount: 1 })]);
    expect(await amountOf(t, p.id, card)).toBe(1);
    // Falling back below and climbing again does not pay twice.
    await t.dataSource.query(`UPDATE user_account SET xp = 999 WHERE id = $1`, [p.id]);
    await rewind(t, p.id, 16 * MINUTE);
    const again = (await hunt(p.token)).body;
    expect(again.extraEntries.find((e) => e.type === JOURNAL_TYPES.rankUp)?.loot).toEqual([]);
    expect(await amountOf(t, p.id, card)).toBe(1);
    await auditLedger(t);
  });
});

import {
  SEANCE_CHESTS,
  SEANCE_LEDGER_REASONS,
  SEANCE_MAP_LIMITS,
  SEANCE_MAP_MESSAGES,
  SEANCE_MAP_PATHS,
  SeanceMapDto,
  SeanceMapsDto,
} from '@grimhunt/contracts';
import { fixedClock } from '@grimhunt/testing';
import {
  amountOf,
  auditLedger,
  befriend,
  goldOf,
  grantItem,
  itemIdByName,
  newPlayer,
  Player,
  setGold,
  startTestApp,
  TestApp,
} from '@grimhunt/api-testing';
import { openStream } from './social.test-helpers';
import { auditSeanceChests, grantScroll, huntNow, huntUntilCaught, MAP_TEST_ENV, mapHunter, mapOf } from './seance-maps.test-helpers';

const DAY_MS = 24 * 60 * 60_000;

describe('séance maps', () => {
  const clock = fixedClock(new Date());
  let t: TestApp;
  let admin: string;
  let seq = 0;
  const hunter = (prefix: string) => mapHunter(t, admin, `${prefix}${++seq}`);
  const start = (p: Player, scrollItemId: unknown) => t.http.postJson(SEANCE_MAP_PATHS.maps, { scrollItemId }, p.token);
  const list = async (p: Player) => (await t.http.get<SeanceMapsDto>(SEANCE_MAP_PATHS.maps, p.token)).body;
  const invite = (owner: Player, mapId: string, name: unknown) => t.http.postJson(SEANCE_MAP_PATHS.invite(mapId), { name }, owner.token);
  const join = (p: Player, mapId: string) => t.http.postJson(SEANCE_MAP_PATHS.join(mapId), {}, p.token);
  const leave = (p: Player, mapId: string) => t.http.postJson(SEANCE_MAP_PATHS.leave(mapId), {}, p.token);
  const poolOf = async (): Promise<Set<string>> =>
    new Set(
      (
        await t.dataSource.query(
          `SELECT DISTINCT e.id FROM hunting_table t JOIN hunting_table_entry te ON te.hunting_table_id = t.id JOIN enemy e ON e.id = te.enemy_id
             JOIN hunting_ground g ON g.id = t.hunting_ground_id
            WHERE g.name IN ('Gallows Hill', 'Whispering Chapel') AND NOT e.midnight_ghost`,
        )
      ).map((r: { id: string }) => r.id),
    );

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true, clock, rateLimits: false, env: MAP_TEST_ENV });
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(async () => {
    await auditLedger(t);
    await auditSeanceChests(t);
    await t?.close();
  });

  it('a scroll starts a map of its tier from the grounds the owner visited, spending the scroll with a ledger row', async () => {
    const p = await hunter('Owner');
    const scroll = await grantScroll(t, admin, p.id, 'Candle-Stub Séance Scroll', 2);
    const before = await list(p);
    expect(before.scrolls).toEqual([expect.objectContaining({ itemId: scroll, amount: 2, tier: 1, ghosts: 10 })]);

    const res = await start(p, scroll);
    expect(res.status).toBe(201);
    const map: SeanceMapDto = res.body;
    expect(map).toMatchObject({ owner: { userId: p.id, name: p.name }, tier: 1, caught: 0, completedAt: null, me: 'owner' });
    expect(map.members).toEqual([{ userId: p.id, name: p.name, owner: true, caught: 0 }]);
    expect(map.expiresAt - map.createdAt).toBe(SEANCE_MAP_LIMITS.lifetimeMs);
    expect(map.ghosts).toHaveLength(10);
    expect(new Set(map.ghosts.map((g) => g.enemyId)).size).toBe(10);
    const pool = await poolOf();
    expect(map.ghosts.every((g) => pool.has(g.enemyId))).toBe(true);
    // The odds are the reader's own: the Clockwork Soul Trap catches every ghost of the first two grounds.
    for (const g of map.ghosts) {
      expect(g).toMatchObject({ caughtBy: null, caughtAt: null, bait: 'Grave Moss Cheese' });
      expect(['Gallows Hill', 'Whispering Chapel']).toContain(g.bestGround);
      expect(g.chanceForMe).toBeGreaterThan(0);
      expect(g.chanceForMe).toBeLessThanOrEqual(1);
    }
    expect(await amountOf(t, p.id, scroll)).toBe(1);
    const ledger = await t.dataSource.query(`SELECT delta, reference FROM ledger WHERE user_id = $1 AND reason = $2`, [
      p.id,
      SEANCE_LEDGER_REASONS.scroll,
    ]);
    expect(ledger).toEqual([{ delta: '-1', reference: map.id }]);
    const after = await list(p);
    expect(after.maps).toEqual([expect.objectContaining({ id: map.id, me: 'owner', ghostCount: 10, caught: 0, members: 1 })]);
    expect(await mapOf(t, p.token, map.id)).toEqual(map);
  });

  it("draws from the current region's visited grounds when they hold enough ghosts, never sending the party back", async () => {
    const p = await hunter('Pilgrim');
    // Rank and purse of a second-region hunter, as the other tests' players are made.
    await t.dataSource.query(`UPDATE user_account SET xp = 30000 WHERE id = $1`, [p.id]);
    await setGold(t, admin, p.id, 50_000);
    await grantItem(t, admin, p.id, await itemIdByName(t, "Ferryman's Lantern"), 1);
    const grounds: { id: string; name: string }[] = await t.dataSource.query(
      `SELECT id, name FROM hunting_ground WHERE name IN ('Wolfsbane Crossing', 'Vesper Abbey')`,
    );
    const id = (n: string) => grounds.find((g) => g.name === n)!.id;
    for (const ground of [id('Wolfsbane Crossing'), id('Vesper Abbey')]) {
      const res = await t.http.postForm('/api/Game/travel', { newHuntingGroundId: ground }, p.token);
      expect({ ground, status: res.status, text: res.status === 200 ? '' : res.text }).toEqual({ ground, status: 200, text: '' });
    }
    const regional = new Set(
      (
        await t.dataSource.query(
          `SELECT DISTINCT e.id FROM hunting_table t JOIN hunting_table_entry te ON te.hunting_table_id = t.id JOIN enemy e ON e.id = te.enemy_id
             JOIN hunting_ground g ON g.id = t.hunting_ground_id
            WHERE g.name IN ('Wolfsbane Crossing', 'Vesper Abbey') AND e.visible AND NOT e.midnight_ghost AND NOT e.special_ghost AND NOT e.nessy_ghost`,
        )
      ).map((r: { id: string }) => r.id),
    );
    expect(regional.size).toBeGreaterThanOrEqual(10);
    const scroll = await grantScroll(t, admin, p.id, 'Candle-Stub Séance Scroll', 1);
    const res = await start(p, scroll);
    expect(res.status).toBe(201);
    expect((res.body as SeanceMapDto).ghosts.filter((g) => !regional.has(g.enemyId))).toEqual([]);
  });

  it('the laboratory lists the Candle-Stub scroll and crafts it from region-one materials and a fee', async () => {
    const p = await hunter('Crafter');
    const listed = await t.http.get('/api/clientshop/GetLaboratory/1?filter=seancescroll', p.token);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain('Candle-Stub Séance Scroll');
    const scroll = await itemIdByName(t, 'Candle-Stub Séance Scroll');
    for (const [name, amount] of [
      ['Bone Dust', 12],
      ['Raven Feather', 6],
      ['Marsh-Light Ember', 4],
    ] as const)
      await grantItem(t, admin, p.id, await itemIdByName(t, name), amount);
    const crafted = await t.http.postForm('/api/game/buysell', { itemId: scroll, amount: 1, premium: false }, p.token);
    expect(crafted.status).toBe(200);
    expect(await amountOf(t, p.id, scroll)).toBe(1);
    expect(await amountOf(t, p.id, await itemIdByName(t, 'Bone Dust'))).toBe(0);
  });

  it('refuses bad starts with a message and changes nothing', async () => {
    const p = await hunter('Refused');
    const scroll = await grantScroll(t, admin, p.id, 'Candle-Stub Séance Scroll', 1);
    const expectRefused = async (body: unknown, status: number, code: string, message?: string) => {
      const res = await t.http.postJson(SEANCE_MAP_PATHS.maps, body, p.token);
      expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
      if (message) expect(res.body.message).toBe(message);
    };
    expect((await t.http.postJson(SEANCE_MAP_PATHS.maps, { scrollItemId: scroll })).status).toBe(401);
    await expectRefused({}, 400, 'SOCIAL.VALIDATION', SEANCE_MAP_MESSAGES.scrollRequired);
    await expectRefused({ scrollItemId: 'nope' }, 400, 'SOCIAL.VALIDATION');
    await expectRefused(
      { scrollItemId: await itemIdByName(t, 'Grave Moss Cheese') },
      400,
      'SOCIAL.NOT_A_SCROLL',
      SEANCE_MAP_MESSAGES.notAScroll,
    );
    await expectRefused(
      { scrollItemId: await itemIdByName(t, 'Grand Séance Scroll') },
      409,
      'SOCIAL.NO_SCROLL',
      SEANCE_MAP_MESSAGES.noScroll,
    );

    // A Grand scroll needs 20 ghosts; two grounds hold 14.
    const grand = await grantScroll(t, admin, p.id, 'Grand Séance Scroll', 1);
    await expectRefused({ scrollItemId: grand }, 409, 'SOCIAL.TOO_FEW_GHOSTS', SEANCE_MAP_MESSAGES.tooFewGhosts(20, (await poolOf()).size));
    expect(await amountOf(t, p.id, grand)).toBe(1);

    // A newcomer has seen one ground: too few ghosts for any scroll.
    const newcomer = await newPlayer(t, `Newcomer${++seq}`);
    const theirs = await grantScroll(t, admin, newcomer.id);
    const res = await start(newcomer, theirs);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: 'SOCIAL.TOO_FEW_GHOSTS' });
    expect(await amountOf(t, newcomer.id, theirs)).toBe(1);

    // At most three open maps per player.
    await grantScroll(t, admin, p.id, 'Candle-Stub Séance Scroll', 3);
    for (let i = 0; i < SEANCE_MAP_LIMITS.maxOpenMaps; i++) expect((await start(p, scroll)).status).toBe(201);
    await expectRefused({ scrollItemId: scroll }, 409, 'SOCIAL.MAP_LIMIT', SEANCE_MAP_MESSAGES.tooManyMaps);
    expect(await amountOf(t, p.id, scroll)).toBe(1);
  });

  it('the owner invites friends (at most four besides the owner); invited players see, join, leave', async () => {
    const owner = await hunter('Captain');
    const friends = [await hunter('Crew'), await hunter('Crew'), await hunter('Crew'), await hunter('Crew'), await hunter('Crew')];
    const stranger = await hunter('Stranger');
    for (const f of friends) await befriend(t, owner, f);
    const map: SeanceMapDto = (await start(owner, await grantScroll(t, admin, owner.id))).body;

    const refused = async (res: Promise<{ status: number; body: { code: string } }>, status: number, code: string) =>
      expect(await res.then((r) => ({ status: r.status, code: r.body.code }))).toEqual({ status, code });
    await refused(invite(owner, map.id, ''), 400, 'SOCIAL.VALIDATION');
    await refused(invite(owner, map.id, 'nobody-at-all'), 404, 'SOCIAL.PLAYER_NOT_FOUND');
    await refused(invite(owner, map.id, stranger.name), 404, 'SOCIAL.NOT_A_FRIEND');
    await refused(invite(owner, map.id, owner.name), 409, 'SOCIAL.ALREADY_ON_MAP');
    await refused(invite(owner, 'not-a-uuid', friends[0].name), 400, 'GENERIC.VALIDATION');
    await refused(invite(stranger, map.id, friends[0].name), 404, 'SOCIAL.MAP_NOT_FOUND');
    expect((await t.http.get(SEANCE_MAP_PATHS.map(map.id), stranger.token)).status).toBe(404);
    await refused(join(stranger, map.id), 404, 'SOCIAL.MAP_NOT_FOUND');

    const sent = await invite(owner, map.id, friends[0].name.toUpperCase());
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, message: SEANCE_MAP_MESSAGES.invited(friends[0].name) });
    await refused(invite(owner, map.id, friends[0].name), 409, 'SOCIAL.ALREADY_INVITED');
    // The invited player sees the map and it is among their invitations; only the owner invites.
    expect((await mapOf(t, friends[0].token, map.id)).me).toBe('invited');
    expect((await list(friends[0])).invitations.map((m) => m.id)).toEqual([map.id]);
    await refused(invite(friends[0], map.id, friends[1].name), 403, 'SOCIAL.ONLY_OWNER');

    const joined = await join(friends[0], map.id);
    expect(joined.status).toBe(200);
    expect(joined.body.me).toBe('member');
    expect((joined.body as SeanceMapDto).members.map((m) => m.userId)).toEqual([owner.id, friends[0].id]);
    await refused(join(friends[0], map.id), 409, 'SOCIAL.ALREADY_ON_MAP');
    expect((await list(friends[0])).maps.map((m) => m.id)).toEqual([map.id]);

    for (const f of friends.slice(1, 4)) expect((await invite(owner, map.id, f.name)).status).toBe(200);
    await refused(invite(owner, map.id, friends[4].name), 409, 'SOCIAL.MAP_FULL');
    // An invited player who leaves declines; the seat is free again.
    expect((await leave(friends[3], map.id)).status).toBe(200);
    await refused(join(friends[3], map.id), 404, 'SOCIAL.MAP_NOT_FOUND');
    expect((await invite(owner, map.id, friends[4].name)).status).toBe(200);

    await refused(leave(owner, map.id), 409, 'SOCIAL.OWNER_CANNOT_LEAVE');
    const left = await leave(friends[0], map.id);
    expect(left.body).toEqual({ success: true, message: SEANCE_MAP_MESSAGES.left });
    expect((await t.http.get(SEANCE_MAP_PATHS.map(map.id), friends[0].token)).status).toBe(404);
    expect((await mapOf(t, owner.token, map.id)).members.map((m) => m.userId)).toEqual([owner.id]);
  });

  it("a member's catch marks the map ghost once, with catcher and time, and reaches the other members' streams", async () => {
    const owner = await hunter('Seer');
    const mate = await hunter('Mate');
    await befriend(t, owner, mate);
    const map: SeanceMapDto = (await start(owner, await grantScroll(t, admin, owner.id))).body;
    await invite(owner, map.id, mate.name);
    await join(mate, map.id);
    const stream = await openStream(t, owner.token);
    try {
      const onMap = new Set(map.ghosts.map((g) => g.enemyId));
      const caught = await huntUntilCaught(t, mate, (id) => onMap.has(id));
      expect(caught).not.toBeNull();
      const event = await stream.next((e) => e.type === 'map-catch', 2_000);
      expect(event).toMatchObject({ type: 'map-catch', mapId: map.id, enemyId: caught, caughtBy: { userId: mate.id, name: mate.name } });
      const seen = await mapOf(t, owner.token, map.id);
      const ghost = seen.ghosts.find((g) => g.enemyId === caught)!;
      expect(ghost.caughtBy).toEqual({ userId: mate.id, name: mate.name });
      expect(ghost.caughtAt).toBe((event as { caughtAt: number }).caughtAt);
      expect(seen.caught).toBe(1);
      expect(seen.members.find((m) => m.userId === mate.id)!.caught).toBe(1);

      // The owner catching the same ghost later changes nothing: the first catch keeps it.
      const again = await huntUntilCaught(t, owner, (id) => id === caught, 300);
      expect(again).toBe(caught);
      const still = await mapOf(t, owner.token, map.id);
      expect(still.ghosts.find((g) => g.enemyId === caught)!.caughtBy!.userId).toBe(mate.id);
      expect(still.caught).toBe(seen.caught + still.ghosts.filter((g) => g.caughtBy?.userId === owner.id).length);
    } finally {
      await stream.close();
    }
  });

  it('a finished map pays each member who caught a ghost one chest (the owner one roll more), once', async () => {
    const owner = await hunter('Finisher');
    const mate = await hunter('Helper');
    const idle = await hunter('Idle');
    for (const f of [mate, idle]) await befriend(t, owner, f);
    const map: SeanceMapDto = (await start(owner, await grantScroll(t, admin, owner.id))).body;
    for (const f of [mate, idle]) {
      await invite(owner, map.id, f.name);
      await join(f, map.id);
    }
    // The mate hunts on the other ground, so the two share the work.
    const chapel = (await t.dataSource.query(`SELECT id FROM hunting_ground WHERE name = 'Whispering Chapel'`))[0].id;
    expect((await t.http.postForm('/api/Game/travel', { newHuntingGroundId: chapel }, mate.token)).status).toBe(200);
    const idleGold = await goldOf(t, idle.id);
    let current = map;
    for (let i = 0; i < 600 && !current.completedAt; i++) {
      for (const p of [owner, mate]) await huntNow(t, p);
      current = await mapOf(t, owner.token, map.id);
    }
    expect(current.caught).toBe(10);
    expect(current.completedAt).not.toBeNull();
    // Settled right after the finishing hunt, or by the next list read; listing again pays nothing more.
    let settled = current;
    for (let i = 0; i < 50 && !settled.settledAt; i++) {
      await list(owner);
      settled = await mapOf(t, owner.token, map.id);
    }
    expect(settled).toMatchObject({ settlement: 'complete' });
    await list(mate);
    await list(idle);
    const chests = await t.dataSource.query(
      `SELECT user_id, kind, delta FROM ledger WHERE reference = $1 AND reason = $2 ORDER BY user_id, kind`,
      [map.id, SEANCE_LEDGER_REASONS.chest],
    );
    const catchers = new Set(current.ghosts.map((g) => g.caughtBy!.userId));
    const paid = new Set(chests.map((c: { user_id: string }) => c.user_id));
    expect(paid).toEqual(new Set([owner.id, mate.id].filter((id) => catchers.has(id))));
    for (const id of paid) {
      const mine = chests.filter((c: { user_id: string }) => c.user_id === id);
      expect(mine.filter((c: { kind: string }) => c.kind === 'currency').map((c: { delta: string }) => Number(c.delta))).toEqual([
        SEANCE_CHESTS[1].gold,
      ]);
      const items = mine
        .filter((c: { kind: string }) => c.kind === 'item')
        .reduce((a: number, c: { delta: string }) => a + Number(c.delta), 0);
      expect(items).toBeGreaterThan(0);
    }
    expect(await goldOf(t, idle.id)).toBe(idleGold);
    expect((await list(owner)).maps.find((m) => m.id === map.id)!.settledAt).toBe(settled.settledAt);
    // The map is over: nobody joins, leaves or is invited any more.
    expect((await leave(mate, map.id)).body.code).toBe('SOCIAL.MAP_CLOSED');
  });

  it('the back office lists maps read-only with owner and status filters; players may not', async () => {
    const owner = await hunter('Listed');
    const map: SeanceMapDto = (await start(owner, await grantScroll(t, admin, owner.id))).body;
    expect((await t.http.get('/api/seancemap', owner.token)).status).toBe(403);
    const mine = await t.http.get(`/api/seancemap?filter=${encodeURIComponent(JSON.stringify({ q: owner.name }))}`, admin);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      expect.objectContaining({
        id: map.id,
        ownerId: owner.id,
        ownerName: owner.name,
        ghostCount: 10,
        caught: 0,
        members: 1,
        status: 'open',
      }),
    ]);
    expect(mine.headers.get('content-range')).toBe('seancemap 0-0/1');
    const byId = await t.http.get(
      `/api/seancemap?filter=${encodeURIComponent(JSON.stringify({ userId: owner.id, status: 'open' }))}`,
      admin,
    );
    expect(byId.body.map((m: { id: string }) => m.id)).toEqual([map.id]);
    const expired = await t.http.get(
      `/api/seancemap?filter=${encodeURIComponent(JSON.stringify({ userId: owner.id, status: 'expired' }))}`,
      admin,
    );
    expect(expired.body).toEqual([]);
    const bad = await t.http.get(`/api/seancemap?filter=${encodeURIComponent(JSON.stringify({ status: 'lost' }))}`, admin);
    expect(bad.status).toBe(400);
  });

  it('an unfinished map pays the consolation chest after 7 days, once, however many processes run the job', async () => {
    const owner = await hunter('Late');
    const map: SeanceMapDto = (await start(owner, await grantScroll(t, admin, owner.id))).body;
    const onMap = new Set(map.ghosts.map((g) => g.enemyId));
    expect(await huntUntilCaught(t, owner, (id) => onMap.has(id))).not.toBeNull();
    const other = await startTestApp({ demoContent: false, clock, rateLimits: false, env: MAP_TEST_ENV }, t.databaseUrl);
    try {
      clock.advance(7 * DAY_MS + 60_000);
      // Ten map lists at once on two processes: each settles the due maps of its player.
      await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? other : t).http.get(SEANCE_MAP_PATHS.maps, owner.token)));
      const rows = await t.dataSource.query(`SELECT kind, delta FROM ledger WHERE reference = $1 AND reason = $2 ORDER BY kind`, [
        map.id,
        SEANCE_LEDGER_REASONS.consolation,
      ]);
      expect(rows.filter((r: { kind: string }) => r.kind === 'currency')).toEqual([
        { kind: 'currency', delta: String(SEANCE_CHESTS[1].gold / 4) },
      ]);
      const settled = await mapOf(t, owner.token, map.id);
      expect(settled).toMatchObject({ settlement: 'consolation', completedAt: null });
      // The hunter row no longer counts the map: the player is on no open map.
      const [row] = await t.dataSource.query(`SELECT seance_maps FROM hunter WHERE user_id = $1`, [owner.id]);
      expect(row.seance_maps).toBe(0);
    } finally {
      clock.advance(-(7 * DAY_MS + 60_000));
      await other.close();
    }
  });
});

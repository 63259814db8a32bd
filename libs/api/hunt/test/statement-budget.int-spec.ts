import { HuntAnswerDto, SEANCE_MAP_PATHS } from '@grimhunt/contracts';
import {
  befriend,
  countStatements,
  CountedStatements,
  grantItem,
  HUNT,
  hunterWithTrap,
  itemIdByName,
  readyFriend,
  rewind,
  setGold,
  setParty,
  startTestApp,
  TestApp,
} from '@grimhunt/api-testing';

/**
 * Guard rails: the statements each hot route sends, BEGIN and COMMIT included, counted at the driver.
 * A change that adds a round trip to one of these routes fails here.
 */
export const STATEMENT_BUDGET = {
  hunt: 8,
  /** A manual hunt that takes four friends along (the friends' notifications ride the batched hunt rows). */
  partyHunt: 12,
  huntOnMap: 9,
  getme: 3,
  buy: 5,
  getstatus: 2,
  getbasic: 3,
  getinventory: 2,
  getequipment: 2,
} as const;

/**
 * Round trips: statements sent while nothing else was in flight on their connection. On the pipelined pool, a hunt's
 * transaction start, its three reads (user lock, hunter lock, items at work) and its three writes (holdings, hunt rows,
 * xp) go out in two batches; the commit is the third.
 */
export const ROUND_TRIP_BUDGET = {
  hunt: 3,
  partyHunt: 6,
  getme: 1,
  buy: 3,
} as const;

/** What a hot route's statement does, by its text. */
function kindOf(text: string): string {
  const kinds: [RegExp, string][] = [
    [/^START TRANSACTION$/, 'begin'],
    [/^COMMIT$/, 'commit'],
    [/FROM user_account WHERE id = \$1 FOR UPDATE$/, 'lock user'],
    [/FROM hunter WHERE user_id = \$1 FOR UPDATE OF hunter$/, 'lock hunter'],
    [/^SELECT w\.item_id, w\.amount, w\.at_work FROM/, 'items at work'],
    [/economy_apply_holdings/, 'holdings'],
    [/^WITH j AS \( INSERT INTO journal_entry/, 'hunt rows'],
    [/^UPDATE user_account SET xp = xp \+ \$2/, 'xp'],
    [/FROM wallet WHERE/, 'holdings read'],
  ];
  return kinds.find(([re]) => re.test(text))?.[1] ?? text.slice(0, 60);
}

describe('statement budget of the hot routes', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(() => t?.close());

  /** Statements within `budget`, and, when given, round trips within `roundTrips` (statements that waited for an answer). */
  function expectWithin(route: string, counted: CountedStatements<unknown>, budget: number, roundTrips?: number) {
    if (process.env.SHOW_STATEMENTS) {
      const lines = counted.statements.map((text, i) => `${counted.waits[i] ? '(waits) ' : ''}${text}`);
      console.log(`${route}: ${counted.count} statements, ${counted.roundTrips} round trips\n  ${lines.join('\n  ')}`);
    }
    // The statements are in the message, so a failure shows what was sent.
    expect({ route, count: counted.count, statements: counted.statements }).toEqual({
      route,
      count: Math.min(counted.count, budget),
      statements: counted.statements,
    });
    if (roundTrips !== undefined) {
      const waited = counted.statements.filter((_, i) => counted.waits[i]);
      expect({ route, roundTrips: counted.roundTrips, waited }).toEqual({
        route,
        roundTrips: Math.min(counted.roundTrips, roundTrips),
        waited,
      });
    }
  }

  it('a sounded hunt, a refused one, a quick hunt and a chrono hunt stay within the hunt budget', async () => {
    const p = await hunterWithTrap(t, admin, 'counted', 5);
    await t.http.get('/api/clientUser/getme', p.token); // the first hunt of a player also creates its hunter row: warm it
    await t.http.get('/api/Journal', p.token);
    // The first hunt on a ground after a catalogue change stores the replay context once per process (one statement
    // outside the hunts' transactions): another player's hunt does that here.
    const first = await hunterWithTrap(t, admin, 'first', 1);
    expect((await t.http.postForm<HuntAnswerDto>(HUNT, {}, first.token)).body.journalEntry).not.toBeNull();
    const sounded = await countStatements(() => t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token));
    expect(sounded.result.status).toBe(200);
    expect(sounded.result.body.huntResult).toBe('SuccessRegular');
    expectWithin('hunt (sounded)', sounded, STATEMENT_BUDGET.hunt, ROUND_TRIP_BUDGET.hunt);
    // Sent together, yet in lock order (the user row, then the hunter row), and the xp last among the writes.
    expect(sounded.statements.map(kindOf)).toEqual([
      'begin',
      'lock user',
      'lock hunter',
      'items at work',
      'holdings',
      'hunt rows',
      'xp',
      'commit',
    ]);

    await t.dataSource.query(`UPDATE hunter SET last_answer_ms = last_answer_ms - 2000 WHERE user_id = $1`, [p.id]);
    const refused = await countStatements(() => t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token));
    expect(refused.result.body.huntResult).toBe('OnCooldown');
    expectWithin('hunt (cooldown)', refused, STATEMENT_BUDGET.hunt, ROUND_TRIP_BUDGET.hunt);

    await rewind(t, p.id, 16 * 60_000);
    const quick = await countStatements(() => t.http.get<HuntAnswerDto>('/api/Game/quickhunt', p.token));
    expect(quick.result.body.huntResult).toBe('SuccessRegular');
    expectWithin('quickhunt', quick, STATEMENT_BUDGET.hunt, ROUND_TRIP_BUDGET.hunt);

    // A chrono hunt takes the same path.
    const shard = await itemIdByName(t, 'Chrono Crystal Shard');
    await grantItem(t, admin, p.id, shard, 1);
    expect((await t.http.get(`/api/game/equip/${shard}`, p.token)).status).toBe(200);
    const chrono = await countStatements(() => t.http.get<HuntAnswerDto>('/api/Game/chronohunt', p.token));
    expect(chrono.result.body.journalEntry).not.toBeNull();
    expectWithin('chronohunt', chrono, STATEMENT_BUDGET.hunt, ROUND_TRIP_BUDGET.hunt);
  });

  it('a Mirror Night entrant hunts within the same budget: the seed plan is read and written by the hunt statements', async () => {
    const p = await hunterWithTrap(t, admin, 'mirrored', 5);
    const now = Date.now();
    const night = await t.http.postJson<{ id: string }>(
      '/api/mirrornight',
      { name: 'Counted Night', starts: new Date(now - 60_000).toISOString(), ends: new Date(now + 3_600_000).toISOString(), hunts: 3 },
      admin,
    );
    expect(night.status).toBe(201);
    expect((await t.http.postJson(`/api/mirror-nights/${night.body.id}/enter`, {}, p.token)).status).toBe(200);
    await t.http.get('/api/clientUser/getme', p.token);
    const planned = await countStatements(() => t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token));
    expect(planned.result.status).toBe(200);
    const [row] = await t.dataSource.query(`SELECT replay->'plan' AS plan FROM journal_entry WHERE id = $1`, [
      planned.result.body.journalEntry!.id,
    ]);
    expect(row.plan).toEqual({ id: night.body.id, index: 0 });
    expectWithin('hunt (Mirror Night entrant)', planned, STATEMENT_BUDGET.hunt, ROUND_TRIP_BUDGET.hunt);
  });

  it('a hunt of a player on a séance map spends at most one statement more: marking the map ghosts it caught', async () => {
    const p = await hunterWithTrap(t, admin, 'mapped', 5, { xp: 600 });
    await setGold(t, admin, p.id, 1_000);
    const grounds: { id: string }[] = await t.dataSource.query(
      `SELECT id FROM hunting_ground WHERE name IN ('Whispering Chapel', 'Gallows Hill') ORDER BY name DESC`,
    );
    for (const g of grounds) expect((await t.http.postForm('/api/Game/travel', { newHuntingGroundId: g.id }, p.token)).status).toBe(200);
    const scroll = await itemIdByName(t, 'Candle-Stub Séance Scroll');
    await grantItem(t, admin, p.id, scroll, 1);
    expect((await t.http.postJson(SEANCE_MAP_PATHS.maps, { scrollItemId: scroll }, p.token)).status).toBe(201);
    await t.http.get('/api/clientUser/getme', p.token);
    await rewind(t, p.id, 16 * 60_000);
    const onMap = await countStatements(() => t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token));
    expect(onMap.result.body.huntResult).toBe('SuccessRegular');
    expect(onMap.statements.some((q) => /social_seance_ghost/.test(q))).toBe(true);
    expectWithin('hunt (on a séance map)', onMap, STATEMENT_BUDGET.huntOnMap, ROUND_TRIP_BUDGET.hunt);
  });

  it('the hunt rate limit and the picture puzzle add no statement: refusals are cheaper still', async () => {
    const p = await hunterWithTrap(t, admin, 'flooder', 5);
    await t.http.get('/api/clientUser/getme', p.token);
    expect((await t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token)).status).toBe(200);
    // Both limits live in the hunt's own rows: the request was counted once in each.
    const [counted] = await t.dataSource.query(
      `SELECT h.hunt_requests, c.hunts FROM hunter h JOIN hunt_challenge c USING (user_id) WHERE h.user_id = $1`,
      [p.id],
    );
    expect(counted).toEqual({ hunt_requests: 1, hunts: 1 });

    // The puzzle is due: 428 before the engine runs. The items at work were read in the locks' round trip (they are
    // sent before the hunter row tells whether the request is admitted), nothing else.
    await t.dataSource.query(`UPDATE hunt_challenge SET hunts = 1000 WHERE user_id = $1`, [p.id]);
    const puzzle = await countStatements(() => t.http.postForm<{ code: string }>(HUNT, {}, p.token));
    expect({ status: puzzle.result.status, code: puzzle.result.body.code }).toEqual({ status: 428, code: 'HUNT.CHALLENGE_REQUIRED' });
    expectWithin('hunt (puzzle due)', puzzle, 6, ROUND_TRIP_BUDGET.hunt);
    expect(puzzle.statements.some((q) => /economy_apply_holdings/.test(q))).toBe(false);

    // The per-player limit is full: the spec's 429 text, Retry-After, nothing counted or written. The bucket started
    // now and let 240 requests through: 120 would have to leak out (a minute) before the next one passes.
    await t.dataSource.query(
      `UPDATE hunter SET hunt_requests = 240, hunt_requests_window_ms = (extract(epoch FROM clock_timestamp()) * 1000)::bigint WHERE user_id = $1`,
      [p.id],
    );
    const limited = await countStatements(() => t.http.postForm<{ message: string }>(HUNT, {}, p.token));
    expect(limited.result.status).toBe(429);
    expect(limited.result.body.message).toBe('Too many requests. Please wait a moment and try again.');
    expect(Number(limited.result.headers.get('retry-after'))).toBeGreaterThan(0);
    expectWithin('hunt (rate limited)', limited, 5, ROUND_TRIP_BUDGET.hunt);
    expect(limited.statements.some((q) => /^(UPDATE|INSERT|WITH)/.test(q))).toBe(false);
    const coffin = await t.http.get('/api/Game/coffinhunt', p.token);
    expect(coffin.status).toBe(429);
  });

  it('a solo hunt of a player with friends stays within the hunt budget: the hunter row says whether a party may form', async () => {
    const p = await hunterWithTrap(t, admin, 'loner', 5);
    const homebody = await hunterWithTrap(t, admin, 'homebody', 5);
    await befriend(t, p, homebody); // the friend never agreed to the party
    await t.http.get('/api/clientUser/getme', p.token);
    const sounded = await countStatements(() => t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token));
    expect(sounded.result.body.journalEntry).not.toBeNull();
    expectWithin('hunt (friends, none agreed)', sounded, STATEMENT_BUDGET.hunt, ROUND_TRIP_BUDGET.hunt);

    // A friend who agreed, then changed their mind: the next hunt looks once (one statement), finds nobody who agreed
    // and clears the flag with its own hunter row; the hunt after that is solo again.
    await setParty(t, homebody, true);
    await setParty(t, homebody, false);
    await rewind(t, p.id, 16 * 60_000);
    const looked = await countStatements(() => t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token));
    expect(looked.result.body.party).toEqual([]);
    expectWithin('hunt (a friend turned the party off)', looked, STATEMENT_BUDGET.hunt + 1, ROUND_TRIP_BUDGET.hunt + 1);
    await rewind(t, p.id, 16 * 60_000);
    const solo = await countStatements(() => t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token));
    expect(solo.result.body.journalEntry).not.toBeNull();
    expectWithin('hunt (after the look)', solo, STATEMENT_BUDGET.hunt, ROUND_TRIP_BUDGET.hunt);

    // A friend agreed but is not ready (never pressed HUNT: inactive): the look and the lock of ready friends find nobody.
    await setParty(t, homebody, true);
    await rewind(t, p.id, 16 * 60_000);
    const nobody = await countStatements(() => t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token));
    expect(nobody.result.body.party).toEqual([]);
    expectWithin('hunt (a friend agreed, not ready)', nobody, STATEMENT_BUDGET.hunt + 2, ROUND_TRIP_BUDGET.hunt + 2);
  });

  it('a party hunt with four friends stays within the party budget, the sounder alone counted for the rate limit and the puzzle', async () => {
    const sounder = await hunterWithTrap(t, admin, 'captain', 5);
    const mates = [];
    for (const name of ['mate1', 'mate2', 'mate3', 'mate4']) mates.push(await readyFriend(t, admin, name));
    for (const mate of mates) await befriend(t, sounder, mate);
    await t.http.get('/api/clientUser/getme', sounder.token);
    const party = await countStatements(() => t.http.postForm<HuntAnswerDto>(HUNT, {}, sounder.token));
    expect(party.result.body.party).toHaveLength(4);
    expectWithin('hunt (party of four)', party, STATEMENT_BUDGET.partyHunt, ROUND_TRIP_BUDGET.partyHunt);
    // The sounder's request counter and puzzle count go with the batched hunt rows; each friend's stay at their own hunt.
    const counted: { user_id: string; hunt_requests: number; hunts: number }[] = await t.dataSource.query(
      `SELECT h.user_id, h.hunt_requests, c.hunts FROM hunter h JOIN hunt_challenge c USING (user_id) WHERE h.user_id = ANY($1::uuid[])`,
      [[sounder.id, ...mates.map((m) => m.id)]],
    );
    expect(counted).toHaveLength(5);
    expect(counted.filter((row) => row.hunt_requests !== 1 || row.hunts !== 1)).toEqual([]);
  });

  it("a party hunt's statements are the same texts whatever the party's size, and PostgreSQL keeps a generic plan for each", async () => {
    // Two parties, of one friend and of three: every statement the hunt sends has the same text and the same number of
    // parameters in both. A text or an array parameter that follows the party's size makes PostgreSQL plan the
    // statement again on every call.
    const parties = [];
    for (const [name, size] of [
      ['solo-mate', 1],
      ['trio-mate', 3],
    ] as const) {
      const sounder = await hunterWithTrap(t, admin, `${name}-lead`, 5);
      for (let i = 1; i <= size; i++) await befriend(t, sounder, await readyFriend(t, admin, `${name}${i}`));
      await t.http.get('/api/clientUser/getme', sounder.token);
      const party = await countStatements(() => t.http.postForm<HuntAnswerDto>(HUNT, {}, sounder.token));
      expect(party.result.body.party).toHaveLength(size);
      parties.push(party);
    }
    const [small, large] = parties;
    expect(large.statements).toEqual(small.statements);
    expect(large.values.map((v) => v.length)).toEqual(small.values.map((v) => v.length));
    // Nor does an array parameter's length, but in the two batched writes, which take their rows as jsonb recordsets:
    // their plans are dominated by the recordsets and the tables they write, so PostgreSQL keeps their generic plans
    // whatever the arrays' lengths (checked below; 1 plan for 1,258 calls in the bench); and where the statement hides
    // the array from the planner in a scalar subquery (`(SELECT $1::uuid[])`), so no estimate can follow its length.
    const hidden = (text: string) => new Set([...text.matchAll(/\(SELECT \$(\d+)::/g)].map((m) => Number(m[1]) - 1));
    const arrayLengths = (values: unknown[][]) =>
      small.statements.map((text, i) => {
        if (/jsonb_to_recordset/.test(text)) return [];
        const hiddenHere = hidden(text);
        return values[i].map((v, k) => (hiddenHere.has(k) ? 'hidden' : Array.isArray(v) ? v.length : 'scalar'));
      });
    expect(arrayLengths(large.values)).toEqual(arrayLengths(small.values));

    expect(await plansOnRerun(t, large)).toEqual([]);
  });

  it('the player reads stay within their budgets', async () => {
    const p = await hunterWithTrap(t, admin, 'reader', 2);
    await t.http.get('/api/clientUser/getme', p.token);
    const counts: [string, CountedStatements<unknown>, number][] = [];
    for (const [route, budget] of [
      ['getme', STATEMENT_BUDGET.getme],
      ['getstatus', STATEMENT_BUDGET.getstatus],
      ['getbasic', STATEMENT_BUDGET.getbasic],
      ['getinventory', STATEMENT_BUDGET.getinventory],
      ['getequipment', STATEMENT_BUDGET.getequipment],
    ] as const) {
      const counted = await countStatements(() => t.http.get(`/api/clientUser/${route}`, p.token));
      expect(counted.result.status).toBe(200);
      counts.push([route, counted, budget]);
    }
    for (const [route, counted, budget] of counts) expectWithin(route, counted, budget, ROUND_TRIP_BUDGET.getme);
  });

  it('getstatus reads no account, yet a deleted account is refused, not a server error', async () => {
    const p = await hunterWithTrap(t, admin, 'vanished', 1);
    await t.dataSource.query(`DELETE FROM user_account WHERE id = $1`, [p.id]);
    const res = await t.http.get('/api/clientUser/getstatus', p.token);
    expect([401, 404]).toContain(res.status);
  });

  it('a buy stays within the buy budget', async () => {
    const p = await hunterWithTrap(t, admin, 'shopper', 0);
    await setGold(t, admin, p.id, 1000);
    const cheese = await itemIdByName(t, 'Grave Moss Cheese');
    await t.http.get('/api/clientUser/getme', p.token);
    const counted = await countStatements(() =>
      t.http.postForm('/api/game/buysell', { itemId: cheese, amount: 2, premium: false }, p.token),
    );
    expect(counted.result.status).toBe(200);
    expectWithin('buy', counted, STATEMENT_BUDGET.buy, ROUND_TRIP_BUDGET.buy);
    expect(counted.statements.map(kindOf)).toEqual(['begin', 'lock user', 'holdings read', 'holdings', 'commit']);
  });

  it('the tables every hunt and buy updates leave room on their pages, so those updates can be HOT', async () => {
    const rows: { relname: string; reloptions: string[] | null }[] = await t.dataSource.query(
      `SELECT relname, reloptions FROM pg_class WHERE relkind = 'r' AND relname = ANY($1::text[]) ORDER BY relname`,
      [['hunt_challenge', 'hunter', 'inventory', 'mission', 'wallet']],
    );
    expect(rows.map((r) => [r.relname, r.reloptions])).toEqual([
      ['hunt_challenge', ['fillfactor=80']],
      ['hunter', ['fillfactor=80']],
      ['inventory', ['fillfactor=80']],
      ['mission', ['fillfactor=80']],
      ['wallet', ['fillfactor=80']],
    ]);
  });
});

describe('the plans of the hunt statements', () => {
  let t: TestApp;
  let admin: string;

  // A database of its own, holding the content pack and this test's players only: the statistics its ANALYZE
  // gathers are the same on every run.
  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(() => t?.close());

  it("a hunt's statements keep their generic plans where the tables hold analysed, uneven holdings", async () => {
    // Statistics make PostgreSQL's estimate for a known value differ from its estimate for an unknown one: a custom plan
    // that counts fewer rows than the generic plan wins, and the statement is planned again on every call. Two hoarders
    // and a player with thirty friends make the holdings and the friendships uneven before the tables are analysed.
    const items: { id: string }[] = await t.dataSource.query(`SELECT id FROM item ORDER BY name LIMIT 60`);
    for (const name of ['hoarder1', 'hoarder2']) {
      const rich = await hunterWithTrap(t, admin, name, 5);
      for (const item of items) await grantItem(t, admin, rich.id, item.id, 3);
    }
    const popular = await hunterWithTrap(t, admin, 'popular', 5);
    for (let i = 1; i <= 30; i++) await befriend(t, await hunterWithTrap(t, admin, `fan${i}`, 1), popular);
    await t.dataSource.query('ANALYZE');
    const p = await hunterWithTrap(t, admin, 'analysed', 5);
    const sounder = await hunterWithTrap(t, admin, 'analysed-lead', 5);
    for (let i = 1; i <= 3; i++) await befriend(t, sounder, await readyFriend(t, admin, `analysed-mate${i}`));
    for (const player of [p, sounder]) await t.http.get('/api/clientUser/getme', player.token);
    const solo = await countStatements(() => t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token));
    const party = await countStatements(() => t.http.postForm<HuntAnswerDto>(HUNT, {}, sounder.token));
    expect(party.result.body.party).toHaveLength(3);
    expect({ solo: await plansOnRerun(t, solo), party: await plansOnRerun(t, party) }).toEqual({ solo: [], party: [] });
  });
});

/**
 * Each statement of `counted` run again on one connection of the pool, as the API sends it (a named prepared
 * statement from its second use), inside a transaction that rolls back: after five custom plans PostgreSQL settles
 * on a generic plan, which it only does when the generic plan's estimate is no dearer than the custom plans'.
 * Answers the statements that never got a generic plan.
 */
async function plansOnRerun(t: TestApp, counted: CountedStatements<unknown>) {
  const runner = t.dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    const plans: { statement: string; generic: number; custom: number }[] = [];
    for (const [i, text] of counted.statements.entries()) {
      if (counted.values[i].length === 0) continue; // BEGIN, COMMIT: nothing to plan
      for (let run = 0; run < 9; run++) {
        await runner.query('SAVEPOINT again');
        await runner.query(text, counted.values[i]).catch(() => undefined); // a second insert of the same rows: planned all the same
        await runner.query('ROLLBACK TO SAVEPOINT again');
      }
      const [row] = await runner.query(`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = $1`, [text]);
      plans.push({ statement: text.slice(0, 90), generic: Number(row.generic_plans), custom: Number(row.custom_plans) });
    }
    if (process.env.SHOW_PLANS) console.log(plans);
    return plans.filter((p) => p.generic === 0);
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}

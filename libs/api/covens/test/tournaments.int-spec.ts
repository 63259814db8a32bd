import {
  CovenActionDto,
  HuntAnswerDto,
  TOURNAMENT_ERROR_CODES as T,
  TOURNAMENT_MESSAGES as TM,
  TournamentAdminDto,
  TournamentEnterDto,
  TournamentListDto,
  TournamentScoreboardDto,
  TournamentWriteDto,
} from '@grimhunt/contracts';
import { fixedClock } from '@grimhunt/testing';
import { PayTournamentPrizesJob } from '../src';
import {
  auditLedger,
  countStatements,
  goldOf,
  grantItem,
  HUNT,
  hunterWithTrap,
  itemIdByName,
  newPlayer,
  Player,
  rewind,
  setGold,
  startTestApp,
  stateOf,
  TestApp,
} from '@grimhunt/api-testing';

const HOUR = 3_600_000;
/** The statements of a hunt that concerns no tournament (the hunt's own budget, kept by its statement budget test). */
const SOLO_HUNT_STATEMENTS = 8;

/** Every token balance equals the tokens of the player's payouts (the token ledger). */
async function auditTokens(t: TestApp): Promise<void> {
  const drift = await t.dataSource.query(`
    SELECT coalesce(b.user_id, p.user_id) AS user_id, b.tokens, p.total FROM covens_token_balance b
      FULL JOIN (SELECT user_id, sum(tokens)::int AS total FROM tournament_payout GROUP BY user_id) p USING (user_id)
     WHERE coalesce(b.tokens, 0) <> coalesce(p.total, 0)`);
  expect(drift).toEqual([]);
}

/**
 * Tournaments over HTTP, on two API processes: the back office's resource, entering, live scores from manual hunts
 * (one statement more in such a hunt, none in others), a recount from the journal equal to the live board, and prizes
 * paid once.
 */
describe('tournaments', () => {
  // The application's clock starts two hours before now; hunts use the database's clock (now).
  const realNow = Date.now();
  const clock = fixedClock(new Date(realNow - 2 * HOUR).toISOString());
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  let groundId: string;
  let otherGroundId: string;
  let n = 0;

  beforeAll(async () => {
    a = await startTestApp({ demoContent: true, clock, env: { HUNT_CHALLENGE_EVERY: '0' } });
    b = await startTestApp({ demoContent: false, clock, env: { HUNT_CHALLENGE_EVERY: '0' } }, a.databaseUrl);
    admin = await a.http.login('admin', 'admin');
    const probe = await hunterWithTrap(a, admin, 'probe', 1);
    await a.http.get('/api/clientUser/getme', probe.token);
    [{ hunting_ground_id: groundId }] = await a.dataSource.query(`SELECT hunting_ground_id FROM hunter WHERE user_id = $1`, [probe.id]);
    [{ id: otherGroundId }] = await a.dataSource.query(`SELECT id FROM hunting_ground WHERE id <> $1 LIMIT 1`, [groundId]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const write = (over: Partial<TournamentWriteDto> = {}): TournamentWriteDto => ({
    name: 'Harvest Moon Cup',
    startsAt: new Date(realNow - HOUR).toISOString(),
    endsAt: new Date(realNow + 6 * HOUR).toISOString(),
    groundIds: [groundId],
    pointsPerGhost: 1,
    pointsPerRarity: [],
    minRankId: null,
    maxRankId: null,
    entryFee: 100,
    prizes: [
      { place: 1, gold: 1000, tokens: 30 },
      { place: 2, gold: 400, tokens: 10 },
    ],
    ...over,
  });
  const create = (over: Partial<TournamentWriteDto> = {}) => a.http.postJson<TournamentAdminDto>('/api/tournament', write(over), admin);
  const refusal = (res: { status: number; body: unknown }) => {
    const body = res.body as { code?: string; message?: string };
    return { status: res.status, code: body.code, message: body.message };
  };
  const hunter = async (prefix: string, gold = 2000) => {
    const p = await hunterWithTrap(a, admin, `${prefix}${++n}`, 30);
    await setGold(a, admin, p.id, gold);
    return p;
  };
  const covenOf = async (cap: Player, name: string, members: Player[]) => {
    const coven = (await a.http.postJson<CovenActionDto>('/api/covens', { name, motto: '', open: true }, cap.token)).body.coven!;
    for (const m of members) expect((await a.http.postJson(`/api/covens/${coven.id}/join`, {}, m.token)).status).toBe(200);
    return coven;
  };
  /** Hunts once now (the cooldown moved out of the way); the answer. */
  const hunt = async (p: Player) => {
    await rewind(a, p.id, HOUR);
    const res = await a.http.postForm<HuntAnswerDto>(HUNT, {}, p.token);
    expect(res.status).toBe(200);
    return res.body;
  };
  const board = async (id: string, via: TestApp = a, token = admin) =>
    (await via.http.get<TournamentScoreboardDto>(`/api/tournaments/${id}/scoreboard`, token)).body;

  it('lets only admins schedule tournaments, with checked fields', async () => {
    const player = await newPlayer(a, 'notadmin');
    expect((await a.http.postJson('/api/tournament', write(), player.token)).status).toBe(403);
    expect((await a.http.get('/api/tournament', player.token)).status).toBe(403);

    const start = realNow - HOUR;
    const bad: [Partial<TournamentWriteDto>, string][] = [
      [{ name: ' ' }, TM.nameRequired],
      [{ name: 42 as unknown as string }, TM.nameRequired],
      [{ endsAt: 7 as unknown as string }, TM.timesInvalid],
      [{ endsAt: new Date(start + 6 * HOUR - 1).toISOString() }, TM.duration],
      [{ endsAt: new Date(start + 48 * HOUR + 1).toISOString() }, TM.duration],
      [{ startsAt: 'soon' }, TM.timesInvalid],
      [{ groundIds: [] }, TM.groundsRequired],
      [{ groundIds: ['00000000-0000-4000-8000-000000000000'] }, TM.unknownGround],
      [{ groundIds: ['nope'] }, TM.unknownGround],
      [{ pointsPerGhost: -1 }, TM.pointsInvalid],
      [{ pointsPerGhost: 1.5 }, TM.pointsInvalid],
      [{ pointsPerRarity: [{ rarityId: '00000000-0000-4000-8000-000000000000', points: 2 }] }, TM.unknownRarity],
      [{ minRankId: 'x' }, TM.unknownRank],
      [{ entryFee: -5 }, TM.feeInvalid],
      [{ prizes: [{ place: 0, gold: 1, tokens: 1 }] }, TM.prizesInvalid],
      [
        {
          prizes: [
            { place: 1, gold: 1, tokens: 1 },
            { place: 1, gold: 2, tokens: 1 },
          ],
        },
        TM.prizesInvalid,
      ],
      [
        {
          startsAt: new Date(clock.now().getTime() + 30_000).toISOString(),
          endsAt: new Date(clock.now().getTime() + 7 * HOUR).toISOString(),
        },
        TM.startTooSoon,
      ],
    ];
    for (const [over, message] of bad)
      expect([over, refusal(await create(over))]).toEqual([over, { status: 400, code: T.INVALID, message }]);

    const ranks: { id: string; xp: number }[] = await a.dataSource.query(`SELECT id, xp FROM rank ORDER BY xp`);
    expect(refusal(await create({ minRankId: ranks[2].id, maxRankId: ranks[1].id }))).toEqual({
      status: 400,
      code: T.INVALID,
      message: TM.bracketOrder,
    });
    const [rarity] = await a.dataSource.query(`SELECT id FROM rarity LIMIT 1`);

    const made = await create({ name: 'Shape check', pointsPerRarity: [{ rarityId: rarity.id, points: 3 }], minRankId: ranks[0].id });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Shape check', status: 'upcoming', entrantCount: 0, paidAt: null, groundIds: [groundId] });
    const list = await a.http.get<TournamentAdminDto[]>('/api/tournament?sort=["startsAt","DESC"]&range=[0,9]', admin);
    expect(list.headers.get('content-range')).toMatch(/^tournament 0-\d+\/\d+$/);
    expect(list.body.map((x) => x.id)).toContain(made.body.id);
    const edited = await a.http.putJson<TournamentAdminDto>(`/api/tournament/${made.body.id}`, write({ name: 'Renamed cup' }), admin);
    expect(edited.body.name).toBe('Renamed cup');
    expect((await a.http.delete(`/api/tournament/${made.body.id}`, admin)).status).toBe(200);
    expect(refusal(await a.http.get(`/api/tournament/${made.body.id}`, admin)).status).toBe(404);
  });

  it('refuses entries outside the rank bracket, unknown tournaments, and deleting one with entrants', async () => {
    clock.set(new Date(realNow - 2 * HOUR).toISOString());
    const ranks: { id: string; xp: number }[] = await a.dataSource.query(`SELECT id, xp FROM rank ORDER BY xp`);
    // These end after the main tournament below, whose end the prize job is run at.
    const later = { startsAt: new Date(realNow + HOUR).toISOString(), endsAt: new Date(realNow + 8 * HOUR).toISOString(), entryFee: 0 };
    const high = (await create({ name: 'Veterans cup', minRankId: ranks[2].id, ...later })).body;
    const low = (await create({ name: 'Novice cup', maxRankId: ranks[0].id, ...later })).body;
    const cap = await hunter('brk');
    await covenOf(cap, 'Bracketcoven', []);
    const before = await stateOf(a, cap.id);
    expect(refusal(await a.http.postJson(`/api/tournaments/${high.id}/enter`, {}, cap.token))).toEqual({
      status: 403,
      code: T.RANK_BRACKET,
      message: TM.rankTooLow,
    });
    await a.dataSource.query(`UPDATE user_account SET xp = $2 WHERE id = $1`, [cap.id, ranks[1].xp]);
    expect(refusal(await a.http.postJson(`/api/tournaments/${low.id}/enter`, {}, cap.token))).toEqual({
      status: 403,
      code: T.RANK_BRACKET,
      message: TM.rankTooHigh,
    });
    expect(await stateOf(a, cap.id)).toEqual(before);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(refusal(await a.http.postJson(`/api/tournaments/${unknown}/enter`, {}, cap.token))).toMatchObject({
      status: 404,
      code: T.NOT_FOUND,
    });
    expect(refusal(await a.http.get(`/api/tournaments/${unknown}/scoreboard`, cap.token))).toMatchObject({
      status: 404,
      code: T.NOT_FOUND,
    });
    expect((await a.http.get(`/api/tournaments/not-a-uuid/scoreboard`, cap.token)).status).toBe(400);
    expect((await a.http.get('/api/tournaments')).status).toBe(401);
    expect((await a.http.get('/api/tournaments/tokens', cap.token)).body).toEqual({ tokens: 0 });

    await a.dataSource.query(`UPDATE user_account SET xp = $2 WHERE id = $1`, [cap.id, ranks[2].xp]);
    expect((await a.http.postJson(`/api/tournaments/${high.id}/enter`, {}, cap.token)).status).toBe(200);
    expect(refusal(await a.http.delete(`/api/tournament/${high.id}`, admin))).toEqual({
      status: 409,
      code: T.LOCKED,
      message: TM.hasEntrants,
    });
    expect((await a.http.delete(`/api/tournament/${low.id}`, admin)).status).toBe(200);
    expect(refusal(await a.http.putJson(`/api/tournament/${unknown}`, write(), admin))).toMatchObject({ status: 404, code: T.NOT_FOUND });
  });

  it('runs a tournament: entries before the start, live scores from manual hunts only, a recount equal to the board, prizes paid once', async () => {
    clock.set(new Date(realNow - 2 * HOUR).toISOString());
    const tournament = (await create()).body;
    const id = tournament.id;

    const [capA, memA, switcher, capB, memB, loner, outsider] = [
      await hunter('capa'),
      await hunter('mema'),
      await hunter('swit'),
      await hunter('capb'),
      await hunter('memb'),
      await hunter('lone'),
      await hunter('outs'),
    ];
    const covenA = await covenOf(capA, 'Alphacoven', [memA, switcher]);
    const covenB = await covenOf(capB, 'Betacoven', [memB]);

    // Entering: a coven member, before the start, the fee through the ledger.
    expect(refusal(await a.http.postJson(`/api/tournaments/${id}/enter`, {}, loner.token))).toEqual({
      status: 409,
      code: T.NOT_IN_COVEN,
      message: TM.notInCoven,
    });
    const poor = await hunter('poor', 50);
    await covenOf(poor, 'Poorcoven', []);
    const poorBefore = await stateOf(a, poor.id);
    expect((await a.http.postJson(`/api/tournaments/${id}/enter`, {}, poor.token)).status).toBe(409);
    expect(await stateOf(a, poor.id)).toEqual(poorBefore);

    for (const p of [capA, memA, switcher, capB, memB]) {
      const before = await goldOf(a, p.id);
      const res = await (p === memB ? b : a).http.postJson<TournamentEnterDto>(`/api/tournaments/${id}/enter`, {}, p.token);
      expect(res.status).toBe(200);
      expect(res.body.tournament).toMatchObject({ id, entered: true, status: 'upcoming', entryFee: 100 });
      expect(await goldOf(a, p.id)).toBe(before - 100);
    }
    expect(refusal(await a.http.postJson(`/api/tournaments/${id}/enter`, {}, capA.token))).toMatchObject({
      status: 409,
      code: T.ALREADY_ENTERED,
    });
    const list = (await a.http.get<TournamentListDto>('/api/tournaments', capA.token)).body;
    expect(list.upcoming.find((x) => x.id === id)).toMatchObject({ entered: true, enteredCovenId: covenA.id, entrantCount: 5 });

    // The start: entering is refused from now on, and changing the tournament too.
    clock.set(new Date(realNow).toISOString());
    await covenOf(outsider, 'Latecoven', []);
    expect(refusal(await a.http.postJson(`/api/tournaments/${id}/enter`, {}, outsider.token))).toEqual({
      status: 409,
      code: T.STARTED,
      message: TM.started,
    });
    expect(refusal(await a.http.putJson(`/api/tournament/${id}`, write(), admin))).toMatchObject({ status: 409, code: T.LOCKED });
    expect(refusal(await a.http.delete(`/api/tournament/${id}`, admin))).toMatchObject({ status: 409, code: T.LOCKED });
    expect((await a.http.get<TournamentListDto>('/api/tournaments', capA.token)).body.running.map((x) => x.id)).toContain(id);

    // Hunts: manual catches on the ground score for the entrant's coven.
    const caught = new Map<string, number>();
    const huntUntilCaught = async (p: Player, times: number) => {
      for (let i = 0; i < times; i++) {
        const answer = await hunt(p);
        if (answer.success) caught.set(p.id, (caught.get(p.id) ?? 0) + 1);
      }
    };
    await huntUntilCaught(capA, 3);
    await huntUntilCaught(memA, 2);
    await huntUntilCaught(switcher, 2);
    await huntUntilCaught(capB, 2);
    const live = await board(id, b, outsider.token);
    expect(live.status).toBe('running');
    const pointsOf = (s: TournamentScoreboardDto, userId: string) =>
      s.covens.flatMap((c) => c.members).find((m) => m.userId === userId)?.points;
    for (const p of [capA, memA, switcher, capB]) expect([p.name, pointsOf(live, p.id)]).toEqual([p.name, caught.get(p.id) ?? 0]);
    expect(caught.get(capA.id) ?? 0).toBeGreaterThan(0);
    const covenPoints = (s: TournamentScoreboardDto, covenId: string) => s.covens.find((c) => c.covenId === covenId)?.points;
    expect(covenPoints(live, covenA.id)).toBe((caught.get(capA.id) ?? 0) + (caught.get(memA.id) ?? 0) + (caught.get(switcher.id) ?? 0));

    // A member who moves to another coven keeps scoring for the first.
    expect((await a.http.postJson(`/api/covens/${covenA.id}/leave`, {}, switcher.token)).status).toBe(200);
    expect((await a.http.postJson(`/api/covens/${covenB.id}/join`, {}, switcher.token)).status).toBe(200);
    await huntUntilCaught(switcher, 2);

    // Not scoring: a chrono hunt, a hunt on another ground, a hunt of a player who did not enter.
    const frozen = await board(id);
    const shard = await itemIdByName(a, 'Chrono Crystal Shard');
    await grantItem(a, admin, memB.id, shard, 1);
    expect((await a.http.get(`/api/game/equip/${shard}`, memB.token)).status).toBe(200);
    await rewind(a, memB.id, HOUR);
    const chrono = await a.http.get<HuntAnswerDto>('/api/Game/chronohunt', memB.token);
    expect(chrono.body.journalEntry).not.toBeNull();
    await a.dataSource.query(`UPDATE hunter SET hunting_ground_id = $2 WHERE user_id = $1`, [memA.id, otherGroundId]);
    for (let i = 0; i < 2; i++) await hunt(memA);
    await a.dataSource.query(`UPDATE hunter SET hunting_ground_id = $2 WHERE user_id = $1`, [memA.id, groundId]);
    await hunt(outsider);
    const after = await board(id);
    for (const p of [memA, memB]) expect(pointsOf(after, p.id)).toBe(pointsOf(frozen, p.id));
    expect(pointsOf(after, outsider.id)).toBeUndefined();
    expect(pointsOf(after, switcher.id)).toBe(caught.get(switcher.id) ?? 0);
    expect(
      after.covens
        .find((c) => c.covenId === covenB.id)
        ?.members.map((m) => m.userId)
        .sort(),
    ).toEqual([capB.id, memB.id].sort());

    // The end: the board recounted from the journal equals the live board; prizes once with two processes.
    const liveAtEnd = await board(id);
    const end = new Date(new Date(tournament.endsAt).getTime() + 1000);
    clock.set(end.toISOString());
    const goldBefore = new Map<string, number>();
    for (const p of [capA, memA, switcher, capB, memB]) goldBefore.set(p.id, await goldOf(a, p.id));
    const runs = await Promise.all([a, b, a, b].map((app) => app.app.get(PayTournamentPrizesJob).run(end)));
    expect(runs.reduce((sum, r) => sum + r.paid, 0)).toBe(1);
    expect((await b.app.get(PayTournamentPrizesJob).run(end)).paid).toBe(0);

    const final = await board(id);
    expect(final.status).toBe('finished');
    expect(final.covens).toEqual(liveAtEnd.covens);
    const [first] = final.covens;
    const prizeOf = (place: number) => ({ 1: { gold: 1000, tokens: 30 }, 2: { gold: 400, tokens: 10 } })[place as 1 | 2];
    for (const c of final.covens) {
      for (const m of c.members) {
        const prize = m.points > 0 && c.points > 0 ? prizeOf(c.place) : undefined;
        expect([m.name, (await goldOf(a, m.userId!)) - goldBefore.get(m.userId!)!]).toEqual([m.name, prize?.gold ?? 0]);
        const tokens = await a.http.get(
          `/api/tournaments/tokens`,
          [capA, memA, switcher, capB, memB].find((p) => p.id === m.userId)!.token,
        );
        expect([m.name, tokens.body.tokens]).toEqual([m.name, prize?.tokens ?? 0]);
      }
    }
    expect(first.points).toBeGreaterThan(0);
    const prizeRows = await a.dataSource.query(
      `SELECT count(*)::int AS n FROM ledger WHERE reason = 'tournament-prize' AND reference = $1`,
      [`tournament:${id}`],
    );
    const payoutRows = await a.dataSource.query(`SELECT count(*)::int AS n FROM tournament_payout WHERE tournament_id = $1`, [id]);
    expect(prizeRows[0].n).toBe(payoutRows[0].n);
    expect((await a.http.get<TournamentAdminDto>(`/api/tournament/${id}`, admin)).body.paidAt).toBe(end.toISOString());
    expect((await a.http.get<TournamentListDto>('/api/tournaments', capA.token)).body.finished.find((x) => x.id === id)?.paid).toBe(true);
    await auditLedger(a);
    await auditTokens(a);
  });

  it('a hunt of an entrant of a running tournament sends one statement more; other hunts none', async () => {
    clock.set(new Date(realNow - 2 * HOUR).toISOString());
    const t = (await create({ name: 'Budget cup', entryFee: 0, prizes: [] })).body;
    const entrant = await hunter('bud');
    const other = await hunter('bud');
    await covenOf(entrant, 'Budgetcoven', [other]);
    expect((await a.http.postJson(`/api/tournaments/${t.id}/enter`, {}, entrant.token)).status).toBe(200);
    clock.set(new Date(realNow).toISOString());
    // The tournament list reloads the scorer: loaded after the start, it knows every entrant.
    expect((await a.http.get('/api/tournaments', other.token)).status).toBe(200);
    for (const p of [entrant, other]) {
      await a.http.get('/api/clientUser/getme', p.token);
      await hunt(p);
    }

    const huntCounted = async (p: Player) => {
      for (let i = 0; i < 10; i++) {
        await rewind(a, p.id, HOUR);
        const counted = await countStatements(() => a.http.postForm<HuntAnswerDto>(HUNT, {}, p.token));
        if (counted.result.body.success) return counted;
      }
      throw new Error('no catch in 10 hunts');
    };
    const scored = await huntCounted(entrant);
    expect({ count: scored.count, statements: scored.statements }).toEqual({
      count: SOLO_HUNT_STATEMENTS + 1,
      statements: expect.arrayContaining([expect.stringMatching(/^UPDATE tournament_entry/)]),
    });
    const unscored = await huntCounted(other);
    expect({ count: unscored.count, statements: unscored.statements }).toEqual({
      count: SOLO_HUNT_STATEMENTS,
      statements: expect.not.arrayContaining([expect.stringMatching(/tournament/)]),
    });
  });
});

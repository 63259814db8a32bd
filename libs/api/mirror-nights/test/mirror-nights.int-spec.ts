import {
  AdminMirrorNightDto,
  HuntAnswerDto,
  MIRROR_NIGHT_ERROR_CODES,
  mirrorNightPaths,
  MirrorNightDto,
  MirrorNightListDto,
  MirrorNightResultsDto,
  MirrorNightVerifyDto,
} from '@grimhunt/contracts';
import { auditLedger, HUNT, hunterWithTrap, newPlayer, rewind, startTestApp, TestApp } from '@grimhunt/api-testing';

const ADMIN = '/api/mirrornight';
const HOUR = 3_600_000;
const SLOW_MS = 120_000;

describe('Mirror Nights', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
  }, SLOW_MS);
  afterAll(() => t?.close(), SLOW_MS);

  async function schedule(
    name: string,
    startsAt: number,
    endsAt: number,
    extra: Record<string, unknown> = {},
  ): Promise<AdminMirrorNightDto> {
    const res = await t.http.postJson<AdminMirrorNightDto>(
      ADMIN,
      { name, starts: new Date(startsAt).toISOString(), ends: new Date(endsAt).toISOString(), parScore: 40, ...extra },
      admin,
    );
    expect(res.status).toBe(201);
    return res.body;
  }

  /** One manual hunt after the cooldown, as the hunt screen sends it. */
  async function hunt(p: { id: string; token: string }): Promise<HuntAnswerDto> {
    await rewind(t, p.id, HOUR);
    const res = await t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token);
    expect(res.status).toBe(200);
    expect(res.body.journalEntry).not.toBeNull();
    return res.body;
  }

  async function plannedOf(entryId: string): Promise<{ id: string; index: number } | null> {
    const [row] = await t.dataSource.query(`SELECT replay FROM journal_entry WHERE id = $1`, [entryId]);
    return row.replay.plan ?? null;
  }

  it('admins schedule, list, edit and delete nights; the seeds stay hidden; players and strangers are refused', async () => {
    const player = await newPlayer(t, 'mnstranger');
    const now = Date.now();
    const night = await schedule('Glass Moon', now + HOUR, now + 5 * HOUR);
    expect(night).toMatchObject({ name: 'Glass Moon', hunts: 20, parScore: 40, phase: 'upcoming', entrants: 0, seeds: null });
    const [stored] = await t.dataSource.query(`SELECT cardinality(seeds) AS n FROM mirror_night WHERE id = $1`, [night.id]);
    expect(stored.n).toBe(20);

    const list = await t.http.get<AdminMirrorNightDto[]>(`${ADMIN}?sort=["starts","DESC"]&range=[0,9]`, admin);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^mirrornight 0-\d+\/\d+$/);
    expect(list.body.map((n) => n.id)).toContain(night.id);

    const edited = await t.http.putJson<AdminMirrorNightDto>(
      `${ADMIN}/${night.id}`,
      { ...night, name: 'Glass Moon II', parScore: 55 },
      admin,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Glass Moon II', parScore: 55, hunts: 20, seeds: null });

    for (const bad of [
      { name: '', starts: new Date(now).toISOString(), ends: new Date(now + HOUR).toISOString() },
      { name: 'x', starts: new Date(now + HOUR).toISOString(), ends: new Date(now).toISOString() },
      { name: 'x', starts: 'tomorrow', ends: new Date(now + HOUR).toISOString() },
      { name: 'x', starts: new Date(now).toISOString(), ends: new Date(now + HOUR).toISOString(), hunts: 0 },
      { name: 'x', starts: new Date(now - 2 * HOUR).toISOString(), ends: new Date(now - HOUR).toISOString() },
    ]) {
      const res = await t.http.postJson(ADMIN, bad, admin);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(MIRROR_NIGHT_ERROR_CODES.INVALID);
    }
    expect((await t.http.postJson(ADMIN, { name: 'x' }, player.token)).status).toBe(403);
    expect((await t.http.get(ADMIN)).status).toBe(401);
    expect((await t.http.get(mirrorNightPaths.list)).status).toBe(401);

    const deleted = await t.http.delete(`${ADMIN}/${night.id}`, admin);
    expect(deleted.status).toBe(200);
    expect((await t.http.get(`${ADMIN}/${night.id}`, admin)).status).toBe(404);
  });

  it(
    'two entrants with the same setup meet the same rolls; results, published seeds and verification after the end',
    async () => {
      const a = await hunterWithTrap(t, admin, 'mirrora', 30);
      const b = await hunterWithTrap(t, admin, 'mirrorb', 30);
      const c = await newPlayer(t, 'mirrorc');
      const now = Date.now();
      const night = await schedule('Twin Candles', now - 60_000, now + 2 * HOUR, { hunts: 4 });

      // Enter: once, not on an unknown night.
      const entered = await t.http.postJson<MirrorNightDto>(mirrorNightPaths.enter(night.id), {}, a.token);
      expect(entered.status).toBe(200);
      expect(entered.body).toMatchObject({ id: night.id, phase: 'running', me: { entered: true, huntsUsed: 0, score: 0 } });
      expect((await t.http.postJson(mirrorNightPaths.enter(night.id), {}, b.token)).status).toBe(200);
      const twice = await t.http.postJson(mirrorNightPaths.enter(night.id), {}, a.token);
      expect(twice.status).toBe(409);
      expect(twice.body.code).toBe(MIRROR_NIGHT_ERROR_CODES.ALREADY_ENTERED);
      expect((await t.http.postJson(mirrorNightPaths.enter('00000000-0000-4000-8000-000000000000'), {}, a.token)).status).toBe(404);
      expect((await t.http.postJson(mirrorNightPaths.enter('not-a-night'), {}, a.token)).status).toBe(400);
      expect((await t.http.get(mirrorNightPaths.get('00000000-0000-4000-8000-000000000000'), a.token)).status).toBe(404);

      // Five hunts each: the first four take the night's seeds, in order; the fifth a fresh one.
      const huntsA: HuntAnswerDto[] = [];
      const huntsB: HuntAnswerDto[] = [];
      for (let i = 0; i < 5; i++) {
        huntsA.push(await hunt(a));
        huntsB.push(await hunt(b));
      }
      const rolls = (hunts: HuntAnswerDto[]) =>
        hunts
          .slice(0, 4)
          .map((h, i) => [h.huntResult, h.journalEntry!.enemy?.id ?? null, h.xp - (i > 0 ? hunts[i - 1].xp : 0), h.rounds.length]);
      expect(rolls(huntsA)).toEqual(rolls(huntsB));
      for (let i = 0; i < 4; i++) expect(await plannedOf(huntsA[i].journalEntry!.id)).toEqual({ id: night.id, index: i });
      expect(await plannedOf(huntsA[4].journalEntry!.id)).toBeNull();
      const seedsOf = async (hunts: HuntAnswerDto[]) =>
        (
          await t.dataSource.query(`SELECT seed::text FROM journal_entry WHERE id = ANY($1::uuid[])`, [
            hunts.slice(0, 4).map((h) => h.journalEntry!.id),
          ])
        )
          .map((r: { seed: string }) => r.seed)
          .sort();
      expect(await seedsOf(huntsA)).toEqual(await seedsOf(huntsB));

      // Live results: both entrants, four hunts used, equal scores; no seeds yet, no verification yet.
      const running = await t.http.get<MirrorNightResultsDto>(mirrorNightPaths.get(night.id), c.token);
      expect(running.status).toBe(200);
      expect(running.body.seeds).toBeNull();
      expect(running.body.me.entered).toBe(false);
      expect(running.body.results.map((r) => r.name).sort()).toEqual(['mirrora', 'mirrorb']);
      expect(running.body.results.map((r) => r.huntsUsed)).toEqual([4, 4]);
      // The score is the xp the four planned hunts gave (the players started with none).
      const score = huntsA[3].xp;
      expect(score).toBeGreaterThan(0);
      expect(running.body.results.map((r) => r.score)).toEqual([score, score]);
      const early = await t.http.get(mirrorNightPaths.verify(night.id, a.id), c.token);
      expect(early.status).toBe(409);
      expect(early.body.code).toBe(MIRROR_NIGHT_ERROR_CODES.NOT_ENDED);
      const listed = await t.http.get<MirrorNightListDto>(mirrorNightPaths.list, a.token);
      expect(listed.body.running.find((n) => n.id === night.id)?.me).toEqual({ entered: true, huntsUsed: 4, score });

      // The admin ends it now: the start can no longer move, the seeds are published.
      const moveStart = await t.http.putJson(`${ADMIN}/${night.id}`, { starts: new Date(now).toISOString() }, admin);
      expect(moveStart.status).toBe(409);
      const ended = await t.http.putJson<AdminMirrorNightDto>(`${ADMIN}/${night.id}`, { ends: new Date(Date.now()).toISOString() }, admin);
      expect(ended.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const finished = await t.http.get<MirrorNightResultsDto>(mirrorNightPaths.get(night.id), c.token);
      expect(finished.body.phase).toBe('finished');
      expect(finished.body.seeds).toHaveLength(4);
      expect(await seedsOf(huntsA)).toEqual(finished.body.seeds!.map(String).sort());
      const late = await t.http.postJson(mirrorNightPaths.enter(night.id), {}, c.token);
      expect(late.status).toBe(409);
      expect(late.body.code).toBe(MIRROR_NIGHT_ERROR_CODES.ENDED);
      const laterHunt = await hunt(a);
      expect(await plannedOf(laterHunt.journalEntry!.id)).toBeNull();

      // Anyone verifies any entrant: both match.
      for (const p of [a, b]) {
        const v = await t.http.get<MirrorNightVerifyDto>(mirrorNightPaths.verify(night.id, p.id), c.token);
        expect(v.status).toBe(200);
        expect(v.body).toMatchObject({ userId: p.id, name: p.name, matches: true, score });
        expect(v.body.hunts.map((h) => [h.index, h.seed, h.seedMatches, h.replayMatches])).toEqual(
          finished.body.seeds!.map((seed, i) => [i, seed, true, true]),
        );
      }
      expect((await t.http.get(mirrorNightPaths.verify(night.id, c.id), a.token)).status).toBe(404);

      // A tampered record (the stored outcome claims more xp) is found out.
      await t.dataSource.query(
        `UPDATE journal_entry SET replay = jsonb_set(replay, '{outcome,xp}', to_jsonb((replay->'outcome'->>'xp')::int + 100)) WHERE id = $1`,
        [huntsB[2].journalEntry!.id],
      );
      const tampered = await t.http.get<MirrorNightVerifyDto>(mirrorNightPaths.verify(night.id, b.id), c.token);
      expect(tampered.body.matches).toBe(false);
      expect(tampered.body.hunts.map((h) => h.matches)).toEqual([true, true, false, true]);
      await auditLedger(t);
    },
    SLOW_MS,
  );

  it('entering before the start: hunts before it take fresh seeds; one open night at a time; no deleting an entered night', async () => {
    const p = await hunterWithTrap(t, admin, 'mirrorearly', 10);
    const now = Date.now();
    const first = await schedule('Early Owl', now + HOUR, now + 3 * HOUR);
    const second = await schedule('Late Owl', now + 4 * HOUR, now + 6 * HOUR);
    const res = await t.http.postJson<MirrorNightDto>(mirrorNightPaths.enter(first.id), {}, p.token);
    expect(res.status).toBe(200);
    expect(res.body.phase).toBe('upcoming');
    const before = await hunt(p);
    expect(await plannedOf(before.journalEntry!.id)).toBeNull();
    const elsewhere = await t.http.postJson(mirrorNightPaths.enter(second.id), {}, p.token);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.code).toBe(MIRROR_NIGHT_ERROR_CODES.ENTERED_ELSEWHERE);
    const list = await t.http.get<MirrorNightListDto>(mirrorNightPaths.list, p.token);
    expect(list.body.upcoming.find((n) => n.id === first.id)?.me.entered).toBe(true);
    expect(list.body.upcoming.find((n) => n.id === second.id)?.me.entered).toBe(false);
    const refused = await t.http.delete(`${ADMIN}/${first.id}`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(MIRROR_NIGHT_ERROR_CODES.LOCKED);

    // Moving the start to now moves the entrant's window too: the next hunt takes the first seed.
    expect((await t.http.putJson(`${ADMIN}/${first.id}`, { starts: new Date(Date.now() - 1000).toISOString() }, admin)).status).toBe(200);
    const during = await hunt(p);
    expect(await plannedOf(during.journalEntry!.id)).toEqual({ id: first.id, index: 0 });
  });
});

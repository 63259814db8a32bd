import { HUNT_CHALLENGE_PATHS, HuntAnswerDto, HuntChallengeDto, HuntChallengeRequiredDto, JOURNAL_TYPES } from '@grimhunt/contracts';
import {
  auditLedger,
  grantItem,
  HUNT,
  hunterWithTrap,
  journalCount,
  rewind,
  startTestApp,
  TestApp,
  retainerItem,
} from '@grimhunt/api-testing';

const SETTINGS = {
  HUNT_CHALLENGE_EVERY: '3',
  HUNT_CHALLENGE_WINDOW_MINUTES: '60',
  HUNT_CHALLENGE_TRIES: '2',
  HUNT_CHALLENGE_DELAY_SECONDS: '60',
};

/** The picture puzzle after N manual hunts, shared by two API processes on one database. */
describe('hunt picture puzzle (anti-bot)', () => {
  let t: TestApp;
  let second: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true, env: SETTINGS });
    second = await startTestApp({ demoContent: true, env: SETTINGS }, t.databaseUrl);
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** A manual hunt: the hunt answer (200) or the puzzle's 428 body. */
  const hunt = (app: TestApp, token: string) =>
    app.http.request<HuntAnswerDto & Partial<HuntChallengeRequiredDto>>('POST', HUNT, { token });
  const answerOf = async (userId: string): Promise<number[]> =>
    (await t.dataSource.query(`SELECT scene->'answer' AS answer FROM hunt_challenge WHERE user_id = $1`, [userId]))[0].answer;

  it('counts manual hunts across both processes, then answers 428 until the puzzle is solved', async () => {
    const p = await hunterWithTrap(t, admin, 'botlike', 10);
    // Three manual hunts, alternating processes and routes (regular, quick, chrono count alike).
    expect((await hunt(t, p.token)).body.huntResult).toBe('SuccessRegular');
    await rewind(t, p.id, 3_600_000);
    expect((await second.http.get('/api/Game/quickhunt', p.token)).status).toBe(200);
    await rewind(t, p.id, 3_600_000);
    expect((await hunt(second, p.token)).body.huntResult).toBe('SuccessRegular');
    await rewind(t, p.id, 3_600_000);
    const journalBefore = await journalCount(t, p.id);

    const refused = await hunt(t, p.token);
    expect(refused.status).toBe(428);
    expect(refused.body).toMatchObject({
      statusCode: 428,
      code: 'HUNT.CHALLENGE_REQUIRED',
      challengeRoute: HUNT_CHALLENGE_PATHS.challenge,
      answerRoute: HUNT_CHALLENGE_PATHS.answer,
      retryAfterSeconds: null,
    });
    const challengeId = refused.body.challengeId as string;
    expect(challengeId).toMatch(/^[0-9a-f-]{36}$/);
    // The other process knows it too, on every manual route; nothing was hunted.
    for (const res of [
      await hunt(second, p.token),
      await second.http.get('/api/Game/chronohunt', p.token),
      await t.http.get('/api/Game/quickhunt', p.token),
    ]) {
      expect({ status: res.status, id: res.body.challengeId }).toEqual({ status: 428, id: challengeId });
    }
    expect(await journalCount(t, p.id)).toBe(journalBefore);

    // The picture: a PNG; the markup carries no answer.
    const shown = await second.http.get<HuntChallengeDto>(HUNT_CHALLENGE_PATHS.challenge, p.token);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ challengeId, columns: 3, rows: 3, triesLeft: 2 });
    expect(shown.body.question).toMatch(
      /^Select every picture that shows (exactly [1-4] ghosts?|[2-4] or more ghosts|fewer than [23] ghosts)\.$/,
    );
    expect(shown.body.image.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(shown.body.image.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(Object.keys(shown.body).sort()).toEqual(['challengeId', 'columns', 'image', 'question', 'rows', 'triesLeft']);
    // Asking again shows the same puzzle (no re-roll until it is spent).
    expect((await t.http.get<HuntChallengeDto>(HUNT_CHALLENGE_PATHS.challenge, p.token)).body.challengeId).toBe(challengeId);

    const answer = await answerOf(p.id);
    const wrong = answer.length > 1 ? answer.slice(1) : [...answer, (answer[0] + 1) % 9];
    // Bad bodies are refused and cost no try.
    for (const bad of [
      { challengeId, picks: [9] },
      { challengeId, picks: 'all' },
      { challengeId: 'x', picks: [1] },
      { challengeId, picks: [-1] },
    ]) {
      expect((await t.http.postJson(HUNT_CHALLENGE_PATHS.answer, bad, p.token)).status).toBe(400);
    }
    expect(
      (await t.http.postJson(HUNT_CHALLENGE_PATHS.answer, { challengeId: '00000000-0000-4000-8000-000000000000', picks: answer }, p.token))
        .status,
    ).toBe(404);
    expect((await t.http.postJson(HUNT_CHALLENGE_PATHS.answer, { challengeId, picks: wrong }, p.token)).body).toEqual({
      solved: false,
      triesLeft: 1,
      retryAfterSeconds: null,
    });
    expect((await hunt(t, p.token)).status).toBe(428);
    // The right answer, through the other process: the next hunt goes through.
    expect((await second.http.postJson(HUNT_CHALLENGE_PATHS.answer, { challengeId, picks: [...answer].reverse() }, p.token)).body).toEqual({
      solved: true,
      triesLeft: 0,
      retryAfterSeconds: null,
    });
    expect((await t.http.postJson(HUNT_CHALLENGE_PATHS.answer, { challengeId, picks: answer }, p.token)).status).toBe(404);
    const through = await hunt(t, p.token);
    expect(through.status).toBe(200);
    expect(through.body.huntResult).toBe('SuccessRegular');
    expect(await journalCount(t, p.id)).toBeGreaterThan(journalBefore);
    expect((await t.http.get(HUNT_CHALLENGE_PATHS.challenge, p.token)).status).toBe(404);
    await auditLedger(t);
  });

  it('counts only hunts that happened: repeats answered from the stored answer and refused hunts do not count', async () => {
    const p = await hunterWithTrap(t, admin, 'clicker', 10);
    expect((await hunt(t, p.token)).body.huntResult).toBe('SuccessRegular');
    // Repeat clicks within 2 s get the stored answer; chrono hunts without a charge are refused.
    for (let i = 0; i < 6; i++) expect((await hunt(i % 2 ? t : second, p.token)).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const chrono = await t.http.get<HuntAnswerDto>('/api/Game/chronohunt', p.token);
      expect({ status: chrono.status, sounded: chrono.body.huntResult?.startsWith('Success') }).toEqual({ status: 200, sounded: false });
    }
    await rewind(t, p.id, 3_600_000);
    expect((await hunt(second, p.token)).body.huntResult).toBe('SuccessRegular');
    await rewind(t, p.id, 3_600_000);
    expect((await hunt(t, p.token)).body.huntResult).toBe('SuccessRegular');
    await rewind(t, p.id, 3_600_000);
    // The fourth real hunt is the one past the limit of three.
    expect((await hunt(t, p.token)).status).toBe(428);
  });

  it('limits wrong answers: after the last try no new puzzle before the delay, then a new one', async () => {
    const p = await hunterWithTrap(t, admin, 'guesser', 10);
    for (let i = 0; i < 3; i++) {
      expect((await hunt(i % 2 ? second : t, p.token)).status).toBe(200);
      await rewind(t, p.id, 3_600_000);
    }
    const first = (await hunt(t, p.token)).body.challengeId as string;
    const answer = await answerOf(p.id);
    const wrong = answer.slice(1);
    expect((await t.http.postJson(HUNT_CHALLENGE_PATHS.answer, { challengeId: first, picks: wrong }, p.token)).body).toMatchObject({
      solved: false,
      triesLeft: 1,
    });
    const spent = await second.http.postJson(HUNT_CHALLENGE_PATHS.answer, { challengeId: first, picks: wrong }, p.token);
    expect(spent.body).toEqual({ solved: false, triesLeft: 0, retryAfterSeconds: 60 });
    // Even the right answer is too late now.
    expect((await t.http.postJson(HUNT_CHALLENGE_PATHS.answer, { challengeId: first, picks: answer }, p.token)).status).toBe(404);
    const waiting = await hunt(second, p.token);
    expect(waiting.status).toBe(428);
    expect(waiting.body).toMatchObject({ challengeId: null });
    expect(waiting.body.retryAfterSeconds).toBeGreaterThan(55);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(55);
    const locked = await t.http.get(HUNT_CHALLENGE_PATHS.challenge, p.token);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('HUNT.CHALLENGE_LOCKED');

    // The delay passes (moved by SQL): a new, different puzzle.
    await t.dataSource.query(`UPDATE hunt_challenge SET locked_until = now() - interval '1 second' WHERE user_id = $1`, [p.id]);
    const fresh = await t.http.get<HuntChallengeDto>(HUNT_CHALLENGE_PATHS.challenge, p.token);
    expect(fresh.status).toBe(200);
    expect(fresh.body.challengeId).not.toBe(first);
    expect(fresh.body.triesLeft).toBe(2);
    expect((await hunt(t, p.token)).body.challengeId).toBe(fresh.body.challengeId);
    const [{ solved, failed }] = await t.dataSource.query(`SELECT solved, failed FROM hunt_challenge WHERE user_id = $1`, [p.id]);
    expect({ solved, failed }).toEqual({ solved: 0, failed: 1 });
  });

  it('counts concurrent hunts through both processes exactly: one hunt per round, then the puzzle for all', async () => {
    const p = await hunterWithTrap(t, admin, 'racer', 10);
    const round = async () =>
      (await Promise.all(Array.from({ length: 8 }, (_, i) => hunt(i % 2 ? second : t, p.token)))).map((r) => r.status).sort();
    for (let r = 0; r < 2; r++) {
      // One of the eight hunts; the others are repeats within 2 s and get its answer.
      expect(await round()).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
      await rewind(t, p.id, 3_600_000);
    }
    // The third hunt is the last of the window: the puzzle is due for the requests behind it.
    expect(await round()).toEqual([200, 428, 428, 428, 428, 428, 428, 428]);
    const [{ hunts }] = await t.dataSource.query(`SELECT hunts FROM hunt_challenge WHERE user_id = $1`, [p.id]);
    expect(hunts).toBe(3);
  });

  it("does not block the retainer's auto-hunt (coffin hunt and the hourly hunt on reads)", async () => {
    const retainer = await retainerItem(t, admin, 'Puzzle-Proof Retainer');
    const p = await hunterWithTrap(t, admin, 'sleepy', 10);
    await grantItem(t, admin, p.id, retainer.id, 1);
    expect((await t.http.get(`/api/game/equip/${retainer.id}`, p.token)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await hunt(t, p.token)).status).toBe(200);
      await rewind(t, p.id, 3_600_000);
    }
    expect((await hunt(t, p.token)).status).toBe(428);
    const autosBefore = await journalCount(t, p.id, JOURNAL_TYPES.autoHunt);
    await t.dataSource.query(`UPDATE hunter SET last_auto_hour = last_auto_hour - 2 WHERE user_id = $1`, [p.id]);
    await t.dataSource.query(`DELETE FROM auto_hunt WHERE user_id = $1`, [p.id]);
    const coffin = await t.http.get<HuntAnswerDto>('/api/Game/coffinhunt', p.token);
    expect({ status: coffin.status, body: coffin.body }).toMatchObject({ status: 200 });
    expect(coffin.body.journalEntry).toMatchObject({ type: JOURNAL_TYPES.autoHunt });
    expect(await journalCount(t, p.id, JOURNAL_TYPES.autoHunt)).toBeGreaterThan(autosBefore);
  });
});

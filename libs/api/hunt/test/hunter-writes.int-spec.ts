import { PgChannelListener, UnitOfWork } from '@grimhunt/api-kernel';
import { eventually, HUNT, hunterWithTrap, startTestApp, TestApp } from '@grimhunt/api-testing';
import { HUNT_UNIT_OF_WORK } from '../src/application/ports/hunt-unit-of-work.port';
import { HUNTER_REPOSITORY, HunterRepository, HuntWrites } from '../src/application/ports/hunter.repository.port';

/**
 * Every hunt writes its rows with one statement (`writeMany`; a solo hunt's `write` is that statement with one player),
 * and a hunting party writes the sounder's rows with its friends' in it: each player's rows in a batch must come out
 * exactly as one player's written alone, the admission's columns included (request counter, puzzle state), the seed
 * plan and the party columns too. The same statement sends the party's notifications.
 */
describe('the hunt rows of several players in one statement are written as one player’s', () => {
  let t: TestApp;
  let admin: string;
  let hunters: HunterRepository;
  let uow: UnitOfWork;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
    hunters = t.app.get(HUNTER_REPOSITORY);
    uow = t.app.get(HUNT_UNIT_OF_WORK);
  });
  afterAll(() => t?.close());

  /** A player who hunted once (hunter and puzzle rows exist) and entered a seed plan; `pending`: a puzzle is left open. */
  async function hunted(name: string, pending: boolean): Promise<string> {
    const p = await hunterWithTrap(t, admin, name, 5);
    expect((await t.http.postForm(HUNT, {}, p.token)).status).toBe(200);
    await t.dataSource.query(
      `UPDATE hunter SET seed_plan = '{"id": "00000000-0000-4000-8000-000000000001", "used": 0}' WHERE user_id = $1`,
      [p.id],
    );
    if (pending)
      await t.dataSource.query(
        `UPDATE hunt_challenge SET challenge_id = gen_random_uuid(), scene = '{"left": true}', wrong = 1 WHERE user_id = $1`,
        [p.id],
      );
    return p.id;
  }

  /** The same request's rows for any player: every column `write` may change. */
  async function writesOf(userId: string): Promise<HuntWrites> {
    const state = (await hunters.find(userId))!;
    const lastAnswer = { huntResult: 'SuccessRegular', shown: [1, 2, 3] };
    return {
      state: {
        ...state,
        nextHuntAt: 1_900_000_000_000,
        lastAutoHour: 527_000,
        lastAnswer,
        lastAnswerKind: 'regular',
        lastAnswerAt: 1_899_999_000_000,
      },
      journal: [],
      catches: [],
      missions: [],
      rankRewards: [],
      autoHours: [],
      requests: { count: 7, windowStart: 1_899_998_000_000 },
      challenge: { hunts: 13, windowStartedAt: 1_899_997_000_000, pending: null, lockedUntil: 1_899_996_000_000 },
      seedPlanUsed: 2,
      partyPossible: false,
      takenAlong: {
        by: { userId: '00000000-0000-4000-8000-000000000002', name: 'Mara' },
        huntedAt: 1_899_999_000_000,
        until: 1_900_000_000_000,
        entry: {
          id: '00000000-0000-4000-8000-000000000003',
          type: 1,
          timeStamp: 1_899_999_000_000,
          enemy: null,
          loot: [],
          data: {},
          seed: 42,
        },
      },
    };
  }

  async function rowsOf(userId: string) {
    const [row] = await t.dataSource.query(
      `SELECT h.hunting_ground_id, h.next_hunt_ms, h.chrono_charges, h.chrono_recharge_ms, h.last_auto_hour, h.last_answer,
              h.last_answer_kind, h.last_answer_ms, h.hunt_requests, h.hunt_requests_window_ms, h.seed_plan, h.party_possible,
              h.taken_along, c.hunts, c.window_started_at, c.scene, c.wrong, c.locked_until, c.challenge_id IS NOT NULL AS puzzle_open
         FROM hunter h JOIN hunt_challenge c USING (user_id) WHERE h.user_id = $1`,
      [userId],
    );
    return row;
  }

  it('reads a stored answer only while it is recent, and a write that carries no new answer keeps the stored one', async () => {
    const id = await hunted('keeper', false);
    const stored = async () =>
      (
        await t.dataSource.query(`SELECT last_answer IS NOT NULL AS has, last_answer_ms::text AS ms FROM hunter WHERE user_id = $1`, [id])
      )[0];
    const before = await stored();
    expect(before.has).toBe(true);
    // Fresh: every read of the row carries the answer (a repeat within 2 s needs it).
    expect((await hunters.find(id))!.lastAnswer).not.toBeNull();
    // A minute and more old: the reads leave it out, the row keeps it.
    await t.dataSource.query(`UPDATE hunter SET last_answer_ms = last_answer_ms - 61000 WHERE user_id = $1`, [id]);
    const old = await hunters.find(id);
    expect(old!.lastAnswer).toBeNull();
    expect(old!.lastAnswerAt).toBe(Number(before.ms) - 61000);
    // Writing the hunter row as read (the answer left out, its time unchanged) keeps the stored answer, both ways.
    await uow.run((tx) => hunters.save(tx, old!));
    expect(await stored()).toEqual({ has: true, ms: String(Number(before.ms) - 61000) });
    await uow.run((tx) => hunters.write(tx, id, { state: old!, journal: [], catches: [], missions: [], rankRewards: [], autoHours: [] }));
    expect(await stored()).toEqual({ has: true, ms: String(Number(before.ms) - 61000) });
    // A write with a new answer time replaces it (here: with none).
    await uow.run((tx) => hunters.save(tx, { ...old!, lastAnswerAt: old!.lastAnswerAt! + 1 }));
    expect((await stored()).has).toBe(false);
  });

  it('writes the request counter, the puzzle state, the seed plan and the party columns of a batch as of one player alone', async () => {
    // One player of each kind written alone, its twin in a batch with the other's twin.
    const [alone, batched, aloneOpen, batchedOpen] = [
      await hunted('wAlone', false),
      await hunted('wBatched', false),
      await hunted('wAloneOpen', true),
      await hunted('wBatchedOpen', true),
    ];
    const writes = new Map<string, HuntWrites>();
    for (const id of [alone, batched, aloneOpen, batchedOpen]) writes.set(id, await writesOf(id));
    await uow.run(async (tx) => {
      await hunters.write(tx, alone, writes.get(alone)!);
      await hunters.write(tx, aloneOpen, writes.get(aloneOpen)!);
      await hunters.writeMany(tx, [
        { userId: batched, writes: writes.get(batched)! },
        { userId: batchedOpen, writes: writes.get(batchedOpen)! },
      ]);
    });

    const written = await rowsOf(alone);
    expect(written).toMatchObject({ hunt_requests: 7, hunts: 13, party_possible: false, puzzle_open: false });
    expect(written.seed_plan.used).toBe(2);
    expect(await rowsOf(batched)).toEqual(written);
    // A puzzle left open since the row was read stands, alone or batched.
    // (Their puzzle windows started at their own first hunts.)
    const { window_started_at: aloneWindow, ...open } = await rowsOf(aloneOpen);
    expect(open).toMatchObject({ hunt_requests: 7, hunts: 1, puzzle_open: true, wrong: 1, scene: { left: true } });
    const { window_started_at: batchedWindow, ...openBatched } = await rowsOf(batchedOpen);
    expect(openBatched).toEqual(open);
    expect([aloneWindow, batchedWindow]).not.toContainEqual(new Date(1_899_997_000_000));
  });

  it('sends the notifications in the same statement, whatever rows it writes, delivered only when the transaction commits', async () => {
    const channel = 'grimhunt_hunt_rows_spec';
    const heard: string[] = [];
    const stop = await t.app.get(PgChannelListener).subscribe(channel, { notify: (payload) => heard.push(payload) });
    try {
      const id = await hunted('wNotify', false);
      const rowsBefore = await rowsOf(id);
      const notice = (payload: string) => ({ channel, payload });
      // Nothing to write but the notifications: no hunter row matches the statement's update.
      const nothing: HuntWrites = { state: null, journal: [], catches: [], missions: [], rankRewards: [], autoHours: [] };
      const rolledBack = uow.run(async (tx) => {
        await hunters.writeMany(tx, [{ userId: id, writes: await writesOf(id) }], [notice('rolled back')]);
        throw new Error('the request failed after its rows were written');
      });
      await expect(rolledBack).rejects.toThrow(/failed after/);
      expect(await rowsOf(id)).toEqual(rowsBefore);
      await uow.run((tx) => hunters.writeMany(tx, [{ userId: id, writes: nothing }], [notice('first'), notice('second')]));
      await uow.run(async (tx) => hunters.writeMany(tx, [{ userId: id, writes: await writesOf(id) }], [notice('third')]));
      await eventually(async () => (heard.length >= 3 ? heard : undefined));
      // Delivered in commit order: the rolled-back statement's would have come first.
      expect(heard).toEqual(['first', 'second', 'third']);
      expect((await rowsOf(id)).hunt_requests).toBe(7);
    } finally {
      stop();
    }
  });

  it('refuses a request counter without the hunter row, and then writes nobody’s rows', async () => {
    const [id, other] = [await hunted('wNoState', false), await hunted('wNoStateOther', false)];
    const before = await rowsOf(other);
    const writes = { ...(await writesOf(id)), state: null };
    await expect(uow.run((tx) => hunters.write(tx, id, writes))).rejects.toThrow(/request counter/);
    const batch = [
      { userId: other, writes: await writesOf(other) },
      { userId: id, writes },
    ];
    await expect(uow.run((tx) => hunters.writeMany(tx, batch))).rejects.toThrow(/request counter/);
    expect(await rowsOf(other)).toEqual(before);
  });
});

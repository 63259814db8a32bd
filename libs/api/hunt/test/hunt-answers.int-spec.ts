import { HuntAnswerDto, SETTINGS } from '@grimhunt/contracts';
import {
  befriend,
  grantItem,
  HUNT,
  hunterWithTrap,
  readyFriend,
  rewind,
  setParty,
  setSetting,
  SimpleRest,
  startTestApp,
  TestApp,
  clearOfHourEdge,
} from '@grimhunt/api-testing';

/** A small seeded generator (mulberry32): the same hunts, in the same order, draw the same seeds on every run. */
function seededRng(seed: number) {
  let a = seed >>> 0;
  return {
    next: () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let x = a;
      x = Math.imul(x ^ (x >>> 15), x | 1);
      x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
      return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
    },
  };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const MS = /\b1\d{12}\b/g;

/**
 * The answer's text as the server sent it, byte for byte, with what differs between runs named instead: ids in
 * their order of first appearance in the scenario, times the test wrote by their name, other times as seconds from
 * the answer's own `currentTimeStamp` (the database clock). Everything else (field order, texts, numbers, rounds) is compared exactly.
 */
function pinned(text: string, ids: Map<string, string>, times: Map<number, string>): string {
  const now = Number(JSON.parse(text).currentTimeStamp);
  return text
    .replace(MS, (ms) => times.get(Number(ms)) ?? ms)
    .replace(UUID, (id) => {
      if (!ids.has(id)) ids.set(id, `id${ids.size + 1}`);
      return ids.get(id)!;
    })
    .replace(MS, (ms) => `now${Number(ms) - now >= 0 ? '+' : ''}${Math.round((Number(ms) - now) / 1000)}s`);
}

const SLOW_MS = 60_000;

describe('hunt answers of a seeded run, pinned (every hunt kind answers byte for byte as before)', () => {
  let t: TestApp;
  let admin: string;
  const ids = new Map<string, string>();
  const times = new Map<number, string>();

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true, rng: seededRng(20261127) });
    admin = await t.http.login('admin', 'admin');
    // Missions start and count on the database clock, which the run does not control (missions.int-spec.ts tests them).
    await setSetting(t, admin, SETTINGS.missionsEnabled, false);
    // Within the last minute of an hour the auto-hunts would fall into two hours: wait for the next one.
    const [{ ms }] = await t.dataSource.query(`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms`);
    const left = 3_600_000 - (Number(ms) % 3_600_000);
    if (left < 60_000) await new Promise((r) => setTimeout(r, left + 1000));
  }, SLOW_MS + 60_000);
  afterAll(() => t?.close());

  const answer = async (method: 'GET' | 'POST', path: string, token: string) => {
    const res = await t.http.request<HuntAnswerDto>(method, path, { token });
    expect(res.status).toBe(200);
    return pinned(res.text, ids, times);
  };
  const regular = (token: string) => answer('POST', HUNT, token);
  /** Lets the 2-second repeat window pass (the stored answer's time moves back). */
  const afterRepeatWindow = (userId: string) =>
    t.dataSource.query(`UPDATE hunter SET last_answer_ms = last_answer_ms - 2500 WHERE user_id = $1`, [userId]);

  it(
    'regular, repeated, refused, quick and chrono hunts',
    async () => {
      const p = await hunterWithTrap(t, admin, 'pinned', 2);
      const answers = [await regular(p.token), await regular(p.token)];
      await afterRepeatWindow(p.id);
      answers.push(await regular(p.token)); // on cooldown
      await rewind(t, p.id, 3_600_000);
      await afterRepeatWindow(p.id);
      answers.push(await answer('GET', '/api/Game/quickhunt', p.token));
      await afterRepeatWindow(p.id);
      answers.push(await answer('GET', '/api/Game/chronohunt', p.token)); // no chrono crystal
      await rewind(t, p.id, 3_600_000);
      await afterRepeatWindow(p.id);
      answers.push(await regular(p.token)); // the last bait
      await rewind(t, p.id, 3_600_000);
      await afterRepeatWindow(p.id);
      answers.push(await regular(p.token)); // no bait left
      expect(answers).toMatchSnapshot();
    },
    SLOW_MS,
  );

  it(
    'coffin hunts and auto-hunts served before a manual hunt',
    async () => {
      const rest = new SimpleRest(t, admin);
      const [specialitem] = await t.dataSource.query(`SELECT id FROM item_type WHERE short_name = 'specialitem'`);
      const retainer = await rest.make('item', {
        name: 'Pinned Retainer',
        type: specialitem.id,
        visible: true,
        stats: { statEntries: [{ name: 'Retainer', shortName: 'retainer', valueFrom: 1, valueTo: 1 }] },
      });
      await new Promise((r) => setTimeout(r, 1100)); // game reads see catalogue writes within a second
      const p = await hunterWithTrap(t, admin, 'sleeper', 5);
      expect((await t.http.get('/api/clientUser/getstatus', p.token)).status).toBe(200); // the hunter row, before the retainer
      await grantItem(t, admin, p.id, retainer.id, 1);
      expect((await t.http.get(`/api/game/equip/${retainer.id}`, p.token)).status).toBe(200);
      // The hour's auto-hunt happens when the trap comes off cooldown: a second ago (the hours before it are open too).
      const offCooldown = async (openHours: number) => {
        await t.dataSource.query(`DELETE FROM auto_hunt WHERE user_id = $1`, [p.id]);
        const [[row]] = await t.dataSource.query(
          `UPDATE hunter SET next_hunt_ms = (extract(epoch FROM clock_timestamp()) * 1000)::bigint - 1000,
                  last_auto_hour = floor(extract(epoch FROM clock_timestamp()) / 3600)::bigint - $2
            WHERE user_id = $1 RETURNING next_hunt_ms`,
          [p.id, openHours],
        );
        times.set(Number(row.next_hunt_ms), `offCooldown${openHours}`);
      };
      await clearOfHourEdge(); // the hours opened below are counted on the clock: none may begin meanwhile
      await offCooldown(1);
      const answers = [await answer('GET', '/api/Game/coffinhunt', p.token), await answer('GET', '/api/Game/coffinhunt', p.token)];
      await afterRepeatWindow(p.id);
      answers.push(await answer('GET', '/api/Game/coffinhunt', p.token)); // this hour's is done
      await offCooldown(2);
      await afterRepeatWindow(p.id);
      answers.push(await regular(p.token)); // the retainer's hunt first, then the player's
      expect(answers).toMatchSnapshot();
    },
    SLOW_MS,
  );

  it(
    'a party hunt, and the friend refused on the cooldown it started',
    async () => {
      const friend = await readyFriend(t, admin, 'Mina');
      const sounder = await hunterWithTrap(t, admin, 'Jonathan');
      await befriend(t, sounder, friend);
      await setParty(t, sounder, true);
      const answers = [await regular(sounder.token), await regular(friend.token)];
      expect(answers).toMatchSnapshot();
    },
    SLOW_MS,
  );
});

describe('a repeat answered from a hunter row written before outcome records', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
  }, SLOW_MS);
  afterAll(() => t?.close());

  it('answers the stored HTTP answer as it is, marked cached, with rounds and catch when it had none', async () => {
    const p = await hunterWithTrap(t, admin, 'oldrow', 2);
    const first = await t.http.request<HuntAnswerDto>('POST', HUNT, { token: p.token });
    expect(first.status).toBe(200);
    // The row as the code before outcome records wrote it: the answer itself, in the database's jsonb order.
    await t.dataSource.query(`UPDATE hunter SET last_answer = $2::jsonb WHERE user_id = $1`, [p.id, JSON.stringify(first.body)]);
    const stored = JSON.stringify((await t.dataSource.query(`SELECT last_answer FROM hunter WHERE user_id = $1`, [p.id]))[0].last_answer);
    const repeat = await t.http.request<HuntAnswerDto>('POST', HUNT, { token: p.token });
    expect(repeat.text).toBe(stored.replace('"cached":false', '"cached":true'));
    // Older still: stored before answers had rounds and a catch.
    const { rounds: _rounds, catch: _catch, ...older } = first.body;
    await t.dataSource.query(`UPDATE hunter SET last_answer = $2::jsonb WHERE user_id = $1`, [p.id, JSON.stringify(older)]);
    const again = await t.http.request<HuntAnswerDto>('POST', HUNT, { token: p.token });
    expect(again.body).toEqual({ ...first.body, cached: true, rounds: [], catch: null });
  });
});

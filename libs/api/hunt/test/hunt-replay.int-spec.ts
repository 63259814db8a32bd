import { HuntAnswerDto, HuntReplayDto } from '@grimhunt/contracts';
import { grantItem, HUNT, hunterWithTrap, itemIdByName, startTestApp, TestApp } from '@grimhunt/api-testing';

const replayPath = (id: string) => `/api/admin/hunt/replay/${id}`;
/**
 * 100 hunts (10 players at once, 10 rounds), 100 replays and three catalogue edits of the enemies the players meet:
 * about 130 HTTP round trips in all. Generous on a shared 2-core machine.
 */
const SLOW_MS = 120_000;

describe('every hunt replayable', () => {
  let t: TestApp;
  let admin: string;
  const journalIds: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
  }, SLOW_MS);
  afterAll(() => t?.close(), SLOW_MS);

  /** Edits, through the admin API and all at once, the enemies on the grounds of these players. */
  async function editEnemies(userIds: string[], change: (enemy: { scareFactor: number; xp: number }) => Record<string, unknown>) {
    const enemies: { id: string; scareFactor: number; xp: number }[] = await t.dataSource.query(
      `SELECT DISTINCT e.id, e.scare_factor::int AS "scareFactor", e.xp::int AS xp
         FROM hunter h JOIN hunting_table ht ON ht.hunting_ground_id = h.hunting_ground_id
         JOIN hunting_table_entry hte ON hte.hunting_table_id = ht.id JOIN enemy e ON e.id = hte.enemy_id
        WHERE h.user_id = ANY($1::uuid[])`,
      [userIds],
    );
    expect(enemies.length).toBeGreaterThan(0);
    const statuses = await Promise.all(
      enemies.map((enemy) => t.http.putJson(`/api/enemy/${enemy.id}`, change(enemy), admin).then((r) => r.status)),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
  }

  it(
    'a hundred live hunts, with gear changes and catalogue edits between them, all replay to the same outcome',
    async () => {
      const players = await Promise.all(Array.from({ length: 10 }, (_, i) => hunterWithTrap(t, admin, `replayer${i}`, 20)));
      const ids = players.map((p) => p.id);
      const snare = await itemIdByName(t, 'Salt-Circle Snare');
      const clockwork = await itemIdByName(t, 'Clockwork Soul Trap');
      const results = new Set<string>();
      for (let round = 0; round < 10; round++) {
        if (round === 3) await editEnemies(ids, (e) => ({ scareFactor: e.scareFactor + 35, xp: e.xp + 7 })); // some ghosts now escape
        if (round === 5) {
          // Gear: two players swap the clockwork trap for the weaker snare.
          await Promise.all(
            players.slice(0, 2).map(async (p) => {
              await grantItem(t, admin, p.id, snare, 1);
              expect((await t.http.get(`/api/game/unequip/${clockwork}`, p.token)).status).toBe(200);
              expect((await t.http.get(`/api/game/equip/${snare}`, p.token)).status).toBe(200);
            }),
          );
        }
        if (round === 7) await editEnemies(ids, (e) => ({ scareFactor: Math.max(1, e.scareFactor - 50), xp: e.xp * 2 }));
        const answers = await Promise.all(players.map((p) => t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token)));
        for (const a of answers) {
          expect(a.status).toBe(200);
          expect(a.body.journalEntry).not.toBeNull();
          results.add(a.body.huntResult);
          journalIds.push(a.body.journalEntry!.id);
        }
        // An hour goes by for everyone (one statement).
        await t.dataSource.query(
          `UPDATE hunter SET next_hunt_ms = next_hunt_ms - 3600000, last_answer_ms = last_answer_ms - 3600000 WHERE user_id = ANY($1::uuid[])`,
          [ids],
        );
      }
      expect(journalIds).toHaveLength(100);
      // The edits mattered: both catches and escapes happened.
      expect(results.has('SuccessRegular')).toBe(true);
      expect([...results].some((r) => r !== 'SuccessRegular')).toBe(true);
      // One more catalogue edit after the last hunt: replays read what each hunt read, not today's catalogue.
      await editEnemies(ids, () => ({ scareFactor: 1, xp: 1 }));

      const replays = await Promise.all(journalIds.map((id) => t.http.get<HuntReplayDto>(replayPath(id), admin)));
      const mismatches = replays.filter((r) => r.status !== 200 || !r.body.matches).map((r) => r.body);
      expect(mismatches).toEqual([]);
      expect(replays[0].body).toMatchObject({ journalEntryId: journalIds[0], matches: true, kind: 'regular' });
      expect(replays[0].body.recorded).toEqual(replays[0].body.replayed);
    },
    SLOW_MS,
  );

  it('a tampered record does not match', async () => {
    const [id] = journalIds;
    await t.dataSource.query(
      `UPDATE journal_entry SET replay = jsonb_set(replay, '{outcome,xp}', to_jsonb((replay->'outcome'->>'xp')::int + 1)) WHERE id = $1`,
      [id],
    );
    const tampered = await t.http.get<HuntReplayDto>(replayPath(id), admin);
    expect(tampered.status).toBe(200);
    expect(tampered.body.matches).toBe(false);
    expect(tampered.body.recorded.xp).toBe(tampered.body.replayed.xp + 1);

    // The inputs: a trap without power cannot make a regular catch the record says it made. (A changed seed alone may
    // well give the same outcome on a ground with one ghost, so it would prove nothing.)
    const [caught] = await t.dataSource.query(
      `SELECT id FROM journal_entry WHERE id = ANY($1::uuid[]) AND id <> $2 AND replay->'outcome'->>'huntResult' = 'SuccessRegular' LIMIT 1`,
      [journalIds, id],
    );
    await t.dataSource.query(`UPDATE journal_entry SET replay = jsonb_set(replay, '{setup,power}', '0') WHERE id = $1`, [caught.id]);
    const weakened = await t.http.get<HuntReplayDto>(replayPath(caught.id), admin);
    expect(weakened.body.matches).toBe(false);
    expect(weakened.body.recorded.huntResult).toBe('SuccessRegular');
    expect(weakened.body.replayed.huntResult).not.toBe('SuccessRegular');
  });

  it('answers 404 for an unknown id, 400 for a malformed one, and only to admins', async () => {
    const unknown = await t.http.get(replayPath('00000000-0000-4000-8000-000000000000'), admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'HUNT.REPLAY_NOT_FOUND' });
    const malformed = await t.http.get(replayPath('not-a-uuid'), admin);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'HUNT.INVALID_JOURNAL_ID' });
    const player = await hunterWithTrap(t, admin, 'nosy', 1);
    expect((await t.http.get(replayPath(journalIds[2]), player.token)).status).toBe(403);
    expect((await t.http.get(replayPath(journalIds[2]))).status).toBe(401);
  });
});

import { HuntAnswerDto, HuntOddsDto, HUNT_PATHS, SEANCE_MAP_PATHS, SeanceMapDto } from '@grimhunt/contracts';
import { auditLedger, befriend, HUNT, rewind, startTestApp, TestApp } from '@grimhunt/api-testing';
import { auditSeanceChests, grantScroll, MAP_TEST_ENV, mapHunter, mapOf } from './seance-maps.test-helpers';

describe('séance maps across two API processes', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;

  beforeAll(async () => {
    a = await startTestApp({ demoContent: true, env: MAP_TEST_ENV });
    b = await startTestApp({ demoContent: false, env: MAP_TEST_ENV }, a.databaseUrl);
    admin = await a.http.login('admin', 'admin');
  });
  afterAll(async () => {
    await auditLedger(a);
    await auditSeanceChests(a);
    await b?.close();
    await a?.close();
  });

  it('two members catching the same map ghost at once on two processes credit it once', async () => {
    const owner = await mapHunter(a, admin, 'RaceOwner');
    const mate = await mapHunter(a, admin, 'RaceMate');
    await befriend(a, owner, mate);
    const map = (
      await a.http.postJson<SeanceMapDto>(SEANCE_MAP_PATHS.maps, { scrollItemId: await grantScroll(a, admin, owner.id) }, owner.token)
    ).body;
    expect((await a.http.postJson(SEANCE_MAP_PATHS.invite(map.id), { name: mate.name }, owner.token)).status).toBe(200);
    expect((await b.http.postJson(SEANCE_MAP_PATHS.join(map.id), {}, mate.token)).status).toBe(200);

    // Both stand on Gallows Hill; an admin leaves one map ghost alone in its table, so both hunts meet and catch it.
    const [{ id: tableId }] = await a.dataSource.query(
      `SELECT t.id FROM hunting_table t JOIN hunting_ground g ON g.id = t.hunting_ground_id WHERE g.name = 'Gallows Hill'`,
    );
    const table = (await a.http.get(`/api/huntingtable/${tableId}`, admin)).body;
    const gallows = new Set(table.enemies.map((e: { enemyId: string }) => e.enemyId));
    const targets = map.ghosts.map((g) => g.enemyId).filter((id) => gallows.has(id));
    expect(targets.length).toBeGreaterThanOrEqual(3);
    const onMap = new Set(map.ghosts.map((g) => g.enemyId));
    const caught = new Set<string>();
    for (const [round, ghost] of targets.slice(0, 3).entries()) {
      const put = await a.http.putJson(
        `/api/huntingtable/${tableId}`,
        { ...table, enemies: [{ enemyId: ghost, rangeMin: 0, rangeMax: 9999 }] },
        admin,
      );
      expect(put.status).toBe(200);
      // The other process sees the catalogue change within its snapshot age.
      for (let i = 0; i < 100; i++) {
        const odds = (await b.http.get<HuntOddsDto>(HUNT_PATHS.odds, mate.token)).body;
        if (
          odds.ghosts
            .filter((g) => g.via === 'table')
            .map((g) => g.enemy.id)
            .join() === ghost
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // A special ghost of the season may still come now and then: hunt again until both met the ghost at once.
      let raced = false;
      for (let attempt = 0; attempt < 6 && !raced; attempt++) {
        for (const p of [owner, mate]) await rewind(a, p.id, 60 * 60_000);
        const [x, y] = await Promise.all([
          a.http.postForm<HuntAnswerDto>(HUNT, {}, owner.token),
          b.http.postForm<HuntAnswerDto>(HUNT, {}, mate.token),
        ]);
        for (const answer of [x.body, y.body]) {
          const id = answer.success ? answer.journalEntry?.enemy?.id : undefined;
          if (id && onMap.has(id)) caught.add(id);
        }
        raced = x.body.journalEntry?.enemy?.id === ghost && y.body.journalEntry?.enemy?.id === ghost;
        // Whatever came, every map ghost caught is counted once, on the map and in its rows.
        const seen = await mapOf(b, owner.token, map.id);
        expect(seen.caught).toBe(caught.size);
        const rows = await a.dataSource.query(
          `SELECT count(*)::int AS n FROM social_seance_ghost WHERE map_id = $1 AND caught_at IS NOT NULL`,
          [map.id],
        );
        expect(rows[0].n).toBe(caught.size);
      }
      expect({ round, raced }).toEqual({ round, raced: true });
      const seen = await mapOf(a, mate.token, map.id);
      expect([owner.id, mate.id]).toContain(seen.ghosts.find((g) => g.enemyId === ghost)!.caughtBy!.userId);
    }
  });
});

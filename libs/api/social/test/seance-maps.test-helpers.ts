import { HuntAnswerDto, SEANCE_MAP_PATHS, SeanceMapDto } from '@grimhunt/contracts';
import { grantItem, HUNT, hunterWithTrap, itemIdByName, rewind, setGold, type TestApp } from '@grimhunt/api-testing';

/** The app options of the séance-map tests: the demo content, many hunts in a row (no puzzle, no rate limit). */
export const MAP_TEST_ENV = { HUNT_CHALLENGE_EVERY: '0' };

/**
 * A hunter (Clockwork Soul Trap, 400 Grave Moss Cheese) who travelled to Whispering Chapel and back to Gallows Hill
 * through the travel route: two visited grounds, 14 ghosts to draw maps from.
 */
export async function mapHunter(t: TestApp, admin: string, name: string) {
  const p = await hunterWithTrap(t, admin, name, 400, { xp: 600 });
  await setGold(t, admin, p.id, 1_000);
  const grounds: { id: string; name: string }[] = await t.dataSource.query(
    `SELECT id, name FROM hunting_ground WHERE name IN ('Gallows Hill', 'Whispering Chapel')`,
  );
  const id = (n: string) => grounds.find((g) => g.name === n)!.id;
  for (const ground of [id('Whispering Chapel'), id('Gallows Hill')]) {
    const res = await t.http.postForm('/api/Game/travel', { newHuntingGroundId: ground }, p.token);
    if (res.status !== 200) throw new Error(`travel: ${res.status} ${res.text}`);
  }
  return p;
}

export async function grantScroll(t: TestApp, admin: string, userId: string, name = 'Candle-Stub Séance Scroll', amount = 1) {
  const id = await itemIdByName(t, name);
  await grantItem(t, admin, userId, id, amount);
  return id;
}

export async function mapOf(t: TestApp, token: string, mapId: string): Promise<SeanceMapDto> {
  const res = await t.http.get<SeanceMapDto>(SEANCE_MAP_PATHS.map(mapId), token);
  if (res.status !== 200) throw new Error(`map: ${res.status} ${res.text}`);
  return res.body;
}

/**
 * One sounded hunt now; the answer. Time is moved first, as the hunt tests do: the cooldown is over, and the per-player
 * request window (120 hunt requests a minute) started long ago.
 */
export async function huntNow(t: TestApp, p: { id: string; token: string }): Promise<HuntAnswerDto> {
  await rewind(t, p.id, 60 * 60_000);
  await t.dataSource.query(`UPDATE hunter SET hunt_requests_window_ms = 0 WHERE user_id = $1`, [p.id]);
  const res = await t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token);
  if (res.status !== 200) throw new Error(`hunt: ${res.status} ${res.text}`);
  return res.body;
}

/** Hunts until the hunter caught one of `wanted` (at most `tries` hunts); the ghost caught, or null. */
export async function huntUntilCaught(
  t: TestApp,
  p: { id: string; token: string },
  wanted: (enemyId: string) => boolean,
  tries = 150,
): Promise<string | null> {
  for (let i = 0; i < tries; i++) {
    const answer = await huntNow(t, p);
    const enemyId = answer.success ? answer.journalEntry?.enemy?.id : null;
    if (enemyId && wanted(enemyId)) return enemyId;
  }
  return null;
}

/** Every map chest paid its member once: one chest (gold row) per member and map at most, only for settled maps. */
export async function auditSeanceChests(t: TestApp): Promise<void> {
  const wrong = await t.dataSource.query(`
    SELECT l.reference, l.user_id, count(*) AS n FROM ledger l
     WHERE l.reason IN ('seance-map-chest', 'seance-map-consolation') AND l.kind = 'currency'
     GROUP BY l.reference, l.user_id
    HAVING count(*) <> 1
        OR NOT EXISTS (SELECT 1 FROM social_seance_map s WHERE s.id::text = l.reference AND s.settled_at IS NOT NULL)`);
  expect(wrong).toEqual([]);
}

import { HuntAnswerDto, SOCIAL_PATHS } from '@grimhunt/contracts';
import type { TestApp } from './test-app';
import { HUNT, hunterWithTrap, rewind } from './hunt';
import type { Player } from './players';

/** The party switch through the Friends screen's route. */
export async function setParty(t: TestApp, p: Player, enabled: boolean): Promise<void> {
  const res = await t.http.putJson(SOCIAL_PATHS.party, { enabled }, p.token);
  if (res.status !== 200) throw new Error(`party: ${res.status} ${res.text}`);
}

export async function hunt(t: TestApp, p: Player): Promise<HuntAnswerDto> {
  const res = await t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token);
  if (res.status !== 200) throw new Error(`hunt: ${res.status} ${res.text}`);
  return res.body;
}

/**
 * A player with a trap and bait who agreed to the party and is ready to be taken along: they hunted themselves (so
 * they were active), and 16 minutes went by (their cooldown is over, still active within the hour).
 */
export async function readyFriend(t: TestApp, admin: string, name: string, bait = 5): Promise<Player & { baitId: string }> {
  const p = await hunterWithTrap(t, admin, name, bait);
  await setParty(t, p, true);
  await hunt(t, p);
  await rewind(t, p.id, 16 * 60_000);
  return p;
}

/** The player's last own HUNT press was `ms` ago (their stored answer and their request counter's window). */
export async function ageActivity(t: TestApp, userId: string, ms: number): Promise<void> {
  await t.dataSource.query(
    `UPDATE hunter SET last_answer_ms = (extract(epoch FROM clock_timestamp()) * 1000)::bigint - $2, hunt_requests_window_ms = (extract(epoch FROM clock_timestamp()) * 1000)::bigint - $2
      WHERE user_id = $1`,
    [userId, ms],
  );
}

/** The player's hunt entries (type 8), newest first, with who took them along. */
export async function huntEntries(t: TestApp, userId: string): Promise<{ id: string; xp: number; huntedWith: unknown; seed: string }[]> {
  return t.dataSource.query(
    `SELECT id, xp, data->'huntedWith' AS "huntedWith", seed FROM journal_entry WHERE user_id = $1 AND type = 8 ORDER BY at_ms DESC, id`,
    [userId],
  );
}

/** The hunt-request counter and the puzzle count of a player (neither moves for a taken-along hunt). */
export async function countersOf(t: TestApp, userId: string): Promise<{ requests: number; puzzle: number | null }> {
  const [row] = await t.dataSource.query(
    `SELECT h.hunt_requests AS requests, c.hunts AS puzzle FROM hunter h LEFT JOIN hunt_challenge c USING (user_id) WHERE h.user_id = $1`,
    [userId],
  );
  return row;
}

/** Makes two players friends through the screens' routes (a request, then the addressee's accept). */
export async function befriend(t: TestApp, a: Player, b: Player): Promise<void> {
  const asked = await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: b.name }, a.token);
  if (asked.status !== 201) throw new Error(`request: ${asked.status} ${asked.text}`);
  const accepted = await t.http.postJson(SOCIAL_PATHS.acceptRequest(asked.body.requestId), {}, b.token);
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${accepted.text}`);
}

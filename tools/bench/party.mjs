// Party-hunt set-up for `npm run bench`: groups of 5 fresh bench hunters, a sounder and 4 friends who meet every rule
// of the hunting party (docs/social.md), made through the routes the player app uses wherever a route exists.
import { makeHunters } from './hunt.mjs';
import { json } from './setup.mjs';

/** Friends a sounder takes along: the party's limit. */
export const PARTY_FRIENDS = 4;

/** Runs `work` on every item, `width` at a time; rejects on the first failure. */
async function inParallel(items, width, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/**
 * `groups` parties of 5 hunters (makeHunters, names `party1`...; the first of each five is the sounder) ready to hunt
 * together:
 * - every member presses HUNT once (`POST /api/huntrefactored/hunt`, before any friendship, so each hunts alone): the
 *   party's "active in the last 60 minutes" reads the stored answer and the hunt-request counter that press leaves;
 * - the sounder asks each friend by name (`POST /api/social/friends/requests`), the friend accepts
 *   (`POST /api/social/friends/requests/{id}/accept`), then each friend turns the party switch on
 *   (`PUT /api/social/party`), which flags the sounder's hunter row as the social context does;
 * - the cooldowns those presses started are rewound by SQL (set-up only, as the chaos run rewinds between rounds):
 *   the trap is ready an hour early, and the stored answer is a minute older, out of the 2-second repeat window but
 *   well inside the 60 active minutes.
 * Answers the sounders (`{ id, name, token }`) and how many carry the party flag.
 */
export async function makeParties(base, db, dataDir, groups) {
  const { hunters } = await makeHunters(db, dataDir, groups * (PARTY_FRIENDS + 1), { prefix: 'party' });
  const parties = [];
  for (let i = 0; i + PARTY_FRIENDS < hunters.length; i += PARTY_FRIENDS + 1)
    parties.push({ sounder: hunters[i], friends: hunters.slice(i + 1, i + PARTY_FRIENDS + 1) });
  const width = 16;
  await inParallel(hunters, width, (h) => json(base, '/api/huntrefactored/hunt', { token: h.token, method: 'POST' }));
  await inParallel(
    parties.flatMap(({ sounder, friends }) => friends.map((friend) => ({ sounder, friend }))),
    width,
    async ({ sounder, friend }) => {
      const { requestId } = await json(base, '/api/social/friends/requests', { token: sounder.token, body: { name: friend.name } });
      await json(base, `/api/social/friends/requests/${encodeURIComponent(requestId)}/accept`, { token: friend.token, method: 'POST' });
    },
  );
  await inParallel(
    parties.flatMap((p) => p.friends),
    width,
    (friend) => json(base, '/api/social/party', { token: friend.token, method: 'PUT', body: { enabled: true } }),
  );
  const ids = hunters.map((h) => h.id);
  await db.query(
    `UPDATE hunter SET next_hunt_ms = next_hunt_ms - 3600000, last_answer_ms = last_answer_ms - 60000 WHERE user_id = ANY($1::uuid[])`,
    [ids],
  );
  const [{ flagged }] = (
    await db.query(`SELECT count(*)::int AS flagged FROM hunter WHERE party_possible AND user_id = ANY($1::uuid[])`, [
      parties.map((p) => p.sounder.id),
    ])
  ).rows;
  await db.query('VACUUM ANALYZE');
  return { sounders: parties.map((p) => p.sounder), flagged };
}

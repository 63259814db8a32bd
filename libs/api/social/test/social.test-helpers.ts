import { FriendsDto, SOCIAL_PATHS } from '@grimhunt/contracts';
import { type Player, type TestApp } from '@grimhunt/api-testing';

/** Makes two players friends through the screens' routes (a request, then the addressee's accept). */
export async function befriend(t: TestApp, a: Player, b: Player): Promise<void> {
  const asked = await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: b.name }, a.token);
  if (asked.status !== 201) throw new Error(`request: ${asked.status} ${asked.text}`);
  const accepted = await t.http.postJson(SOCIAL_PATHS.acceptRequest(asked.body.requestId), {}, b.token);
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${accepted.text}`);
}

export async function friendsOf(t: TestApp, p: Player): Promise<FriendsDto> {
  const res = await t.http.get<FriendsDto>(SOCIAL_PATHS.friends, p.token);
  if (res.status !== 200) throw new Error(`friends: ${res.status} ${res.text}`);
  return res.body;
}

/** Every claimed gift paid its recipient one unit of its item, exactly once; unclaimed gifts paid nothing. */
export async function auditGifts(t: TestApp): Promise<void> {
  const wrong = await t.dataSource.query(`
    SELECT g.id FROM social_gift g
      LEFT JOIN ledger l ON l.reason = 'social-gift-claim' AND l.reference = g.id::text
     GROUP BY g.id, g.claimed_at, g.to_user_id, g.item_id
    HAVING count(l.id) <> CASE WHEN g.claimed_at IS NULL THEN 0 ELSE 1 END
        OR bool_or(l.user_id <> g.to_user_id OR l.ref_id <> g.item_id OR l.delta <> 1)`);
  expect(wrong).toEqual([]);
}

import { FriendsDto, GiftsDto, SOCIAL_ERROR_CODES, SOCIAL_LIMITS, SOCIAL_MESSAGES, SOCIAL_PATHS } from '@grimhunt/contracts';
import { befriend, newPlayer, Player, startTestApp, TestApp } from '@grimhunt/api-testing';
import { friendsOf } from './social.test-helpers';

/** Social tables a refused call must leave as they were. */
async function socialRows(t: TestApp) {
  const [row] = await t.dataSource.query(`
    SELECT (SELECT count(*) FROM social_friend_request)::int AS requests, (SELECT count(*) FROM social_friendship)::int AS friendships,
           (SELECT count(*) FROM social_block)::int AS blocks, (SELECT count(*) FROM social_request_log)::int AS logged`);
  return row;
}

describe('friends', () => {
  let t: TestApp;
  let seq = 0;
  const player = (prefix: string) => newPlayer(t, `${prefix}${++seq}`);

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a fresh game has a gift of the day from the content pack, and friends can send it', async () => {
    const mara = await player('Gifter');
    const olek = await player('Giftee');
    await befriend(t, mara, olek);
    const today = await t.http.get<GiftsDto>(SOCIAL_PATHS.gifts, mara.token);
    expect(today.status).toBe(200);
    // The pack rotates a week of common baits and materials.
    expect(today.body.giftOfTheDay?.name).toMatch(
      /^(Grave Moss Cheese|Bone Dust|Candle-Wax Truffle|Raven Feather|Bone-Dust Brew|Vial of Plasma|Ectoplasmic Residue)$/,
    );
    const sent = await t.http.postJson(SOCIAL_PATHS.gifts, { toUserIds: [olek.id] }, mara.token);
    expect([sent.status, sent.body.sent]).toEqual([201, [olek.id]]);
  });

  it('needs a signed-in player before it reads the body', async () => {
    expect((await t.http.get(SOCIAL_PATHS.friends)).status).toBe(401);
    expect((await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: 42 })).status).toBe(401);
  });

  it('request, accept, list on both sides, unfriend', async () => {
    const mara = await player('Mara');
    const olek = await player('Olek');
    const asked = await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: olek.name.toUpperCase() }, mara.token);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'pending', message: SOCIAL_MESSAGES.requestSent });

    let olekView = await friendsOf(t, olek);
    expect(olekView.incoming).toEqual([
      { requestId: asked.body.requestId, userId: mara.id, name: mara.name, createdAt: expect.any(Number) },
    ]);
    expect((await friendsOf(t, mara)).outgoing.map((r) => r.userId)).toEqual([olek.id]);

    // Only the addressee may answer.
    const byMara = await t.http.postJson(SOCIAL_PATHS.acceptRequest(asked.body.requestId), {}, mara.token);
    expect(byMara.status).toBe(404);
    expect(byMara.body.code).toBe(SOCIAL_ERROR_CODES.REQUEST_NOT_FOUND);

    const accepted = await t.http.postJson(SOCIAL_PATHS.acceptRequest(asked.body.requestId), {}, olek.token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(SOCIAL_MESSAGES.nowFriends);
    olekView = await friendsOf(t, olek);
    const maraView = await friendsOf(t, mara);
    expect(olekView.incoming).toEqual([]);
    expect(maraView.outgoing).toEqual([]);
    expect(maraView.friends).toEqual([
      {
        userId: olek.id,
        name: olek.name,
        rankName: expect.any(String),
        groundName: expect.any(String),
        huntReady: true,
        partyEnabled: false,
      },
    ]);
    expect(olekView.friends.map((f) => f.userId)).toEqual([mara.id]);

    const again = await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: olek.name }, mara.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SOCIAL_MESSAGES.alreadyFriends);

    expect((await t.http.delete(SOCIAL_PATHS.friend(mara.id), olek.token)).status).toBe(200);
    expect((await friendsOf(t, mara)).friends).toEqual([]);
    const gone = await t.http.delete(SOCIAL_PATHS.friend(mara.id), olek.token);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(SOCIAL_MESSAGES.notAFriend);
  });

  it('a request to a player who already asked me makes us friends and leaves no request', async () => {
    const a = await player('Ana');
    const b = await player('Bo');
    const first = await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: b.name }, a.token);
    const second = await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: a.name }, b.token);
    expect(second.status).toBe(201);
    expect(second.body).toEqual({ requestId: first.body.requestId, status: 'friends', message: SOCIAL_MESSAGES.nowFriends });
    const [left] = await t.dataSource.query(`SELECT count(*)::int AS n FROM social_friend_request WHERE from_user_id = ANY($1::uuid[])`, [
      [a.id, b.id],
    ]);
    expect(left.n).toBe(0);
    expect((await friendsOf(t, a)).friends.map((f) => f.userId)).toEqual([b.id]);
  });

  it('refuses self, unknown names, duplicates and bad bodies with a message, changing nothing', async () => {
    const a = await player('Cid');
    const b = await player('Dee');
    expect((await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: b.name }, a.token)).status).toBe(201);
    const before = await socialRows(t);
    const cases: [unknown, number, string][] = [
      [{ name: a.name }, 400, SOCIAL_MESSAGES.self],
      [{ name: 'nobody-by-this-name' }, 404, SOCIAL_MESSAGES.playerNotFound],
      [{ name: b.name }, 409, SOCIAL_MESSAGES.alreadyRequested],
      [{ name: '' }, 400, SOCIAL_MESSAGES.nameRequired],
      [{ name: ['x'] }, 400, SOCIAL_MESSAGES.nameRequired],
      [{}, 400, SOCIAL_MESSAGES.nameRequired],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.http.postJson(SOCIAL_PATHS.friendRequests, body, a.token);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect((await t.http.postJson(SOCIAL_PATHS.acceptRequest('not-a-uuid'), {}, b.token)).status).toBe(400);
    expect((await t.http.postJson(SOCIAL_PATHS.declineRequest('00000000-0000-4000-8000-000000000000'), {}, b.token)).status).toBe(404);
    expect(await socialRows(t)).toEqual(before);
  });

  it('decline removes the request; the sender may ask again', async () => {
    const a = await player('Eve');
    const b = await player('Fin');
    const asked = await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: b.name }, a.token);
    const declined = await t.http.postJson(SOCIAL_PATHS.declineRequest(asked.body.requestId), {}, b.token);
    expect([declined.status, declined.body.message]).toEqual([200, SOCIAL_MESSAGES.declined]);
    expect((await friendsOf(t, a)).outgoing).toEqual([]);
    expect((await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: b.name }, a.token)).status).toBe(201);
  });

  it('a blocked player is refused silently: their request is hidden, and blocking ends the friendship', async () => {
    const a = await player('Gus');
    const b = await player('Hal');
    await befriend(t, a, b);
    const blocked = await t.http.putJson(SOCIAL_PATHS.block(a.id), {}, b.token);
    expect([blocked.status, blocked.body.message]).toEqual([200, SOCIAL_MESSAGES.blocked]);
    expect((await friendsOf(t, a)).friends).toEqual([]);
    const bView: FriendsDto = await friendsOf(t, b);
    expect(bView.blocked).toEqual([{ userId: a.id, name: a.name }]);

    // The blocked player's request is answered like any other...
    const asked = await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: b.name }, a.token);
    expect(asked.status).toBe(201);
    expect(asked.body.status).toBe('pending');
    // ...but never reaches the blocker, who cannot accept it either.
    expect((await friendsOf(t, b)).incoming).toEqual([]);
    expect((await t.http.postJson(SOCIAL_PATHS.acceptRequest(asked.body.requestId), {}, b.token)).status).toBe(404);
    // The blocker must unblock before asking.
    const fromBlocker = await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: a.name }, b.token);
    expect([fromBlocker.status, fromBlocker.body.message]).toEqual([409, SOCIAL_MESSAGES.youBlocked]);

    expect((await t.http.delete(SOCIAL_PATHS.block(a.id), b.token)).status).toBe(200);
    expect((await friendsOf(t, b)).incoming.map((r) => r.userId)).toEqual([a.id]);
    expect((await t.http.putJson(SOCIAL_PATHS.block(b.id), {}, b.token)).status).toBe(400);
    expect((await t.http.putJson(SOCIAL_PATHS.block('00000000-0000-4000-8000-000000000000'), {}, b.token)).status).toBe(404);
  });

  it('limits: 50 open outgoing requests, 20 new requests an hour, 150 friends', async () => {
    const a = await player('Ivo');
    const targets: Player[] = [];
    for (let i = 0; i < 2; i++) targets.push(await player('Tgt'));
    // Twenty requests in the last hour (written as the hour's log, which is what the limit counts).
    await t.dataSource.query(
      `INSERT INTO social_request_log (user_id, sent_at) SELECT $1, now() - interval '10 minutes' FROM generate_series(1, $2)`,
      [a.id, SOCIAL_LIMITS.requestsPerHour],
    );
    const rate = await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: targets[0].name }, a.token);
    expect([rate.status, rate.body.message]).toEqual([429, SOCIAL_MESSAGES.tooManyRequestsThisHour]);
    await t.dataSource.query(`UPDATE social_request_log SET sent_at = now() - interval '61 minutes' WHERE user_id = $1`, [a.id]);
    expect((await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: targets[0].name }, a.token)).status).toBe(201);

    // Fifty open requests (made by SQL, to players made by SQL for it) stop the fifty-first.
    const fillers: { id: string }[] = await t.dataSource.query(
      `INSERT INTO user_account (id, name, email, password_hash, role)
       SELECT gen_random_uuid(), 'fill' || $1 || '_' || g, 'fill' || $1 || '_' || g || '@example.com', 'x', 1 FROM generate_series(1, 150) g
       RETURNING id`,
      [++seq],
    );
    await t.dataSource.query(
      `INSERT INTO social_friend_request (id, from_user_id, to_user_id) SELECT gen_random_uuid(), $1, id FROM unnest($2::uuid[]) id`,
      [a.id, fillers.slice(0, SOCIAL_LIMITS.maxOutgoingRequests - 1).map((f) => f.id)],
    );
    const outgoing = await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: targets[1].name }, a.token);
    expect([outgoing.status, outgoing.body.message]).toEqual([409, SOCIAL_MESSAGES.tooManyOutgoing]);

    await t.dataSource.query(`DELETE FROM social_friend_request WHERE from_user_id = $1`, [a.id]);
    await t.dataSource.query(
      `INSERT INTO social_friendship (id, user_id, friend_id) SELECT gen_random_uuid(), least($1::uuid, id), greatest($1::uuid, id) FROM unnest($2::uuid[]) id`,
      [a.id, fillers.slice(0, SOCIAL_LIMITS.maxFriends).map((f) => f.id)],
    );
    const full = await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: targets[1].name }, a.token);
    expect([full.status, full.body.message]).toEqual([409, SOCIAL_MESSAGES.tooManyFriends]);
    // And a player at the limit cannot be added by accepting either.
    const toA = await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: a.name }, targets[1].token);
    expect(toA.status).toBe(201);
    const acceptFull = await t.http.postJson(SOCIAL_PATHS.acceptRequest(toA.body.requestId), {}, a.token);
    expect([acceptFull.status, acceptFull.body.message]).toEqual([409, SOCIAL_MESSAGES.tooManyFriends]);
  });

  it("the party switch shows on my view and on my friends' list", async () => {
    const a = await player('Jo');
    const b = await player('Kai');
    await befriend(t, a, b);
    expect((await friendsOf(t, a)).partyEnabled).toBe(false);
    const on = await t.http.putJson(SOCIAL_PATHS.party, { enabled: true }, a.token);
    expect(on.body).toEqual({ enabled: true, message: SOCIAL_MESSAGES.partyOn });
    expect((await friendsOf(t, a)).partyEnabled).toBe(true);
    expect((await friendsOf(t, b)).friends[0].partyEnabled).toBe(true);
    expect((await t.http.putJson(SOCIAL_PATHS.party, { enabled: 'yes' }, a.token)).status).toBe(400);
    expect((await friendsOf(t, a)).partyEnabled).toBe(true);
  });

  it('the back office lists friendships read-only, filtered by player id or name; players may not', async () => {
    const admin = await t.http.login('admin', 'admin');
    const a = await player('Lia');
    const b = await player('Moe');
    const c = await player('Nia');
    await befriend(t, a, b);
    await befriend(t, c, a);
    const all = await t.http.get(`/api/friendship?filter=${encodeURIComponent(JSON.stringify({ userId: a.id }))}`, admin);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('friendship 0-1/2');
    expect(all.body.map((f: { userName: string; friendName: string }) => [f.userName, f.friendName].sort()).sort()).toEqual(
      [[a.name, b.name].sort(), [a.name, c.name].sort()].sort(),
    );
    const byName = await t.http.get(`/api/friendship?filter=${encodeURIComponent(JSON.stringify({ q: c.name }))}&range=[0,9]`, admin);
    expect(byName.body).toHaveLength(1);
    expect(byName.body[0]).toEqual({
      id: expect.any(String),
      userId: expect.any(String),
      userName: expect.any(String),
      friendId: expect.any(String),
      friendName: expect.any(String),
      createdAt: expect.any(String),
    });
    expect([byName.body[0].userId, byName.body[0].friendId].sort()).toEqual([a.id, c.id].sort());
    expect((await t.http.get(`/api/friendship?filter=${encodeURIComponent(JSON.stringify({ q: 'no-such-player' }))}`, admin)).body).toEqual(
      [],
    );
    expect((await t.http.get(`/api/friendship?filter=${encodeURIComponent(JSON.stringify({ userId: 'x' }))}`, admin)).status).toBe(400);
    expect((await t.http.get('/api/friendship', a.token)).status).toBe(403);
    expect((await t.http.postJson('/api/friendship', {}, admin)).status).toBe(404);
  });
});

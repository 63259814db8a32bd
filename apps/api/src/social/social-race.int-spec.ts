import { SETTINGS, SOCIAL_PATHS } from '@grimhunt/contracts';
import { startTestApp, TestApp } from '../testing/test-app';
import { setSetting } from '../testing/settings';
import { amountOf, auditLedger, itemIdByName, newPlayer } from '../economy/economy.test-helpers';
import { auditGifts, befriend, friendsOf, openStream } from './social.test-helpers';

describe('social across two API processes', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  let dust: string;

  beforeAll(async () => {
    a = await startTestApp({ demoContent: true });
    b = await startTestApp({ demoContent: false }, a.databaseUrl);
    admin = await a.http.login('admin', 'admin');
    dust = await itemIdByName(a, 'Bone Dust');
    await setSetting(a, admin, SETTINGS.giftOfTheDaySchedule, { start: '2026-01-01', items: [dust], dates: {} });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('mutual requests at the same moment make one friendship and leave no request', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await newPlayer(a, `MutA${round}`);
      const q = await newPlayer(a, `MutB${round}`);
      const [x, y] = await Promise.all([
        a.http.postJson(SOCIAL_PATHS.friendRequests, { name: q.name }, p.token),
        b.http.postJson(SOCIAL_PATHS.friendRequests, { name: p.name }, q.token),
      ]);
      expect([x.status, y.status]).toEqual([201, 201]);
      expect([x.body.status, y.body.status].sort()).toEqual(['friends', 'pending']);
      const [row] = await a.dataSource.query(
        `SELECT (SELECT count(*) FROM social_friendship WHERE user_id = least($1::uuid, $2::uuid) AND friend_id = greatest($1::uuid, $2::uuid))::int AS friendships,
                (SELECT count(*) FROM social_friend_request WHERE from_user_id IN ($1, $2))::int AS requests`,
        [p.id, q.id],
      );
      expect(row).toEqual({ friendships: 1, requests: 0 });
      expect((await friendsOf(b, p)).friends.map((f) => f.userId)).toEqual([q.id]);
    }
  });

  it('40 parallel claims of one gift on two processes pay once; the ledger audit holds', async () => {
    const giver = await newPlayer(a, 'RaceGiver');
    const taker = await newPlayer(a, 'RaceTaker');
    await befriend(a, giver, taker);
    expect((await a.http.postJson(SOCIAL_PATHS.gifts, { toUserIds: [taker.id] }, giver.token)).status).toBe(201);
    const giftId = (await b.http.get(SOCIAL_PATHS.gifts, taker.token)).body.received[0].giftId;
    const before = await amountOf(a, taker.id, dust);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).http.postJson(SOCIAL_PATHS.claimGift(giftId), {}, taker.token)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    expect(await amountOf(a, taker.id, dust)).toBe(before + 1);
    const [paid] = await a.dataSource.query(`SELECT count(*)::int AS n FROM ledger WHERE reference = $1`, [giftId]);
    expect(paid.n).toBe(1);
    await auditLedger(a);
    await auditGifts(a);
  });

  it("events reach the player's stream on the other process within 2 s: request, acceptance, gift", async () => {
    const p = await newPlayer(a, 'LiveP');
    const q = await newPlayer(a, 'LiveQ');
    const qStream = await openStream(b, q.token);
    const pStream = await openStream(a, p.token);
    try {
      const asked = await a.http.postJson(SOCIAL_PATHS.friendRequests, { name: q.name }, p.token);
      expect(await qStream.next((e) => e.type === 'friend-request', 2000)).toEqual({
        type: 'friend-request',
        requestId: asked.body.requestId,
        from: { userId: p.id, name: p.name },
      });
      await b.http.postJson(SOCIAL_PATHS.acceptRequest(asked.body.requestId), {}, q.token);
      expect(await pStream.next((e) => e.type === 'friend-accepted', 2000)).toEqual({
        type: 'friend-accepted',
        userId: q.id,
        name: q.name,
      });
      await a.http.postJson(SOCIAL_PATHS.gifts, { toUserIds: [q.id] }, p.token);
      expect(await qStream.next((e) => e.type === 'gift', 2000)).toMatchObject({
        type: 'gift',
        from: { userId: p.id, name: p.name },
        itemId: dust,
      });
      // Nobody else's events reach a stream.
      expect(pStream.events.map((e) => e.type)).toEqual(['friend-accepted']);
    } finally {
      await qStream.close();
      await pStream.close();
    }
  });

  it('a ticket opens one stream once, and only as a ticket', async () => {
    const p = await newPlayer(a, 'TicketP');
    const stream = await openStream(a, p.token);
    await stream.close();
    const reused = await fetch(`${b.baseUrl}${SOCIAL_PATHS.events(stream.ticket)}`);
    expect(reused.status).toBe(401);
    expect((await fetch(`${a.baseUrl}${SOCIAL_PATHS.events('made-up')}`)).status).toBe(401);
    expect((await fetch(`${a.baseUrl}/api/social/events`)).status).toBe(401);
    // The ticket is no bearer token.
    expect((await a.http.get(SOCIAL_PATHS.friends, stream.ticket)).status).toBe(401);
    expect((await a.http.postJson(SOCIAL_PATHS.eventsTicket, {})).status).toBe(401);
  });

  it('a process that shuts down ends its open streams instead of waiting for them', async () => {
    const c = await startTestApp({ demoContent: false }, a.databaseUrl);
    const p = await newPlayer(a, 'ShutdownP');
    const stream = await openStream(c, p.token);
    const started = Date.now();
    await c.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await stream.close();
  });
});

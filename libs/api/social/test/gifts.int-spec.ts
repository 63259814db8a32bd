import { GiftsDto, SETTINGS, SOCIAL_LEDGER_REASONS, SOCIAL_LIMITS, SOCIAL_MESSAGES, SOCIAL_PATHS } from '@grimhunt/contracts';
import { fixedClock } from '@grimhunt/testing';
import {
  amountOf,
  auditLedger,
  befriend,
  itemIdByName,
  newPlayer,
  Player,
  setSetting,
  startTestApp,
  stateOf,
  TestApp,
} from '@grimhunt/api-testing';
import { auditGifts } from './social.test-helpers';

const DAY_MS = 24 * 60 * 60_000;

describe('daily gifts', () => {
  const clock = fixedClock('2026-11-26T10:00:00Z');
  let t: TestApp;
  let admin: string;
  let dust: string;
  let feather: string;
  let seq = 0;
  const player = (prefix: string) => newPlayer(t, `${prefix}${++seq}`);
  const gifts = async (p: Player): Promise<GiftsDto> => (await t.http.get<GiftsDto>(SOCIAL_PATHS.gifts, p.token)).body;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true, clock });
    admin = await t.http.login('admin', 'admin');
    dust = await itemIdByName(t, 'Bone Dust');
    feather = await itemIdByName(t, 'Raven Feather');
    // Bone Dust on the 26th, Raven Feather on the 27th, and so on; Christmas Eve is a feather whatever the rotation says.
    await setSetting(t, admin, SETTINGS.giftOfTheDaySchedule, {
      start: '2026-11-26',
      items: [dust, feather],
      dates: { '2026-12-24': feather },
    });
  });
  afterAll(async () => {
    await auditLedger(t);
    await auditGifts(t);
    await t?.close();
  });

  it('the gift of the day follows the schedule admins edit', async () => {
    const a = await player('Sched');
    expect((await gifts(a)).giftOfTheDay).toEqual({ itemId: dust, name: 'Bone Dust', imageId: expect.anything() });
    clock.advance(DAY_MS);
    expect((await gifts(a)).giftOfTheDay?.itemId).toBe(feather);
    clock.advance(DAY_MS);
    expect((await gifts(a)).giftOfTheDay?.itemId).toBe(dust);
    clock.set('2026-12-24T12:00:00Z');
    expect((await gifts(a)).giftOfTheDay?.itemId).toBe(feather);
    clock.set('2026-11-26T10:00:00Z');
  });

  it('send, receive, claim through holdings with a ledger row; one per friend per day', async () => {
    const a = await player('Giver');
    const b = await player('Taker');
    await befriend(t, a, b);
    const sent = await t.http.postJson(SOCIAL_PATHS.gifts, { toUserIds: [b.id] }, a.token);
    expect(sent.status).toBe(201);
    expect(sent.body.sent).toEqual([b.id]);
    expect(sent.body.gifts.sendsLeft).toBe(SOCIAL_LIMITS.giftSendsPerDay - 1);
    expect(sent.body.gifts.sentTodayTo).toEqual([b.id]);

    const again = await t.http.postJson(SOCIAL_PATHS.gifts, { toUserIds: [b.id] }, a.token);
    expect([again.status, again.body.message]).toEqual([409, SOCIAL_MESSAGES.giftAlreadySent]);

    const received = (await gifts(b)).received;
    expect(received).toEqual([
      {
        giftId: expect.any(String),
        from: { userId: a.id, name: a.name },
        itemId: dust,
        name: 'Bone Dust',
        imageId: expect.anything(),
        expiresAt: clock.now().getTime() + SOCIAL_LIMITS.giftLifetimeMs,
      },
    ]);
    const before = await amountOf(t, b.id, dust);
    const claimed = await t.http.postJson(SOCIAL_PATHS.claimGift(received[0].giftId), {}, b.token);
    expect(claimed.status).toBe(200);
    expect(claimed.body.message).toBe(SOCIAL_MESSAGES.giftClaimed('Bone Dust'));
    expect(claimed.body.gifts.claimsLeft).toBe(SOCIAL_LIMITS.giftClaimsPerDay - 1);
    expect(await amountOf(t, b.id, dust)).toBe(before + 1);
    const ledger = await t.dataSource.query(`SELECT delta::int, reason FROM ledger WHERE reference = $1`, [received[0].giftId]);
    expect(ledger).toEqual([{ delta: 1, reason: SOCIAL_LEDGER_REASONS.giftClaim }]);
    // The sender gave nothing of their own.
    expect(await amountOf(t, a.id, dust)).toBe(0);

    const twice = await t.http.postJson(SOCIAL_PATHS.claimGift(received[0].giftId), {}, b.token);
    expect([twice.status, twice.body.message]).toEqual([409, SOCIAL_MESSAGES.giftAlreadyClaimed]);
    // Tomorrow the same friend may get one again.
    clock.advance(DAY_MS);
    expect((await t.http.postJson(SOCIAL_PATHS.gifts, { toUserIds: [b.id] }, a.token)).status).toBe(201);
    clock.set('2026-11-26T10:00:00Z');
  });

  it("refusals: not a friend, bad lists, others' gifts, unknown gifts, no gift today; nothing changes", async () => {
    const a = await player('Ref');
    const b = await player('Stranger');
    const c = await player('Pal');
    await befriend(t, a, c);
    const cases: [unknown, number, string][] = [
      [{ toUserIds: [b.id] }, 404, SOCIAL_MESSAGES.notAFriend],
      [{ toUserIds: [c.id, b.id] }, 404, SOCIAL_MESSAGES.notAFriend],
      [{ toUserIds: [] }, 400, SOCIAL_MESSAGES.giftRecipientsRequired],
      [{ toUserIds: 'x' }, 400, SOCIAL_MESSAGES.giftRecipientsRequired],
      [{ toUserIds: ['not-a-uuid'] }, 400, SOCIAL_MESSAGES.giftRecipientsRequired],
      [{}, 400, SOCIAL_MESSAGES.giftRecipientsRequired],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.http.postJson(SOCIAL_PATHS.gifts, body, a.token);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect((await gifts(c)).received).toEqual([]);
    expect((await gifts(a)).sendsLeft).toBe(SOCIAL_LIMITS.giftSendsPerDay);

    expect((await t.http.postJson(SOCIAL_PATHS.gifts, { toUserIds: [c.id] }, a.token)).status).toBe(201);
    const giftId = (await gifts(c)).received[0].giftId;
    const stateB = await stateOf(t, b.id);
    const foreign = await t.http.postJson(SOCIAL_PATHS.claimGift(giftId), {}, b.token);
    expect([foreign.status, foreign.body.message]).toEqual([404, SOCIAL_MESSAGES.giftNotFound]);
    expect(await stateOf(t, b.id)).toEqual(stateB);
    expect((await t.http.postJson(SOCIAL_PATHS.claimGift('00000000-0000-4000-8000-000000000000'), {}, c.token)).status).toBe(404);
    expect((await t.http.postJson(SOCIAL_PATHS.claimGift('nope'), {}, c.token)).status).toBe(400);
    const badAll = await t.http.postJson(SOCIAL_PATHS.claimAllGifts, { returnGifts: 'yes' }, c.token);
    expect(badAll.status).toBe(400);
    expect((await gifts(c)).received).toHaveLength(1);

    // Expired after 7 days.
    clock.advance(SOCIAL_LIMITS.giftLifetimeMs + 1000);
    expect((await gifts(c)).received).toEqual([]);
    const expired = await t.http.postJson(SOCIAL_PATHS.claimGift(giftId), {}, c.token);
    expect([expired.status, expired.body.message]).toEqual([409, SOCIAL_MESSAGES.giftExpired]);

    // A schedule that names no item: no gift today.
    await setSetting(t, admin, SETTINGS.giftOfTheDaySchedule, { start: '2026-11-26', items: [], dates: {} });
    expect((await gifts(a)).giftOfTheDay).toBeNull();
    const none = await t.http.postJson(SOCIAL_PATHS.gifts, { toUserIds: [c.id] }, a.token);
    expect([none.status, none.body.message]).toEqual([409, SOCIAL_MESSAGES.noGiftToday]);
    await setSetting(t, admin, SETTINGS.giftOfTheDaySchedule, {
      start: '2026-11-26',
      items: [dust, feather],
      dates: { '2026-12-24': feather },
    });
    clock.set('2026-11-26T10:00:00Z');
  });

  it('10 sends and 10 claims a day; claim-all returns a gift to each sender', async () => {
    const hub = await player('Hub');
    const friends: Player[] = [];
    for (let i = 0; i < 12; i++) {
      const f = await player('Fr');
      await befriend(t, hub, f);
      friends.push(f);
    }
    const tooMany = await t.http.postJson(SOCIAL_PATHS.gifts, { toUserIds: friends.slice(0, 11).map((f) => f.id) }, hub.token);
    expect([tooMany.status, tooMany.body.message]).toEqual([409, SOCIAL_MESSAGES.noSendsLeft]);
    expect((await t.http.postJson(SOCIAL_PATHS.gifts, { toUserIds: friends.slice(0, 10).map((f) => f.id) }, hub.token)).status).toBe(201);
    const eleventh = await t.http.postJson(SOCIAL_PATHS.gifts, { toUserIds: [friends[10].id] }, hub.token);
    expect([eleventh.status, eleventh.body.message]).toEqual([409, SOCIAL_MESSAGES.noSendsLeft]);

    // Twelve friends send the hub a gift; it can claim ten today.
    for (const f of friends) {
      expect((await t.http.postJson(SOCIAL_PATHS.gifts, { toUserIds: [hub.id] }, f.token)).status).toBe(201);
      clock.advance(1000);
    }
    clock.advance(DAY_MS); // a new day: the hub's sends are back
    const before = await amountOf(t, hub.id, dust);
    const all = await t.http.postJson(SOCIAL_PATHS.claimAllGifts, { returnGifts: true }, hub.token);
    expect(all.status).toBe(200);
    expect(all.body.claimed).toHaveLength(SOCIAL_LIMITS.giftClaimsPerDay);
    expect(all.body.returnedTo).toEqual(friends.slice(0, 10).map((f) => f.id));
    expect(all.body.gifts.claimsLeft).toBe(0);
    expect(all.body.gifts.sendsLeft).toBe(0);
    expect(all.body.gifts.received).toHaveLength(2);
    expect(await amountOf(t, hub.id, dust)).toBe(before + 10);
    const back = await gifts(friends[0]);
    // Yesterday's gift from the hub, and today's (the feather) sent back.
    expect(back.received.map((g) => [g.from.userId, g.itemId])).toEqual([
      [hub.id, dust],
      [hub.id, feather],
    ]);

    const noMore = await t.http.postJson(SOCIAL_PATHS.claimAllGifts, { returnGifts: false }, hub.token);
    expect([noMore.status, noMore.body.message]).toEqual([409, SOCIAL_MESSAGES.noClaimsLeft]);
    const one = await t.http.postJson(SOCIAL_PATHS.claimGift(all.body.gifts.received[0].giftId), {}, hub.token);
    expect([one.status, one.body.message]).toEqual([409, SOCIAL_MESSAGES.noClaimsLeft]);
    clock.set('2026-11-26T10:00:00Z');
  });
});

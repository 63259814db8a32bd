import { DAILY_REWARD_ERROR_CODES, SETTINGS } from '@grimhunt/contracts';
import { fixedClock } from '@grimhunt/testing';
import { auditLedger, goldOf, newPlayer, setSetting, startTestApp, TestApp } from '@grimhunt/api-testing';

const STATUS = '/api/ClientDailyReward/status';
const CLAIM = '/api/ClientDailyReward/claim';

/** The daily login reward over HTTP, with the application clock under the test's control. */
describe('daily reward over HTTP', () => {
  const clock = fixedClock('2026-03-01T22:00:00Z');
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ clock, demoContent: true });
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    await setSetting(t, admin, SETTINGS.dailyRewardGold, SETTINGS.dailyRewardGold.defaultValue);
  });

  it('claims once per UTC day: a second claim the same day is refused, the next UTC day works again', async () => {
    clock.set('2026-03-01T22:00:00Z');
    const p = await newPlayer(t, 'Daily');
    const before = await goldOf(t, p.id);

    const status = await t.http.get(STATUS, p.token);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      amount: 25,
      enabled: true,
      claimedToday: false,
      nextResetAt: Date.parse('2026-03-02T00:00:00Z'),
      currentTimeStamp: Date.parse('2026-03-01T22:00:00Z'),
    });

    const first = await t.http.postJson(CLAIM, {}, p.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, gold: 25, status: { claimedToday: true } });
    expect(await goldOf(t, p.id)).toBe(before + 25);

    clock.advance(2 * 3600_000 - 1); // 23:59:59.999, still the same UTC day
    const again = await t.http.postJson(CLAIM, {}, p.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(DAILY_REWARD_ERROR_CODES.ALREADY_CLAIMED);
    expect(await goldOf(t, p.id)).toBe(before + 25);
    expect((await t.http.get(STATUS, p.token)).body.claimedToday).toBe(true);

    clock.advance(1); // 00:00:00.000 UTC: the next day
    expect((await t.http.get(STATUS, p.token)).body).toMatchObject({
      claimedToday: false,
      nextResetAt: Date.parse('2026-03-03T00:00:00Z'),
    });
    expect((await t.http.postJson(CLAIM, {}, p.token)).status).toBe(200);
    expect(await goldOf(t, p.id)).toBe(before + 50);

    const ledger = await t.dataSource.query(
      `SELECT delta::int, reason FROM ledger WHERE user_id = $1 AND reason = 'daily-reward' ORDER BY created_at`,
      [p.id],
    );
    expect(ledger).toEqual([
      { delta: 25, reason: 'daily-reward' },
      { delta: 25, reason: 'daily-reward' },
    ]);
    await auditLedger(t);
  });

  it('credits exactly once under 20 concurrent claims', async () => {
    clock.set('2026-04-10T12:00:00Z');
    const p = await newPlayer(t, 'Racer');
    const before = await goldOf(t, p.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.http.postJson(CLAIM, {}, p.token)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await goldOf(t, p.id)).toBe(before + 25);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM daily_reward_claim WHERE user_id = $1`, [p.id]);
    expect(n).toBe(1);
    await auditLedger(t);
  });

  it('uses the setting: another amount is credited, 0 switches the reward off and changes nothing', async () => {
    clock.set('2026-05-20T09:00:00Z');
    const p = await newPlayer(t, 'Thrifty');
    const before = await goldOf(t, p.id);

    await setSetting(t, admin, SETTINGS.dailyRewardGold, 0);
    expect((await t.http.get(STATUS, p.token)).body).toMatchObject({ amount: 0, enabled: false, claimedToday: false });
    const off = await t.http.postJson(CLAIM, {}, p.token);
    expect(off.status).toBe(409);
    expect(off.body.code).toBe(DAILY_REWARD_ERROR_CODES.DISABLED);
    expect(await goldOf(t, p.id)).toBe(before);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM daily_reward_claim WHERE user_id = $1`, [p.id]);
    expect(n).toBe(0);

    await setSetting(t, admin, SETTINGS.dailyRewardGold, 40);
    expect((await t.http.postJson(CLAIM, {}, p.token)).body).toMatchObject({ gold: 40 });
    expect(await goldOf(t, p.id)).toBe(before + 40);
    await auditLedger(t);
  });

  it('shows the seeded setting to admins in the settings list', async () => {
    // The back office's settings list asks like this (ra-data-simple-rest).
    const list = await t.http.get(`/api/setting?sort=${encodeURIComponent('["key","ASC"]')}&range=${encodeURIComponent('[0,24]')}`, admin);
    expect(list.status).toBe(200);
    expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'DailyRewardGold', value: '25' })]));
  });

  it('is for players only', async () => {
    expect((await t.http.get(STATUS)).status).toBe(401);
    expect((await t.http.postJson(CLAIM, {})).status).toBe(401);
  });
});

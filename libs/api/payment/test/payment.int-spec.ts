import type { DailyAnalyticsRecordDto, PaymentDto } from '@grimhunt/contracts';
import { RecordDailyAnalyticsJob, RenewSubscriptionsJob } from '../src';
import { auditLedger, itemIdByName, newPlayer, Player, setGold, startTestApp, TestApp } from '@grimhunt/api-testing';
import { approvePath, buy, checkOnPayment, inventoryOf, itemsOf, ledgerOf, packageIdByName, pressSandbox } from './payment.test-helpers';

/** The subscription package of a tier for the current month (the content pack dates one per tier and month). */
async function tierPackageOfThisMonth(t: TestApp, level: number): Promise<string> {
  const now = new Date();
  const [row] = await t.dataSource.query(`SELECT id FROM premium_package WHERE subscription_level = $1 AND year = $2 AND month = $3`, [
    level,
    now.getUTCFullYear(),
    now.getUTCMonth() + 1,
  ]);
  if (!row) throw new Error(`no level ${level} package this month`);
  return row.id;
}

describe('payments through the sandbox provider (demo content)', () => {
  let t: TestApp;
  let admin: string;
  const pkg: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
    for (const [key, name] of Object.entries({ plasma: 'Plasma Barrel', oneTime: "The Widow's Bargain" }))
      pkg[key] = await packageIdByName(t, name);
    // The content pack has a package per tier and month: this month's are the ones to buy.
    for (const [key, level] of Object.entries({ silver: 1, gold: 2, platinum: 3 })) pkg[key] = await tierPackageOfThisMonth(t, level);
  });
  afterAll(() => t?.close());

  const level = async (p: Player) => (await t.http.postForm('/api/payment/GetActiveSubscriptionType', {}, p.token)).body as number;

  it('lists the visible packages for players; one package stays the catalogue route', async () => {
    const p = await newPlayer(t, 'browser');
    const active = await t.http.get('/api/premiumPackage/getactive', p.token);
    expect(active.status).toBe(200);
    // The content pack holds a year of subscription packages and every kind of single deal.
    const names = active.body.map((x: { name: string }) => x.name);
    expect(names).toEqual(expect.arrayContaining(['Plasma Barrel', "The Widow's Bargain"]));
    for (const tier of ['Silver', 'Gold', 'Platinum'])
      expect(names.filter((n: string) => n.startsWith(`${tier} Subscription`))).toHaveLength(12);
    expect(active.body[0].name).toMatch(/^Silver Subscription/);
    expect(active.body[0]).toMatchObject({ usd: 4.99, subscriptionLevel: 1 });
    expect(active.body[0].items).toEqual(
      expect.arrayContaining([
        {
          itemId: expect.any(String),
          amount: 50,
          itemName: 'Grave Moss Cheese',
          itemImageId: expect.any(String),
          itemType: 'bait',
          rarityColor: expect.stringMatching(/^#/),
        },
      ]),
    );
    expect((await t.http.get(`/api/premiumPackage/${pkg.gold}`, p.token)).body).toMatchObject({
      name: expect.stringMatching(/^Gold Subscription/),
      usd: 9.99,
    });
    expect((await t.http.get('/api/premiumPackage/getactive')).status).toBe(401);
    expect(await level(p)).toBe(0);
  });

  it('full sandbox flow: create -> approval page -> approve -> CheckOnPayment -> items in inventory once', async () => {
    const p = await newPlayer(t, 'flow');
    const payment = await buy(t, p.token, pkg.plasma);
    expect(payment).toMatchObject({
      packageId: pkg.plasma,
      packageName: 'Plasma Barrel',
      completed: false,
      usd: 2.99,
      additionalInfo: '',
      paypalOrder: { status: 'CREATED' },
    });
    expect(payment.paymentId).toMatch(/^SBO-/);
    expect(Math.abs(payment.createdTimestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(approvePath(payment)).toMatch(new RegExp(`^/api/payment/sandbox/${payment.paymentId}\\?key=[\\w-]{20,}$`));

    const before = await checkOnPayment(t, p.token, payment.id);
    expect(before.body).toMatchObject({ completed: false, status: 'CREATED', additionalInfo: '' });

    const page = await fetch(`${t.baseUrl}${approvePath(payment)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Plasma Barrel');
    expect(html).toContain('$2.99 USD');
    expect(html).toContain('>Approve<');

    const approved = await pressSandbox(t, payment, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`/shopcallback/${payment.id}`);

    const after = await checkOnPayment(t, p.token, payment.id);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      completed: true,
      additionalInfo: '',
      status: 'COMPLETED',
      id: payment.id,
      paymentId: payment.paymentId,
      note: null,
    });
    // Asking by the provider's id or by the package id answers the same payment.
    expect((await checkOnPayment(t, p.token, payment.paymentId)).body.completed).toBe(true);
    expect((await t.http.postForm('/api/payment/CheckOnPayment', { packageId: pkg.plasma }, p.token)).body.id).toBe(payment.id);

    const contents = await itemsOf(t, pkg.plasma);
    expect(await inventoryOf(t, p.id)).toEqual(contents);
    const ledger = await ledgerOf(t, p.id, `payment:${payment.id}`);
    expect(ledger.map((l) => [l.ref_id, l.delta, l.reason])).toEqual(
      Object.entries(contents)
        .map(([id, n]) => [id, n, 'payment'])
        .sort(),
    );

    const mine = await t.http.postForm('/api/payment/GetByUserId', {}, p.token);
    expect(mine.body).toEqual([
      expect.objectContaining({ id: payment.id, completed: true, paypalOrder: expect.objectContaining({ status: 'COMPLETED' }) }),
    ]);
    expect((await t.http.postForm('/api/payment/GetPaymentsOfPremiumPackage', { packageId: pkg.plasma }, p.token)).body).toHaveLength(1);
    expect((await t.http.postForm('/api/payment/GetPaymentsOfPremiumPackage', { packageId: pkg.gold }, p.token)).body).toEqual([]);
    await auditLedger(t);
  });

  it('delivers once when the approval callback, the polls and repeated notifications race', async () => {
    const p = await newPlayer(t, 'racer');
    const payment = await buy(t, p.token, pkg.plasma);
    const notify = () => fetch(`${t.baseUrl}${approvePath(payment).split('?')[0]}/notify`, { method: 'POST' });
    const results = await Promise.all([
      pressSandbox(t, payment, 'approve'),
      ...Array.from({ length: 12 }, (_, i) => (i % 3 === 2 ? notify() : checkOnPayment(t, p.token, payment.id))),
      pressSandbox(t, payment, 'approve'),
    ]);
    expect(results.every((r) => r.status < 400)).toBe(true);
    await Promise.all(Array.from({ length: 5 }, () => checkOnPayment(t, p.token, payment.id)));
    expect(await inventoryOf(t, p.id)).toEqual(await itemsOf(t, pkg.plasma));
    expect(await ledgerOf(t, p.id, `payment:${payment.id}`)).toHaveLength(Object.keys(await itemsOf(t, pkg.plasma)).length);
    await auditLedger(t);
  });

  it('records a duplicated provider notification once and delivers once', async () => {
    const p = await newPlayer(t, 'notified');
    const payment = await buy(t, p.token, pkg.plasma);
    // The payer approves at the provider; we learn of it only through the (repeated) notification.
    await t.dataSource.query(`UPDATE sandbox_order SET status = 'APPROVED' WHERE id = $1`, [payment.paymentId]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${t.baseUrl}${approvePath(payment).split('?')[0]}/notify`, { method: 'POST' }).then((r) => r.json()),
      ),
    );
    expect(answers.every((a) => a.received === true)).toBe(true);
    const events: { event_id: string }[] = await t.dataSource.query(`SELECT event_id FROM payment_notification WHERE resource_id = $1`, [
      payment.paymentId,
    ]);
    // Six copies of the APPROVED notification: recorded once. The sandbox names an event by the order's status when
    // it is sent, so a copy sent after another one's capture is the provider's next event (COMPLETED), not a copy.
    const ids = events.map((e) => e.event_id);
    expect(ids.filter((id) => id === `WH-${payment.paymentId}-APPROVED`)).toHaveLength(1);
    expect(ids.every((id) => [`WH-${payment.paymentId}-APPROVED`, `WH-${payment.paymentId}-COMPLETED`].includes(id))).toBe(true);
    expect(await inventoryOf(t, p.id)).toEqual(await itemsOf(t, pkg.plasma));
    expect(await ledgerOf(t, p.id, `payment:${payment.id}`)).toHaveLength(Object.keys(await itemsOf(t, pkg.plasma)).length);
    expect((await checkOnPayment(t, p.token, payment.id)).body.completed).toBe(true);
  });

  it('gifts: the named player receives the items, the buyer sees the gift state; bad recipients are refused', async () => {
    const buyer = await newPlayer(t, 'giver');
    const friend = await newPlayer(t, 'friend');
    const gift = await buy(t, buyer.token, pkg.plasma, 'buyForUserName_FRIEND');
    expect(gift.additionalInfo).toBe('buyForUserName_FRIEND');
    expect((await pressSandbox(t, gift, 'approve')).status).toBe(303);
    expect((await checkOnPayment(t, buyer.token, gift.id)).body).toMatchObject({
      completed: true,
      additionalInfo: 'buyForUserName_FRIEND',
    });
    expect(await inventoryOf(t, friend.id)).toEqual(await itemsOf(t, pkg.plasma));
    expect(await inventoryOf(t, buyer.id)).toEqual({});
    expect((await t.http.postForm('/api/payment/GetByUserId', {}, buyer.token)).body).toHaveLength(1);

    const refusals: [string, number, string][] = [
      ['buyForUserName_nobody_here', 400, 'There is no player named nobody_here'],
      ['buyForUserName_giver', 400, 'A gift needs another player: buy it for yourself without the gift name'],
    ];
    for (const [info, status, message] of refusals) {
      const res = await t.http.postJson('/api/payment/', { packageId: pkg.plasma, additionalInfo: info }, buyer.token);
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    }
    const banned = await newPlayer(t, 'banned_one', { role: 666 });
    expect(
      (await t.http.postJson('/api/payment/', { packageId: pkg.plasma, additionalInfo: `buyForUserName_${banned.name}` }, buyer.token))
        .status,
    ).toBe(400);
    await auditLedger(t);
  });

  it('subscriptions: level counts for economy, same or lower tier refused, upgrade pays the difference and adds what the tier adds', async () => {
    const p = await newPlayer(t, 'subscriber');
    // A subscribers' item a shop lists: the Bar's cheese, made one for this test.
    const cheese = await itemIdByName(t, 'Grave Moss Cheese');
    expect((await t.http.putJson(`/api/item/${cheese}`, { needSub: 1 }, admin)).status).toBe(200);
    await setGold(t, admin, p.id, 80);
    const needSub = async () => (await t.http.postForm('/api/game/buysell', { itemId: cheese, amount: 1 }, p.token)).body.message;
    expect(await needSub()).toBe('You need a Silver subscription for this item');

    const silver = await buy(t, p.token, pkg.silver);
    expect(silver).toMatchObject({ usd: 4.99, subscriptionLevel: 1, paypalOrder: { status: 'APPROVAL_PENDING' } });
    expect(silver.paymentId).toMatch(/^SBS-/);
    await pressSandbox(t, silver, 'approve');
    expect((await checkOnPayment(t, p.token, silver.id)).body).toMatchObject({ completed: true, status: 'ACTIVE' });
    expect(await level(p)).toBe(1);
    expect(await inventoryOf(t, p.id)).toEqual(await itemsOf(t, pkg.silver));
    expect(await needSub()).not.toBe('You need a Silver subscription for this item');
    expect((await t.http.putJson(`/api/item/${cheese}`, { needSub: 0 }, admin)).status).toBe(200);
    expect((await t.dataSource.query(`SELECT patreon_type FROM user_account WHERE id = $1`, [p.id]))[0].patreon_type).toBe(1);

    for (const id of [pkg.silver]) {
      const again = await t.http.postJson('/api/payment/', { packageId: id }, p.token);
      expect({ status: again.status, message: again.body.message }).toEqual({
        status: 409,
        message: 'You already have this subscription or a higher one',
      });
    }

    const upgrade = await buy(t, p.token, pkg.gold);
    expect(upgrade.usd).toBe(5); // 9.99 - 4.99
    await pressSandbox(t, upgrade, 'approve');
    expect((await checkOnPayment(t, p.token, upgrade.id)).body.completed).toBe(true);
    expect(await level(p)).toBe(2);
    const silverItems = await itemsOf(t, pkg.silver);
    const goldItems = await itemsOf(t, pkg.gold);
    const delivered = Object.fromEntries((await ledgerOf(t, p.id, `payment:${upgrade.id}`)).map((l) => [l.ref_id, l.delta]));
    const expected = Object.fromEntries(
      Object.entries(goldItems)
        .map(([id, n]) => [id, n - (silverItems[id] ?? 0)])
        .filter(([, n]) => (n as number) > 0),
    );
    expect(delivered).toEqual(expected);
    const subs = await t.dataSource.query(`SELECT level, status FROM subscription WHERE user_id = $1 ORDER BY level`, [p.id]);
    expect(subs).toEqual([
      { level: 1, status: 'REPLACED' },
      { level: 2, status: 'ACTIVE' },
    ]);
    expect((await t.dataSource.query(`SELECT status FROM sandbox_order WHERE id = $1`, [silver.paymentId]))[0].status).toBe('CANCELLED');
    expect((await t.dataSource.query(`SELECT patreon_type FROM user_account WHERE id = $1`, [p.id]))[0].patreon_type).toBe(2);

    // Upgrading from gold to platinum is priced against gold.
    const toPlatinum = await buy(t, p.token, pkg.platinum);
    expect(toPlatinum.usd).toBe(10); // 19.99 - 9.99
    expect((await t.http.postJson('/api/payment/', { packageId: pkg.gold }, p.token)).status).toBe(409);
    await auditLedger(t);
  });

  it('cancelling keeps the subscription until the month ends; the renewal then ends it', async () => {
    const p = await newPlayer(t, 'canceller');
    const silver = await buy(t, p.token, pkg.silver);
    await pressSandbox(t, silver, 'approve');
    await checkOnPayment(t, p.token, silver.id);

    const stranger = await newPlayer(t, 'stranger');
    expect((await t.http.postForm('/api/payment/CancelSubscription', { paymentId: silver.id }, stranger.token)).status).toBe(404);
    const cancel = await t.http.postForm('/api/payment/CancelSubscription', { paymentId: silver.id }, p.token);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({
      success: true,
      message: 'Your subscription is cancelled. It stays active until the end of the paid month.',
    });
    expect(await level(p)).toBe(1);
    const again = await t.http.postForm('/api/payment/CancelSubscription', { paymentId: silver.id }, p.token);
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);
    expect((await t.http.postForm('/api/payment/GetByUserId', {}, p.token)).body[0].paypalOrder.status).toBe('CANCELLED');

    const [{ paid_until }] = await t.dataSource.query(`SELECT paid_until FROM subscription WHERE payment_id = $1`, [silver.id]);
    const report = await t.app.get(RenewSubscriptionsJob).run(new Date(new Date(paid_until).getTime() + 3600_000));
    expect(report.ended).toBeGreaterThanOrEqual(1);
    expect((await t.dataSource.query(`SELECT status FROM subscription WHERE payment_id = $1`, [silver.id]))[0].status).toBe('ENDED');
    expect(await ledgerOf(t, p.id, `subscription:${silver.id}:${new Date(paid_until).toISOString().slice(0, 7)}`)).toEqual([]);
    expect((await t.dataSource.query(`SELECT patreon_type FROM user_account WHERE id = $1`, [p.id]))[0].patreon_type).toBe(0);
  });

  it('a CREATED order can be approved for 24 hours only; a cancelled one fails', async () => {
    const p = await newPlayer(t, 'late');
    const old = await buy(t, p.token, pkg.plasma);
    await t.dataSource.query(`UPDATE payment SET created_at = now() - interval '25 hours' WHERE id = $1`, [old.id]);
    await t.dataSource.query(`UPDATE sandbox_order SET created_at = now() - interval '25 hours' WHERE id = $1`, [old.paymentId]);
    expect((await pressSandbox(t, old, 'approve')).status).toBe(409);
    expect((await checkOnPayment(t, p.token, old.id)).body).toMatchObject({ completed: false, status: 'EXPIRED' });
    expect((await t.http.postForm('/api/payment/GetByUserId', {}, p.token)).body[0].paypalOrder.status).toBe('EXPIRED');

    const dropped = await buy(t, p.token, pkg.plasma);
    expect((await pressSandbox(t, dropped, 'cancel')).status).toBe(303);
    expect((await checkOnPayment(t, p.token, dropped.id)).body).toMatchObject({ completed: false, status: 'VOIDED' });
    expect(await inventoryOf(t, p.id)).toEqual({});
  });

  it('a one-time deal is sold once per player; other refusals are clear', async () => {
    const p = await newPlayer(t, 'onetimer');
    const deal = await buy(t, p.token, pkg.oneTime);
    await pressSandbox(t, deal, 'approve');
    await checkOnPayment(t, p.token, deal.id);
    const again = await t.http.postJson('/api/payment/', { packageId: pkg.oneTime }, p.token);
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: 'This one-time deal was already bought',
    });
    expect((await t.http.postJson('/api/payment/', { packageId: '00000000-0000-0000-0000-000000000000' }, p.token)).status).toBe(404);
    expect((await t.http.postForm('/api/payment/CheckOnPayment', { paymentId: 'nope' }, p.token)).status).toBe(404);
    expect((await t.http.postForm('/api/payment/CheckOnPayment', {}, p.token)).status).toBe(400);
    const other = await newPlayer(t, 'peeker');
    expect((await checkOnPayment(t, other.token, deal.id)).status).toBe(404);
    expect((await t.http.postForm('/api/payment/GetByUserId', { userId: p.id }, other.token)).status).toBe(403);
    expect((await t.http.postForm('/api/payment/GetByUserId', { userId: p.id }, admin)).body).toHaveLength(1);
  });

  it('the daily analytics record is written once per day and served to admins only', async () => {
    const first = await t.http.get<DailyAnalyticsRecordDto[]>('/api/GameAppStats', admin);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(1);
    const today = first.body[0];
    expect(Math.abs(today.timestamp - Date.now() / 1000)).toBeLessThan(120);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM user_account WHERE role IN (1, 2, 100)`);
    expect(today.users).toBe(n);
    expect(today.usersActive).toBeGreaterThan(0);
    expect(today.usersActiveWeek).toBeGreaterThanOrEqual(today.usersActive);
    expect(today.usersActiveMonth).toBeGreaterThanOrEqual(today.usersActiveWeek);
    expect(today.goldSubsActive).toBe(1); // "subscriber" (the canceller's silver ran out in the renewal test only at a future date)
    expect(today.purchases).toEqual(expect.arrayContaining([{ packageId: pkg.plasma, amount: expect.any(Number) }]));
    expect(today.purchases.find((x) => x.packageId === pkg.plasma)!.amount).toBeGreaterThanOrEqual(4);

    const jobs = await Promise.all(Array.from({ length: 4 }, () => t.app.get(RecordDailyAnalyticsJob).run()));
    expect(jobs.filter(Boolean)).toHaveLength(0);
    expect((await t.http.get('/api/GameAppStats', admin)).body).toHaveLength(1);
    const p = await newPlayer(t, 'curious');
    expect((await t.http.get('/api/GameAppStats', p.token)).status).toBe(403);
  });

  it('ten Gold orders opened before approving any deliver one subscription; the database holds one active per tier', async () => {
    const p = await newPlayer(t, 'tenfold');
    const orders: PaymentDto[] = [];
    for (let i = 0; i < 10; i++) orders.push(await buy(t, p.token, pkg.gold));
    const presses = await Promise.all(orders.map((o) => pressSandbox(t, o, 'approve')));
    expect(presses.every((r) => r.status === 303)).toBe(true);
    for (const o of orders) await checkOnPayment(t, p.token, o.id);
    const subs = await t.dataSource.query(`SELECT status FROM subscription WHERE user_id = $1`, [p.id]);
    expect(subs).toEqual([{ status: 'ACTIVE' }]);
    const payments = await t.dataSource.query(`SELECT completed, status FROM payment WHERE user_id = $1 ORDER BY completed DESC`, [p.id]);
    expect(payments.filter((x: { completed: boolean }) => x.completed)).toHaveLength(1);
    expect(payments.filter((x: { completed: boolean; status: string }) => !x.completed && x.status === 'CANCELLED')).toHaveLength(9);
    const delivered = await t.dataSource.query(`SELECT DISTINCT reference FROM ledger WHERE user_id = $1 AND reason = 'payment'`, [p.id]);
    expect(delivered).toHaveLength(1);
    expect(await level(p)).toBe(2);
    // The refused ones are stopped at the provider too.
    const sandbox = await t.dataSource.query(`SELECT status FROM sandbox_order WHERE payment_id = ANY($1) AND status = 'CANCELLED'`, [
      orders.map((o) => o.id),
    ]);
    expect(sandbox).toHaveLength(9);
    // And the database itself refuses a second active subscription of the tier.
    const [active] = await t.dataSource.query(`SELECT * FROM subscription WHERE user_id = $1`, [p.id]);
    const other = orders.find((o) => o.id !== active.payment_id)!;
    await expect(
      t.dataSource.query(
        `INSERT INTO subscription (id, user_id, payment_id, level, status, started_at, paid_until) VALUES ($1, $2, $1, 2, 'ACTIVE', now(), now() + interval '1 day')`,
        [other.id, p.id],
      ),
    ).rejects.toMatchObject({ driverError: { constraint: 'subscription_one_active_per_tier' } });
    await auditLedger(t);
  });

  it("the sandbox approval page and its buttons belong to the order's owner", async () => {
    const owner = await newPlayer(t, 'payowner');
    const payment = await buy(t, owner.token, pkg.plasma);
    const bare = `/api/payment/sandbox/${payment.paymentId}`;
    expect((await fetch(`${t.baseUrl}${bare}`)).status).toBe(403);
    for (const url of [`${bare}/approve`, `${bare}/approve?key=${'A'.repeat(24)}`, `${bare}/cancel`]) {
      expect((await fetch(`${t.baseUrl}${url}`, { method: 'POST', redirect: 'manual' })).status).toBe(403);
    }
    expect((await t.dataSource.query(`SELECT status FROM sandbox_order WHERE id = $1`, [payment.paymentId]))[0].status).toBe('CREATED');
    expect((await checkOnPayment(t, owner.token, payment.id)).body.completed).toBe(false);
    // The owner's own link works, and its page's buttons carry the key.
    const page = await fetch(`${t.baseUrl}${approvePath(payment)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/action="[^"]+\/approve\?key=[\w-]+"/);
    expect((await pressSandbox(t, payment, 'approve')).status).toBe(303);
    expect((await checkOnPayment(t, owner.token, payment.id)).body.completed).toBe(true);
  });
});

describe('monthly renewal across two API processes', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp({ demoContent: true });
    b = await startTestApp({ demoContent: false }, a.databaseUrl);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('renews on the 1st, delivering that month once even when the job runs twice in two processes', async () => {
    const p = await newPlayer(a, 'monthly');
    const gold = await tierPackageOfThisMonth(a, 2);
    const payment: PaymentDto = await buy(a, p.token, gold);
    await pressSandbox(a, payment, 'approve');
    expect((await checkOnPayment(b, p.token, payment.id)).body.completed).toBe(true);

    const [{ paid_until }] = await a.dataSource.query(`SELECT paid_until FROM subscription WHERE payment_id = $1`, [payment.id]);
    const first = new Date(paid_until);
    expect(first.getUTCDate()).toBe(1);
    expect(first.getUTCHours()).toBe(0);

    // Nothing is due before the 1st.
    expect((await a.app.get(RenewSubscriptionsJob).run(new Date(first.getTime() - 60_000))).renewed).toBe(0);

    const now = new Date(first.getTime() + 10 * 60_000);
    const reports = await Promise.all([
      a.app.get(RenewSubscriptionsJob).run(now),
      b.app.get(RenewSubscriptionsJob).run(now),
      a.app.get(RenewSubscriptionsJob).run(now),
      b.app.get(RenewSubscriptionsJob).run(now),
    ]);
    expect(reports.reduce((sum, r) => sum + r.renewed, 0)).toBe(1);

    const period = first.toISOString().slice(0, 7);
    const renewal = await ledgerOf(a, p.id, `subscription:${payment.id}:${period}`);
    // The renewal delivers the Gold package of the new month (the content pack has one a month, with its own relic).
    const [{ id: monthly }] = await a.dataSource.query(
      `SELECT id FROM premium_package WHERE subscription_level = 2 AND year = $1 AND month = $2`,
      [first.getUTCFullYear(), first.getUTCMonth() + 1],
    );
    const items = await itemsOf(a, monthly);
    expect(Object.fromEntries(renewal.map((l) => [l.ref_id, l.delta]))).toEqual(items);
    const [{ paid_until: next }] = await a.dataSource.query(`SELECT paid_until FROM subscription WHERE payment_id = $1`, [payment.id]);
    expect(new Date(next).toISOString()).toBe(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1)).toISOString());
    expect(
      (await a.dataSource.query(`SELECT period FROM subscription_delivery WHERE subscription_id = $1 ORDER BY period`, [payment.id])).map(
        (r: { period: string }) => r.period,
      ),
    ).toHaveLength(2);

    // Once more later the same month: nothing new.
    expect((await b.app.get(RenewSubscriptionsJob).run(new Date(first.getTime() + 5 * 86400_000))).renewed).toBe(0);
    expect(await ledgerOf(a, p.id, `subscription:${payment.id}:${period}`)).toHaveLength(renewal.length);
    await auditLedger(a);
  });
});

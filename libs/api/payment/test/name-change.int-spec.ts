import { createHash } from 'node:crypto';
import { PAYMENT_MESSAGES, PAYMENT_STATUS, VALIDATION_MESSAGES, type PaymentDto } from '@grimhunt/contracts';
import { PaymentSettlement } from '../src';
import { IDENTITY_ACCOUNTS, type IdentityAccounts } from '@grimhunt/api-identity';
import { wrapManager } from '@grimhunt/api-kernel';
import { auditLedger, migrationOf, newPlayer, Player, startTestApp, TestApp } from '@grimhunt/api-testing';
import { approvePath, buy, checkOnPayment, packageIdByName, pressSandbox } from './payment.test-helpers';

const CatalogueNameChangePackage1733900000000 = migrationOf('1733900000000-catalogue-name-change-package');

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A name change ($10, single item type 15) ordered, approved in the sandbox and settled (docs/payment.md). */
describe('name change through the payment flow (sandbox provider, demo content)', () => {
  let t: TestApp;
  let nameChange: string;
  let plasma: string;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    nameChange = await packageIdByName(t, 'Name Change');
    plasma = await packageIdByName(t, 'Plasma Barrel');
  });
  afterAll(() => t?.close());

  const receiptsOf = async (email: string): Promise<{ subject: string; body_text: string }[]> =>
    t.dataSource.query(`SELECT subject, body_text FROM mail_outbox WHERE lower(to_address) = lower($1) AND subject LIKE '%receipt%'`, [
      email,
    ]);
  const nameOf = async (id: string): Promise<string> =>
    (await t.dataSource.query(`SELECT name FROM user_account WHERE id = $1`, [id]))[0].name;
  const paymentsOf = async (userId: string): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM payment WHERE user_id = $1`, [userId]))[0].n;
  const sandboxOrders = async (): Promise<number> => (await t.dataSource.query(`SELECT count(*)::int AS n FROM sandbox_order`))[0].n;
  const emailOf = (p: Player) => `${p.name.toLowerCase()}@example.com`;

  it('is a visible $10 package of single item type 15 without items; every package has a picture', async () => {
    const p = await newPlayer(t, 'shopper');
    const active = await t.http.get('/api/premiumPackage/getactive', p.token);
    const pkg = active.body.find((x: { id: string }) => x.id === nameChange);
    expect(pkg).toMatchObject({ name: 'Name Change', usd: 10, singleItemType: 15, subscriptionLevel: 0, items: [], visible: true });
    expect(pkg.imageId).toEqual(expect.any(String));
    // Every visible package has its drawn picture, served as an image.
    for (const x of active.body as { name: string; imageId: string | null }[]) {
      expect({ name: x.name, imageId: x.imageId }).toEqual({ name: x.name, imageId: expect.any(String) });
    }
    const thumb = await fetch(`${t.baseUrl}/api/image/thumb/${pkg.imageId}`);
    expect({ status: thumb.status, type: thumb.headers.get('content-type') }).toEqual({ status: 200, type: 'image/webp' });
  });

  it('order with a free name -> approve -> renamed in the completing transaction, one receipt, payment completed', async () => {
    const p = await newPlayer(t, 'old_name');
    // The price is the package's, whatever the client sends along.
    const res = await t.http.postJson<PaymentDto>(
      '/api/payment/',
      { packageId: nameChange, additionalInfo: 'newUserName_New_Name', usd: 0.01, usdCents: 1 },
      p.token,
    );
    expect(res.status).toBe(200);
    const payment = res.body;
    expect(payment).toMatchObject({
      packageName: 'Name Change',
      usd: 10,
      completed: false,
      additionalInfo: 'newUserName_New_Name',
      note: null,
    });
    const page = await (await fetch(`${t.baseUrl}${approvePath(payment)}`)).text();
    expect(page).toContain('$10.00 USD');
    expect(page).toContain('New_Name');
    expect(await nameOf(p.id)).toBe('old_name');

    expect((await pressSandbox(t, payment, 'approve')).status).toBe(303);
    const after = await checkOnPayment(t, p.token, payment.id);
    expect(after.body).toMatchObject({
      completed: true,
      status: PAYMENT_STATUS.completed,
      additionalInfo: 'newUserName_New_Name',
      note: null,
    });
    expect(await nameOf(p.id)).toBe('New_Name');

    // The player sees the new name: getme reads the account; a renewed token carries it; the new name logs in.
    expect((await t.http.get('/api/clientUser/getme', p.token)).body.name).toBe('New_Name');
    const renewed = await t.http.get('/api/user/check', p.token);
    expect(renewed.status).toBe(200);
    expect(JSON.parse(Buffer.from(renewed.body.access_token.split('.')[1], 'base64url').toString()).name).toBe('New_Name');
    expect(
      (await t.http.postForm('/api/user/login', { username: 'new_name', password: sha256('secret12') })).body.access_token,
    ).toBeTruthy();
    expect((await t.http.postForm('/api/user/login', { username: 'old_name', password: sha256('secret12') })).status).toBe(401);

    const [row] = await t.dataSource.query(`SELECT completed, completed_at, note, usd_cents FROM payment WHERE id = $1`, [payment.id]);
    expect(row).toMatchObject({ completed: true, note: null, usd_cents: 1000 });
    expect(row.completed_at).toBeTruthy();
    const receipts = await receiptsOf(emailOf(p));
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toBe('Your Grimhunt receipt: name change');
    for (const part of [
      'Package: Name Change',
      'Amount: $10.00 USD',
      `Payment id: ${payment.id}`,
      'Old name: old_name',
      'New name: New_Name',
    ])
      expect(receipts[0].body_text).toContain(part);
    // Nothing is delivered: the ledger has no movement for this payment.
    expect(await t.dataSource.query(`SELECT 1 FROM ledger WHERE reference = $1`, [`payment:${payment.id}`])).toEqual([]);

    const listed = (await t.http.postForm('/api/payment/GetByUserId', {}, p.token)).body as PaymentDto[];
    expect(listed).toEqual([expect.objectContaining({ id: payment.id, packageName: 'Name Change', completed: true, note: null })]);
    await auditLedger(t);
  });

  it('a name taken between order and settlement: the payment completes, the name stays, the note and the receipt say so', async () => {
    const p = await newPlayer(t, 'slowpoke');
    const payment = await buy(t, p.token, nameChange, 'newUserName_Wanted_Name');
    await newPlayer(t, 'WANTED_NAME'); // someone registers the name (case-insensitively the same) meanwhile
    expect((await pressSandbox(t, payment, 'approve')).status).toBe(303);
    const after = await checkOnPayment(t, p.token, payment.id);
    expect(after.body).toMatchObject({ completed: true, note: PAYMENT_MESSAGES.nameChangeTakenNote('Wanted_Name') });
    expect(await nameOf(p.id)).toBe('slowpoke');
    const receipts = await receiptsOf(emailOf(p));
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toBe('Your Grimhunt receipt: name change not applied');
    expect(receipts[0].body_text).toContain('Wished name: Wanted_Name (not applied)');
    expect(receipts[0].body_text).toContain('contact support');
    // An admin sees the note in the buyer's payments.
    const admin = await t.http.login('admin', 'admin');
    const seen = (await t.http.postForm('/api/payment/GetByUserId', { userId: p.id }, admin)).body as PaymentDto[];
    expect(seen[0]).toMatchObject({ id: payment.id, completed: true, note: PAYMENT_MESSAGES.nameChangeTakenNote('Wanted_Name') });
  });

  it('settling twice (approval, polls, repeated notifications, direct settles) renames once and mails once', async () => {
    const p = await newPlayer(t, 'twice');
    const payment = await buy(t, p.token, nameChange, 'newUserName_Once_Only');
    const notify = () => fetch(`${t.baseUrl}${approvePath(payment).split('?')[0]}/notify`, { method: 'POST' });
    const results = await Promise.all([
      pressSandbox(t, payment, 'approve'),
      ...Array.from({ length: 9 }, (_, i) => (i % 3 === 2 ? notify() : checkOnPayment(t, p.token, payment.id))),
    ]);
    expect(results.every((r) => r.status < 400)).toBe(true);
    await checkOnPayment(t, p.token, payment.id);
    expect(await nameOf(p.id)).toBe('Once_Only');
    // The player renames again later (another order would be needed; here by an admin's hand): a late settle must
    // not rename back nor mail again.
    await t.dataSource.query(`UPDATE user_account SET name = 'Later_Name' WHERE id = $1`, [p.id]);
    const settlement = t.app.get(PaymentSettlement);
    await settlement.settle(payment.id, PAYMENT_STATUS.completed);
    await settlement.settle(payment.id, PAYMENT_STATUS.completed);
    await notify();
    expect(await nameOf(p.id)).toBe('Later_Name');
    expect(await receiptsOf(emailOf(p))).toHaveLength(1);
  });

  it('refuses bad names, taken names, gifts and misplaced wishes with 4xx and stores no order', async () => {
    const p = await newPlayer(t, 'picky');
    await newPlayer(t, 'Taken_One');
    const ordersBefore = await sandboxOrders();
    const refusals: [string, string, number, string][] = [
      [nameChange, 'newUserName_ab', 400, VALIDATION_MESSAGES.usernameTooShort],
      [nameChange, `newUserName_${'x'.repeat(20)}`, 400, VALIDATION_MESSAGES.usernameTooLong],
      [nameChange, 'newUserName_Van Helsing', 400, VALIDATION_MESSAGES.usernameChars],
      [nameChange, 'newUserName_', 400, PAYMENT_MESSAGES.nameChangeNeedsName],
      [nameChange, '', 400, PAYMENT_MESSAGES.nameChangeNeedsName],
      [nameChange, 'newUserName_taken_one', 409, 'This username is already taken'],
      [nameChange, 'newUserName_picky', 400, PAYMENT_MESSAGES.nameChangeSame],
      [nameChange, 'buyForUserName_Taken_One', 400, PAYMENT_MESSAGES.nameChangeNoGift],
      [nameChange, 'buyForUserName_newUserName_Fresh_Name', 400, PAYMENT_MESSAGES.nameChangeNoGift],
      [plasma, 'newUserName_Fresh_Name', 400, PAYMENT_MESSAGES.nameChangeWrongPackage],
    ];
    for (const [packageId, additionalInfo, status, message] of refusals) {
      const res = await t.http.postJson('/api/payment/', { packageId, additionalInfo }, p.token);
      expect({ additionalInfo, status: res.status, message: res.body.message }).toEqual({ additionalInfo, status, message });
    }
    expect(await paymentsOf(p.id)).toBe(0);
    expect(await sandboxOrders()).toBe(ordersBefore);
    // Changing only the case of one's own name is a name change.
    expect((await buy(t, p.token, nameChange, 'newUserName_Picky')).usd).toBe(10);
  });

  it("another player cannot settle, see or approve someone else's name change", async () => {
    const p = await newPlayer(t, 'owner_one');
    const stranger = await newPlayer(t, 'stranger');
    const payment = await buy(t, p.token, nameChange, 'newUserName_Owner_Two');
    // The payer approved at the provider, but only the buyer's own poll (or the provider) settles it.
    await t.dataSource.query(`UPDATE sandbox_order SET status = 'APPROVED' WHERE id = $1`, [payment.paymentId]);
    expect((await checkOnPayment(t, stranger.token, payment.id)).status).toBe(404);
    expect((await checkOnPayment(t, stranger.token, payment.paymentId)).status).toBe(404);
    expect((await t.http.postForm('/api/payment/GetByUserId', { userId: p.id }, stranger.token)).status).toBe(403);
    const bare = `${t.baseUrl}${approvePath(payment).split('?')[0]}`;
    expect((await fetch(`${bare}/approve`, { method: 'POST', redirect: 'manual' })).status).toBe(403);
    expect((await t.dataSource.query(`SELECT completed FROM payment WHERE id = $1`, [payment.id]))[0].completed).toBe(false);
    expect(await nameOf(p.id)).toBe('owner_one');
    expect(await nameOf(stranger.id)).toBe('stranger');
    expect((await checkOnPayment(t, p.token, payment.id)).body.completed).toBe(true);
    expect(await nameOf(p.id)).toBe('Owner_Two');
  });

  it('a payer who cancels a name change at the sandbox gets VOIDED, no rename and no receipt', async () => {
    const p = await newPlayer(t, 'hesitant');
    const payment = await buy(t, p.token, nameChange, 'newUserName_Never_Mind');
    const cancelled = await pressSandbox(t, payment, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`/shopcallback/${payment.id}`);
    expect((await checkOnPayment(t, p.token, payment.id)).body).toMatchObject({ completed: false, status: PAYMENT_STATUS.voided });
    expect(await nameOf(p.id)).toBe('hesitant');
    expect(await receiptsOf(emailOf(p))).toHaveLength(0);
  });

  it('a subscription the payer cancels on the sandbox page reports CANCELLED, not an error, and delivers nothing', async () => {
    const p = await newPlayer(t, 'sub_quitter');
    const now = new Date();
    const [silver] = await t.dataSource.query(`SELECT id FROM premium_package WHERE subscription_level = 1 AND year = $1 AND month = $2`, [
      now.getUTCFullYear(),
      now.getUTCMonth() + 1,
    ]);
    const sub = await buy(t, p.token, silver.id);
    expect(sub.paypalOrder.status).toBe(PAYMENT_STATUS.approvalPending);
    const cancelled = await pressSandbox(t, sub, 'cancel');
    expect(cancelled.headers.get('location')).toBe(`/shopcallback/${sub.id}`);
    const check = await checkOnPayment(t, p.token, sub.id);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ completed: false, status: PAYMENT_STATUS.cancelled });
    expect((await t.http.postForm('/api/payment/GetActiveSubscriptionType', {}, p.token)).body).toBe(0);
  });

  it('the migration adds the package once to a catalogue that already has content; types above 15 stay refused', async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      const migration = new CatalogueNameChangePackage1733900000000();
      const count = async () => (await runner.query(`SELECT count(*)::int AS n FROM premium_package WHERE single_item_type = 15`))[0].n;
      await runner.startTransaction();
      await runner.query(`DELETE FROM payment WHERE package_id = $1`, [nameChange]);
      await runner.query(`DELETE FROM premium_package WHERE id = $1`, [nameChange]);
      await migration.up(runner);
      await migration.up(runner);
      expect(await count()).toBe(1);
      await expect(runner.query(`UPDATE premium_package SET single_item_type = 16 WHERE single_item_type = 15`)).rejects.toThrow();
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
  });

  it("identity's rename: a race lost on the unique index answers 'taken' and leaves the caller's transaction usable", async () => {
    const a = await newPlayer(t, 'racer_a');
    const b = await newPlayer(t, 'racer_b');
    const accounts = t.app.get<IdentityAccounts>(IDENTITY_ACCOUNTS, { strict: false });
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstRenamed!: () => void;
    const firstDone = new Promise<void>((resolve) => (firstRenamed = resolve));
    // A renames to Contested and holds its transaction open; B's rename to contested (same name, other case) waits
    // on the unique index, then loses when A commits.
    const first = t.dataSource.transaction(async (m) => {
      const outcome = await accounts.renameAccount(wrapManager(m), a.id, 'Contested');
      firstRenamed();
      await firstHolds;
      return outcome;
    });
    await firstDone;
    const second = t.dataSource.transaction(async (m) => {
      const outcome = await accounts.renameAccount(wrapManager(m), b.id, 'contested');
      // The transaction is still usable after the refused name (savepoint): it can queue the receipt and commit.
      const mail = await accounts.queueMail(wrapManager(m), b.id, { subject: 'race receipt', text: 'still usable' });
      return { outcome, mail };
    });
    await new Promise((r) => setTimeout(r, 300));
    releaseFirst();
    expect((await first).result).toBe('renamed');
    const { outcome, mail } = await second;
    expect(outcome).toMatchObject({ result: 'taken', oldName: 'racer_b', newName: 'contested' });
    expect(mail).toMatchObject({ to: 'racer_b@example.com', subject: 'race receipt' });
    expect(await nameOf(a.id)).toBe('Contested');
    expect(await nameOf(b.id)).toBe('racer_b');
    expect(await t.dataSource.query(`SELECT subject FROM mail_outbox WHERE id = $1`, [mail!.id])).toEqual([{ subject: 'race receipt' }]);
    // Registration's rules hold here too, and the own name unchanged is 'unchanged'.
    await t.dataSource.transaction(async (m) => {
      expect((await accounts.renameAccount(wrapManager(m), b.id, 'no spaces')).result).toBe('invalid');
      expect((await accounts.renameAccount(wrapManager(m), b.id, 'racer_b')).result).toBe('unchanged');
      expect((await accounts.renameAccount(wrapManager(m), '00000000-0000-4000-8000-000000000000', 'Nobody_Here')).result).toBe('missing');
    });
  });
});

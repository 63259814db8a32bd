import { SETTING_KEYS } from '@grimhunt/contracts';
import { sha256 } from '@grimhunt/testing';
import { auditLedger, itemIdByName, startTestApp, TestApp } from '@grimhunt/api-testing';

/** The StarterKit setting: a new player starts with its purse and items, once, at activation. */
describe('economy: starter kit', () => {
  let t: TestApp;
  let admin: string;
  let cheese: string;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
    cheese = await itemIdByName(t, 'Grave Moss Cheese');
  });
  afterAll(() => t?.close());

  async function setKit(value: string): Promise<void> {
    const [row] = await t.dataSource.query(`SELECT id FROM setting WHERE key = $1`, [SETTING_KEYS.starterKit]);
    const res = row
      ? await t.http.putJson(`/api/setting/${row.id}`, { key: SETTING_KEYS.starterKit, value }, admin)
      : await t.http.postJson('/api/setting', { key: SETTING_KEYS.starterKit, value }, admin);
    expect(res.status).toBe(200);
  }

  /** Registers through the API and follows the activation link from the mail outbox. */
  async function registerAndActivate(name: string): Promise<{ token: string; link: string }> {
    const email = `${name.toLowerCase()}@example.com`;
    expect((await t.http.postForm('/api/user/register', { username: name, password: sha256('secret12'), email })).status).toBe(200);
    const [mail] = await t.dataSource.query(`SELECT body_text FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1`, [
      email,
    ]);
    const link = /activateAccount\/([\w-]+)/.exec(mail.body_text)![1];
    expect((await t.http.get(`/api/user/ActivateAccount/${link}`)).status).toBe(200);
    return { token: await t.http.login(name, 'secret12'), link };
  }

  it('gives the purse and the items once, at activation', async () => {
    await setKit(JSON.stringify({ currencies: [{ shortName: 'gold', value: 500 }], items: [{ itemId: cheese, amount: 10 }] }));
    const { token, link } = await registerAndActivate('Newcomer');
    // A second click on the link says the account is already active and grants nothing more.
    const again = await t.http.get(`/api/user/ActivateAccount/${link}`);
    expect({ status: again.status, text: again.text }).toEqual({ status: 200, text: 'Your account is already active.' });

    const me = await t.http.get('/api/clientUser/getme', token);
    expect(me.body.currencies.currencyEntries.find((c: { shortName: string }) => c.shortName === 'gold').value).toBe(500);
    expect(me.body.inventory).toEqual([expect.objectContaining({ itemId: cheese, amount: 10 })]);
    const reasons = await t.dataSource.query(
      `SELECT DISTINCT reason FROM ledger l JOIN user_account u ON u.id = l.user_id WHERE u.name = 'Newcomer'`,
    );
    expect(reasons).toEqual([{ reason: 'starter-kit' }]);
    await auditLedger(t);
  });

  it('skips unknown entries and still activates when the setting is broken', async () => {
    await setKit(
      JSON.stringify({
        currencies: [
          { shortName: 'doubloons', value: 5 },
          { shortName: 'gold', value: 7 },
        ],
        items: [{ itemId: '00000000-0000-0000-0000-000000000000', amount: 1 }],
      }),
    );
    const partial = await registerAndActivate('Partial');
    const me = await t.http.get('/api/clientUser/getme', partial.token);
    expect(me.body.currencies.currencyEntries.find((c: { shortName: string }) => c.shortName === 'gold').value).toBe(7);
    expect(me.body.inventory).toEqual([]);

    await setKit('{not json');
    const broken = await registerAndActivate('Broken');
    expect((await t.http.get('/api/clientUser/getme', broken.token)).status).toBe(200);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM ledger l JOIN user_account u ON u.id = l.user_id WHERE u.name = 'Broken'`,
    );
    expect(n).toBe(0);
  });
});

import { sha256 } from '@grimhunt/testing';
import { startTestApp, TestApp } from '../testing/test-app';

/** Floods from many addresses of one network, and more password checks than the hashing gate lets through. */
describe('flood limits', () => {
  let t: TestApp;
  let busy: TestApp;

  beforeAll(async () => {
    // Trusts X-Forwarded-For from the loopback proxy only, so the test can speak "from" several addresses.
    t = await startTestApp({ trustProxy: ['loopback'] });
    busy = await startTestApp({ env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_MAX_WAIT_MS: '60' } });
  });
  afterAll(async () => {
    await busy?.close();
    await t?.close();
  });

  const forgot = (address: string) =>
    t.http.request('POST', '/api/user/ForgotPasswordRequest', { form: { username: 'nobody' }, headers: { 'x-forwarded-for': address } });

  it('counts every address of an IPv6 /64 against one limit; another /64 and IPv4 addresses count apart', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i++) statuses.push((await forgot(`2001:db8:7:1:${i.toString(16)}::${i}`)).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await forgot('2001:db8:7:2::1')).status).toBe(404);
    expect((await forgot('198.51.100.1')).status).toBe(404);
    // The IPv4-mapped form of an address shares that address's limit.
    for (let i = 0; i < 29; i++) await forgot('198.51.100.1');
    expect((await forgot('::ffff:198.51.100.1')).status).toBe(429);
  });

  it('failed logins of one /64 count as one address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const res = await t.http.request('POST', '/api/user/login', {
        form: { username: 'admin', password: sha256(`guess${i}`) },
        headers: { 'x-forwarded-for': `2001:db8:9:9::${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    await t.dataSource.query(`DELETE FROM login_failure`);
  });

  it('40 reset requests and 40 registrations naming one email, from 80 addresses, mail one reset link and at most 6 notices', async () => {
    await t.http.postForm('/api/user/register', { username: 'victim', password: sha256('secret12'), email: 'victim@example.com' });
    const [firstLink] = await t.dataSource.query(`SELECT body_text FROM mail_outbox WHERE to_address = 'victim@example.com'`);
    const forgets = Array.from({ length: 40 }, (_, i) =>
      t.http.request('POST', '/api/user/ForgotPasswordRequest', {
        form: { username: 'victim' },
        headers: { 'x-forwarded-for': `198.18.1.${i + 1}` },
      }),
    );
    const registrations = Array.from({ length: 40 }, (_, i) =>
      t.http.request('POST', '/api/user/register', {
        form: { username: `squatter${i}`, password: sha256('secret12'), email: 'victim@example.com' },
        headers: { 'x-forwarded-for': `198.18.2.${i + 1}` },
      }),
    );
    const [forgotAnswers, registerAnswers] = await Promise.all([Promise.all(forgets), Promise.all(registrations)]);
    const mails: { subject: string }[] = await t.dataSource.query(
      `SELECT subject FROM mail_outbox WHERE lower(to_address) = 'victim@example.com'`,
    );
    const count = (subject: string) => mails.filter((m) => m.subject === subject).length;
    expect(count('Activate your Grimhunt account')).toBe(1);
    // One reset link: the other requests find it open and answer the same success without mailing again.
    expect(count('Your Grimhunt password')).toBe(1);
    expect(forgotAnswers.every((r) => r.status === 200)).toBe(true);
    // "This address is taken" notices have their own cap; registrations answer as always (nobody learns whose
    // address it is).
    expect(count('Your Grimhunt account')).toBeLessThanOrEqual(6);
    expect(mails).toHaveLength(1 + 1 + count('Your Grimhunt account'));
    expect(registerAnswers.every((r) => r.status === 200)).toBe(true);
    // The victim's first link (activation) still works: no request cancelled it.
    const secret = /activateAccount\/([\w-]+)/.exec(firstLink.body_text)![1];
    expect((await t.http.get(`/api/user/ActivateAccount/${secret}`)).status).toBe(200);
  });

  it('password checks beyond the hashing gate wait a bounded time, then get 503 with a message (never 500)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => busy.http.postForm('/api/user/login', { username: `flood${i}`, password: sha256('x') })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
    const refused = answers.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].body).toMatchObject({ success: false, message: 'The server is busy. Please try again in a moment.' });
    expect(refused[0].headers.get('retry-after')).toBe('5');
    // Once the flood is over, a login works.
    expect((await busy.http.postForm('/api/user/login', { username: 'admin', password: sha256('admin') })).status).toBe(200);
  });
});

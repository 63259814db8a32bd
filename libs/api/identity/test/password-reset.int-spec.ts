import * as argon2 from 'argon2';
import { fixedClock, sha256 } from '@grimhunt/testing';
import { startTestApp, TestApp } from '@grimhunt/api-testing';

jest.mock('argon2', () => {
  const actual = jest.requireActual<typeof import('argon2')>('argon2');
  return { ...actual, hash: jest.fn(actual.hash) };
});

/** Reset links: a made-up link costs no hashing, and requests naming somebody else cannot flood or block them. */
describe('password reset links', () => {
  let t: TestApp;
  const clock = fixedClock(new Date());

  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  const resetMails = async (to: string): Promise<string[]> => {
    const rows: { body_text: string }[] = await t.dataSource.query(
      `SELECT body_text FROM mail_outbox WHERE to_address = $1 AND subject = 'Your Grimhunt password' ORDER BY created_at`,
      [to],
    );
    return rows.map((r) => /forgotPasswordRetrieve\/([\w-]+)/.exec(r.body_text)![1]);
  };
  const register = (name: string, email: string) =>
    t.http.postForm('/api/user/register', { username: name, password: sha256('secret12'), email });
  const forgot = (name: string) => t.http.postForm('/api/user/ForgotPasswordRequest', { username: name });
  const retrieve = (token: string) => t.http.postForm('/api/user/ForgotPasswordRetrieve/', { token });

  it('refuses a made-up link without hashing anything; a real one hashes once', async () => {
    await register('scanned', 'scanned@example.com');
    expect((await forgot('scanned')).status).toBe(200);
    const [secret] = await resetMails('scanned@example.com');
    const hash = jest.mocked(argon2.hash);
    hash.mockClear();

    const madeUp = await retrieve('x'.repeat(43));
    expect(madeUp.status).toBe(400);
    expect(madeUp.text).toContain('This link is invalid or has expired.');
    expect(hash).not.toHaveBeenCalled();

    expect((await retrieve(secret)).status).toBe(200);
    expect(hash).toHaveBeenCalledTimes(1);
    hash.mockClear();
    expect((await retrieve(secret)).status).toBe(400);
    expect(hash).not.toHaveBeenCalled();
  });

  it('mails one link for requests in quick succession, even parallel ones, and another after the quiet minutes', async () => {
    await register('popular', 'popular@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, () => forgot('popular')));
    expect(answers.map((a) => a.body)).toEqual(Array(10).fill({ success: true, message: 'Email sent to your email address' }));
    expect(await resetMails('popular@example.com')).toHaveLength(1);
    clock.advance(14 * 60_000);
    expect((await forgot('popular')).status).toBe(200);
    expect(await resetMails('popular@example.com')).toHaveLength(1);

    clock.advance(2 * 60_000);
    expect((await forgot('popular')).status).toBe(200);
    const [first, second] = await resetMails('popular@example.com');
    expect(second).toBeDefined();
    // The newer mail did not cancel the first link; using one ends the other.
    expect((await retrieve(first)).status).toBe(200);
    expect((await retrieve(second)).status).toBe(400);
  });

  it('counts each kind of mail apart: "address taken" notices do not use up the owner\'s resets', async () => {
    await register('owner', 'owner@example.com');
    for (let i = 0; i < 10; i++) expect((await register(`squat${i}`, 'owner@example.com')).status).toBe(200);
    const taken: unknown[] = await t.dataSource.query(
      `SELECT 1 FROM mail_outbox WHERE to_address = 'owner@example.com' AND subject = 'Your Grimhunt account'`,
    );
    expect(taken).toHaveLength(6);
    expect((await forgot('owner')).body).toEqual({ success: true, message: 'Email sent to your email address' });
    expect(await resetMails('owner@example.com')).toHaveLength(1);
  });
});

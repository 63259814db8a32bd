import { SMTPServer } from 'smtp-server';
import { ROLE } from '@grimhunt/contracts';
import { sha256 } from '@grimhunt/testing';
import { startTestApp, TestApp } from '@grimhunt/api-testing';

/** Catches every mail the API sends, like a real SMTP server would receive it. */
function startMailCatcher(): Promise<{ port: number; mails: { to: string; raw: string }[]; close(): Promise<void> }> {
  const mails: { to: string; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        mails,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

async function waitFor<T>(probe: () => T | undefined, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('identity over HTTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startMailCatcher>>;

  beforeAll(async () => {
    smtp = await startMailCatcher();
    t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, publicUrl: 'http://game.test' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('registers, mails the activation link, activates, logs in, renews and reads the player', async () => {
    const reg = await t.http.postForm('/api/user/register', {
      username: 'Ghostbuster_1',
      password: sha256('secret12'),
      email: 'gb1@example.com',
    });
    expect(reg.status).toBe(200);
    expect(reg.body).toEqual({ success: true, message: expect.stringContaining('successfully registered') });

    const mail = await waitFor(() => smtp.mails.find((m) => m.to === 'gb1@example.com'));
    const link = /http:\/\/game\.test\/activateAccount\/([\w-]+)/.exec(mail.raw);
    expect(link).not.toBeNull();

    const early = await t.http.postForm('/api/user/login', { username: 'ghostbuster_1', password: sha256('secret12') });
    expect(early.status).toBe(200);
    const earlyClaims = JSON.parse(Buffer.from(early.body.access_token.split('.')[1], 'base64url').toString());
    expect(earlyClaims.role).toBe('notActivated');
    expect((await t.http.get('/api/clientUser/getme', early.body.access_token)).status).toBe(403);

    const activation = await t.http.get(`/api/user/ActivateAccount/${link![1]}`);
    expect(activation.status).toBe(200);
    expect(activation.text).toMatch(/activated/);
    // Opened twice: the account is active, and the answer says so.
    const again = await t.http.get(`/api/user/ActivateAccount/${link![1]}`);
    expect(again.status).toBe(200);
    expect(again.text).toBe('Your account is already active.');
    const unknown = await t.http.get(`/api/user/ActivateAccount/${'0'.repeat(32)}`);
    expect(unknown.status).toBe(400);
    expect(unknown.text).toBe('This link is invalid or has expired.');

    const token = await t.http.login('Ghostbuster_1', 'secret12');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ name: 'Ghostbuster_1', role: 'user' });

    const check = await t.http.get('/api/user/check', token);
    expect(check.status).toBe(200);
    expect(check.body.success).toBe(true);
    expect(typeof check.body.access_token).toBe('string');

    const me = await t.http.get('/api/clientUser/getme', check.body.access_token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: 'Ghostbuster_1', email: 'gb1@example.com', userRole: ROLE.user, xp: 0 });
  });

  it('refuses a wrong password, a bad digest and unknown users with the same answer', async () => {
    for (const form of [
      { username: 'admin', password: sha256('wrong') },
      { username: 'nobody-here', password: sha256('admin') },
      { username: 'admin', password: 'admin' },
    ]) {
      const res = await t.http.postForm('/api/user/login', form);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'IDENTITY.INVALID_CREDENTIALS', message: 'Invalid username or password' });
    }
  });

  it('enforces the registration rules of the spec on the server', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ username: 'ab', password: sha256('secret12'), email: 'a@b.de' }, 400, 'Username must be at least 3 characters long'],
      [{ username: 'a'.repeat(20), password: sha256('secret12'), email: 'a@b.de' }, 400, 'Username must be less than 20 characters'],
      [
        { username: 'bad name!', password: sha256('secret12'), email: 'a@b.de' },
        400,
        'Username can only contain letters, numbers, underscores, and hyphens',
      ],
      [{ username: '', password: sha256('secret12'), email: 'a@b.de' }, 400, 'Username is required'],
      [{ username: 'gooduser', password: sha256('secret12'), email: 'not-an-email' }, 400, 'Please enter a valid email address'],
      [{ username: 'gooduser', password: 'plain', email: 'a@b.de' }, 400, 'The password must be sent as a SHA-256 hex digest'],
      [{ username: 'ADMIN', password: sha256('secret12'), email: 'x@y.de' }, 409, 'This username is already taken'],
      [{ username: 'gooduser', email: 'a@b.de' }, 400, 'Password is required'],
    ];
    for (const [form, status, message] of cases) {
      const res = await t.http.postForm('/api/user/register', form);
      expect({ status: res.status, message: res.body.message, success: res.body.success }).toEqual({ status, message, success: false });
    }
    // A taken email is not told apart from a fresh one; its owner gets a mail instead.
    const taken = await t.http.postForm('/api/user/register', {
      username: 'other',
      password: sha256('secret12'),
      email: 'ADMIN@grimhunt.local',
    });
    expect(taken.body).toEqual({ success: true, message: expect.stringContaining('successfully registered') });
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM user_account WHERE name = 'other'`))[0].n).toBe(0);
  });

  it('creates one account when the same name registers twice at once', async () => {
    const attempts = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        t.http.postForm('/api/user/register', { username: 'racer', password: sha256('secret12'), email: `racer${i}@example.com` }),
      ),
    );
    expect(attempts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(attempts.filter((r) => r.status === 409)).toHaveLength(3);
    const rows = await t.dataSource.query(`SELECT count(*)::int AS n FROM user_account WHERE lower(name) = 'racer'`);
    expect(rows[0].n).toBe(1);
  });

  it('keeps banned accounts out, also with a token issued before the ban', async () => {
    await t.http.postForm('/api/user/register', { username: 'badguy', password: sha256('secret12'), email: 'bad@example.com' });
    await t.dataSource.query(`UPDATE user_account SET role = ${ROLE.user} WHERE name = 'badguy'`);
    const token = await t.http.login('badguy', 'secret12');
    await t.dataSource.query(`UPDATE user_account SET role = ${ROLE.banned} WHERE name = 'badguy'`);
    const login = await t.http.postForm('/api/user/login', { username: 'badguy', password: sha256('secret12') });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('This account is banned');
    await new Promise((r) => setTimeout(r, 15_100));
    expect((await t.http.get('/api/clientUser/getme', token)).status).toBe(403);
    expect((await t.http.get('/api/user/check', token)).status).toBe(403);
  }, 30_000);

  it('resets a forgotten password through the mailed link, once: the page shows the new password, no mail carries it', async () => {
    const unknown = await t.http.postForm('/api/user/ForgotPasswordRequest', { username: 'nobody-at-all' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: 'Username not found' });

    await t.http.postForm('/api/user/register', { username: 'forgetful', password: sha256('secret12'), email: 'forget@example.com' });
    const req = await t.http.postForm('/api/user/ForgotPasswordRequest', { username: 'forgetful' });
    expect(req.body).toEqual({ success: true, message: 'Email sent to your email address' });
    const mail = await waitFor(() => smtp.mails.find((m) => m.to === 'forget@example.com' && m.raw.includes('forgotPasswordRetrieve')));
    const secret = /forgotPasswordRetrieve\/([\w-]+)/.exec(mail.raw)![1];
    // A second request right after (a stranger's, say) mails nothing new and does not cancel the first link.
    expect((await t.http.postForm('/api/user/ForgotPasswordRequest', { username: 'forgetful' })).status).toBe(200);
    expect((await t.http.postForm('/api/user/login', { username: 'forgetful', password: sha256('secret12') })).status).toBe(200);

    const retrieve = await t.http.postForm('/api/user/ForgotPasswordRetrieve/', { token: secret });
    expect(retrieve.status).toBe(200);
    const newPassword =
      /^Your new password is: (\w+)\nLog in with it now and change it in your profile\. It is shown only this once\.$/.exec(
        retrieve.text,
      )![1];
    expect((await t.http.postForm('/api/user/login', { username: 'forgetful', password: sha256('secret12') })).status).toBe(401);
    expect((await t.http.postForm('/api/user/login', { username: 'forgetful', password: sha256(newPassword) })).status).toBe(200);
    expect((await t.http.postForm('/api/user/ForgotPasswordRetrieve/', { token: secret })).status).toBe(400);
    await waitFor(() => smtp.mails.find((m) => m.to === 'forget@example.com' && m.raw.includes('was just reset')));
    expect(smtp.mails.filter((m) => m.raw.includes(newPassword))).toEqual([]);
    // Our copies of the sent mails keep neither the link secrets nor the password.
    const stored: { body_text: string; sent: boolean }[] = await t.dataSource.query(
      `SELECT body_text, sent_at IS NOT NULL AS sent FROM mail_outbox WHERE to_address = 'forget@example.com'`,
    );
    expect(stored.length).toBeGreaterThanOrEqual(3);
    expect(stored.every((row) => row.sent)).toBe(true);
    for (const row of stored) {
      expect(row.body_text).not.toContain(secret);
      expect(row.body_text).not.toContain(newPassword);
      expect(row.body_text).not.toMatch(/(activateAccount|forgotPasswordRetrieve)\/[\w-]{20,}/);
    }
  });

  it('changes email and password only for the caller and only with the current password', async () => {
    await t.http.postForm('/api/user/register', { username: 'changer', password: sha256('secret12'), email: 'changer@example.com' });
    await t.dataSource.query(`UPDATE user_account SET role = ${ROLE.user} WHERE name = 'changer'`);
    const token = await t.http.login('changer', 'secret12');
    const me = (await t.http.get('/api/clientUser/getme', token)).body;
    const adminId = (await t.dataSource.query(`SELECT id FROM user_account WHERE name = 'admin'`))[0].id;

    const foreign = await t.http.postForm(
      '/api/user/UpdateEmail',
      { userId: adminId, password: sha256('secret12'), email: 'evil@example.com' },
      token,
    );
    expect(foreign.status).toBe(403);
    const wrong = await t.http.postForm(
      '/api/user/UpdatePassword',
      { userId: me.id, currPw: sha256('nope'), newPw: sha256('newsecret') },
      token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, message: 'The current password is wrong' });

    const email = await t.http.postForm(
      '/api/user/UpdateEmail',
      { userId: me.id, password: sha256('secret12'), email: 'changed@example.com' },
      token,
    );
    expect(email.body).toEqual({ success: true, message: 'Successful Changed' });
    const pw = await t.http.postForm(
      '/api/user/UpdatePassword',
      { userId: me.id, currPw: sha256('secret12'), newPw: sha256('newsecret') },
      token,
    );
    expect(pw.body).toEqual({ success: true, message: 'Successful Changed' });
    await t.http.login('changer', 'newsecret');
  });

  it('searches names from 3 characters, hiding banned accounts from players', async () => {
    const token = await t.http.login('admin', 'admin');
    expect((await t.http.postForm('/api/user/search', { searchstring: 'ba', includeingBanned: false }, token)).status).toBe(400);
    const players = await t.http.postForm('/api/user/search', { searchstring: 'bad', includeingBanned: false }, token);
    expect(players.body).toEqual([]);
    const withBanned = await t.http.postForm('/api/user/search', { searchstring: 'bad', includeingBanned: true }, token);
    expect(withBanned.body).toEqual(['badguy']);
    const prefixFirst = await t.http.postForm('/api/user/search', { searchstring: 'gho', includeingBanned: false }, token);
    expect(prefixFirst.body).toEqual(['Ghostbuster_1']);
  });

  it('answers the version, health and OpenAPI document', async () => {
    expect((await t.http.get('/api/version/')).text).toBe('0.1.0');
    expect((await t.http.get('/api/health')).body).toMatchObject({ status: 'ok' });
    expect((await t.http.get('/api/docs-json')).body.info.title).toBe('Grimhunt API');
  });
});

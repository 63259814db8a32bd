import { ROLE } from '@grimhunt/contracts';
import { sha256 } from '@grimhunt/testing';
import { startTestApp, TestApp } from '../testing/test-app';

/** Every password check (login, profile changes) is throttled atomically, across two API processes on one database. */
describe('password checks under parallel guessing', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, a.databaseUrl);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  afterEach(() => a.dataSource.query(`DELETE FROM login_failure`));

  it('41 parallel wrong logins at one account, on two processes: 5 are verified, the rest wait', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 41 }, (_, i) =>
        (i % 2 === 0 ? a : b).http.postForm('/api/user/login', { username: 'admin', password: sha256(`guess${i}`) }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(36);
    // The right password waits too while blocked; another address of the owner is not slowed down (login-delay spec).
    expect((await a.http.postForm('/api/user/login', { username: 'admin', password: sha256('admin') })).status).toBe(429);
  });

  it('32 parallel wrong current passwords from one player (UpdatePassword, UpdateEmail): 5 verified, then 429', async () => {
    await a.http.postForm('/api/user/register', { username: 'guesser', password: sha256('secret12'), email: 'guesser@example.com' });
    const [row] = await a.dataSource.query(`UPDATE user_account SET role = ${ROLE.user} WHERE name = 'guesser' RETURNING id`);
    const id = row[0]?.id ?? row.id;
    const token = await a.http.login('guesser', 'secret12');
    const statuses = await Promise.all(
      Array.from({ length: 32 }, (_, i) => {
        const server = i % 2 === 0 ? a : b;
        return i % 4 < 2
          ? server.http.postForm('/api/user/UpdatePassword', { userId: id, currPw: sha256(`wrong${i}`), newPw: sha256('next1234') }, token)
          : server.http.postForm('/api/user/UpdateEmail', { userId: id, password: sha256(`wrong${i}`), email: 'x@example.com' }, token);
      }),
    ).then((answers) => answers.map((r) => r.status));
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(27);
    // The right password is refused while blocked; the account keeps its password and email.
    const right = await a.http.postForm(
      '/api/user/UpdatePassword',
      { userId: id, currPw: sha256('secret12'), newPw: sha256('next1234') },
      token,
    );
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many requests. Please wait a moment and try again.');
    expect((await a.http.get('/api/clientUser/getme', token)).body.email).toBe('guesser@example.com');
  });

  it('a right current password after a few wrong ones works and forgets the failures', async () => {
    await a.http.postForm('/api/user/register', { username: 'typo', password: sha256('secret12'), email: 'typo@example.com' });
    const [row] = await a.dataSource.query(`UPDATE user_account SET role = ${ROLE.user} WHERE name = 'typo' RETURNING id`);
    const id = row[0]?.id ?? row.id;
    const token = await a.http.login('typo', 'secret12');
    for (let i = 0; i < 3; i++)
      expect(
        (await a.http.postForm('/api/user/UpdateEmail', { userId: id, password: sha256('nope'), email: 'y@example.com' }, token)).status,
      ).toBe(400);
    const ok = await b.http.postForm(
      '/api/user/UpdateEmail',
      { userId: id, password: sha256('secret12'), email: 'typo2@example.com' },
      token,
    );
    expect(ok.body).toEqual({ success: true, message: 'Successful Changed' });
    expect(await a.dataSource.query(`SELECT 1 FROM login_failure WHERE account_key = $1`, [id])).toEqual([]);
  });
});

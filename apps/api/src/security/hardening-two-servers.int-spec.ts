import { ROLE } from '@grimhunt/contracts';
import { sha256 } from '@grimhunt/testing';
import { startTestApp, TestApp } from '../testing/test-app';

/** The security findings that need several processes: two API servers on one database, as behind a proxy. */
describe('hardening across two API processes', () => {
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

  it('finding 12: one limit for all processes (forgot-password: 30 per address and 10 minutes)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await server.http.postForm('/api/user/ForgotPasswordRequest', { username: `nobody${i}` })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await a.http.postForm('/api/user/ForgotPasswordRequest', { username: 'nobody' })).status).toBe(429);
  });

  it('finding 5: failed logins count across processes (not N x 10 guesses)', async () => {
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? a : b;
      expect((await server.http.postForm('/api/user/login', { username: 'admin', password: sha256(`guess${i}`) })).status).toBe(401);
    }
    expect((await a.http.postForm('/api/user/login', { username: 'admin', password: sha256('guess-a') })).status).toBe(429);
    expect((await b.http.postForm('/api/user/login', { username: 'admin', password: sha256('guess-b') })).status).toBe(429);
    await a.dataSource.query(`DELETE FROM login_failure`);
  });

  it('finding 9: a ban on one process ends the session on the other within a second', async () => {
    await a.http.postForm('/api/user/register', { username: 'roamer', password: sha256('secret12'), email: 'roamer@example.com' });
    const [row] = await a.dataSource.query(`SELECT id FROM user_account WHERE name = 'roamer'`);
    await a.dataSource.query(`UPDATE user_account SET role = ${ROLE.user} WHERE id = $1`, [row.id]);
    const token = await b.http.login('roamer', 'secret12');
    // Both processes have the session cached.
    expect((await a.http.get('/api/clientUser/getme', token)).status).toBe(200);
    expect((await b.http.get('/api/clientUser/getme', token)).status).toBe(200);
    const admin = await a.http.login('admin', 'admin');
    expect((await a.http.putJson(`/api/user/${row.id}`, { userRole: ROLE.banned }, admin)).status).toBe(200);
    expect((await a.http.get('/api/clientUser/getme', token)).status).toBe(401);
    const until = Date.now() + 1000;
    let status = 0;
    while (Date.now() < until) {
      status = (await b.http.get('/api/clientUser/getme', token)).status;
      if (status === 401) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(401);
    expect((await b.http.postJson('/api/mail', { toUserId: row.id, message: 'items out', loot: [] }, token)).status).toBe(401);
  });
});

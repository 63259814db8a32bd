import { ROLE } from '@grimhunt/contracts';
import { sha256 } from '@grimhunt/testing';
import { startTestApp, TestApp } from '@grimhunt/api-testing';

describe('user admin (back office)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.http.login('admin', 'admin');
    for (const name of ['alpha', 'bravo', 'charlie']) {
      await t.http.postForm('/api/user/register', { username: name, password: sha256('secret12'), email: `${name}@example.com` });
    }
  });
  afterAll(() => t?.close());

  it('lists users in the simple-rest dialect, 40 per page by default', async () => {
    const all = await t.http.get('/api/user?sort=["name","ASC"]', admin);
    expect(all.status).toBe(200);
    expect(all.body.map((u: { name: string }) => u.name)).toEqual(['admin', 'alpha', 'bravo', 'charlie']);
    expect(all.headers.get('content-range')).toBe('user 0-3/4');
    expect(all.body[1]).toEqual({
      id: expect.any(String),
      name: 'alpha',
      email: 'alpha@example.com',
      xp: 0,
      userRole: ROLE.notActivated,
      patreonType: 0,
      currencies: { currencyEntries: expect.any(Array) },
      inventory: expect.any(Array),
    });
    const page = await t.http.get('/api/user?sort=["name","DESC"]&range=[1,2]&filter={"q":"a"}', admin);
    expect(page.body.map((u: { name: string }) => u.name)).toEqual(['bravo', 'alpha']);
    expect(page.headers.get('content-range')).toBe('user 1-2/4');
    const many = await t.http.get(
      `/api/user?filter=${encodeURIComponent(JSON.stringify({ id: [all.body[1].id, all.body[2].id] }))}`,
      admin,
    );
    expect(many.body).toHaveLength(2);
    expect((await t.http.get('/api/user?sort=["password_hash","ASC"]', admin)).status).toBe(400);
  });

  it('reads by id and by name, edits and refuses bad values', async () => {
    const bravo = (await t.http.get('/api/user/getByName/BRAVO', admin)).body;
    expect(bravo.name).toBe('bravo');
    expect((await t.http.get(`/api/user/${bravo.id}`, admin)).body.email).toBe('bravo@example.com');

    const updated = await t.http.putJson('/api/user', { ...bravo, xp: 1234, userRole: ROLE.betaUser, patreonType: 3 }, admin);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: bravo.id, xp: 1234, userRole: ROLE.betaUser, patreonType: 3 });
    const byId = await t.http.putJson(`/api/user/${bravo.id}`, { email: 'b@example.org' }, admin);
    expect(byId.body.email).toBe('b@example.org');

    for (const bad of [{ userRole: 7 }, { patreonType: 9 }, { xp: -1 }, { name: 'x' }, { email: 'nope' }, { name: 'alpha' }]) {
      const res = await t.http.putJson(`/api/user/${bravo.id}`, bad, admin);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    // No body at all, or JSON that is no object: 400 (a fuzz finding answered 500), nothing changed.
    for (const res of [
      await t.http.request('PUT', `/api/user/${bravo.id}`, { token: admin }),
      await t.http.request('PUT', '/api/user', { token: admin }),
      await t.http.putJson(`/api/user/${bravo.id}`, [1, 2], admin),
      await t.http.putJson(`/api/user/${bravo.id}`, null, admin),
    ]) {
      expect(res.status).toBe(400);
    }
    expect((await t.http.get(`/api/user/${bravo.id}`, admin)).body).toMatchObject({ xp: 1234, email: 'b@example.org', name: 'bravo' });
  });

  it('deletes irreversibly, but never the acting admin', async () => {
    const charlie = (await t.http.get('/api/user/getByName/charlie', admin)).body;
    const del = await t.http.delete(`/api/user/${charlie.id}`, admin);
    expect(del.status).toBe(200);
    expect(del.body.name).toBe('charlie');
    expect((await t.http.get(`/api/user/${charlie.id}`, admin)).status).toBe(404);
    const me = (await t.http.get('/api/user/getByName/admin', admin)).body;
    expect((await t.http.delete(`/api/user/${me.id}`, admin)).status).toBe(409);
  });

  it('is for admins only', async () => {
    await t.dataSource.query(`UPDATE user_account SET role = ${ROLE.user} WHERE name = 'alpha'`);
    const player = await t.http.login('alpha', 'secret12');
    expect((await t.http.get('/api/user', player)).status).toBe(403);
    expect((await t.http.get('/api/user')).status).toBe(401);
    expect((await t.http.putJson('/api/user', { id: 'x', userRole: 100 }, player)).status).toBe(403);
  });
});

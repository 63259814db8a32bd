import { PUBLIC_KEY, ROLES_KEY } from '@grimhunt/api-kernel';
import { sha256 } from '@grimhunt/testing';
import { registeredRoutes } from '../testing/routes';
import { startTestApp, TestApp } from '../testing/test-app';

interface RouteInfo {
  route: string;
  isPublic: boolean;
  roles: string[] | undefined;
}

/** Every controller method Nest registered, with the access rule it declares. */
function walkRoutes(t: TestApp): RouteInfo[] {
  return registeredRoutes(t).map(({ method, path, controller, handler }) => ({
    route: `${method} ${path}`,
    isPublic: Reflect.getMetadata(PUBLIC_KEY, handler) ?? Reflect.getMetadata(PUBLIC_KEY, controller) ?? false,
    roles: Reflect.getMetadata(ROLES_KEY, handler) ?? Reflect.getMetadata(ROLES_KEY, controller),
  }));
}

describe('route access (default deny)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t?.close());

  it('every registered route declares @Public() or @Roles(...)', () => {
    const routes = walkRoutes(t);
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((r) => !r.isPublic && !(r.roles && r.roles.length > 0)).map((r) => r.route);
    expect(undeclared).toEqual([]);
  });

  it('public routes are the ones meant to be open', () => {
    const open = walkRoutes(t)
      .filter((r) => r.isPublic)
      .map((r) => r.route)
      .sort();
    const allowed = [
      /\/user\/(login|register|ForgotPasswordRequest|ForgotPasswordRetrieve|ActivateAccount\/:id)$/,
      /\/(version|health)$/,
      /\/image\//,
      /\/payment\/sandbox\//,
      // The event stream: the browser's EventSource sends no header, so a single-use ticket stands for the token.
      /^GET \/api\/social\/events$/,
    ];
    expect(open.filter((route) => !allowed.some((re) => re.test(route)))).toEqual([]);
  });

  it('admin routes refuse players and anonymous callers', async () => {
    const adminRoutes = walkRoutes(t).filter(
      (r) => r.roles?.length === 1 && r.roles[0] === 'admin' && r.route.startsWith('GET ') && !r.route.includes(':'),
    );
    const playerToken = await registerPlayer(t);
    for (const r of adminRoutes) {
      const path = r.route.slice(4);
      expect({ route: r.route, status: (await t.http.get(path)).status }).toEqual({ route: r.route, status: 401 });
      expect({ route: r.route, status: (await t.http.get(path, playerToken)).status }).toEqual({ route: r.route, status: 403 });
    }
  });

  it('anonymous callers get 401 before any check of the request: a malformed id on every non-public route', async () => {
    const withParams = walkRoutes(t).filter((r) => !r.isPublic && r.route.includes('/:'));
    expect(withParams.length).toBeGreaterThan(20);
    const answers = [];
    for (const r of withParams) {
      const [method, path] = r.route.split(' ');
      const url = path.replace(/:[A-Za-z]+/g, 'not-a-uuid');
      const res = await fetch(`${t.baseUrl}${url}`, {
        method,
        headers: method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' },
        body: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify({ userId: 'not-a-uuid', itemId: 'x' }),
      });
      answers.push({ route: r.route, status: res.status });
    }
    expect(answers.filter((a) => a.status !== 401)).toEqual([]);
  });

  it("anonymous callers get 401, not the body parser's 400, for invalid JSON or too many form fields on a non-public route", async () => {
    const posts = walkRoutes(t).filter((r) => !r.isPublic && /^(POST|PUT) /.test(r.route));
    expect(posts.length).toBeGreaterThan(10);
    const tooManyFields = Array.from({ length: 150 }, (_, i) => `f${i}=1`).join('&');
    const answers = [];
    for (const r of posts) {
      const [method, path] = r.route.split(' ');
      const url = path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      for (const [type, body] of [
        ['application/json', '{"broken": '],
        ['application/x-www-form-urlencoded', tooManyFields],
      ]) {
        const res = await fetch(`${t.baseUrl}${url}`, { method, headers: { 'content-type': type }, body });
        answers.push({ route: r.route, type, status: res.status });
      }
    }
    expect(answers.filter((a) => a.status !== 401)).toEqual([]);
  });

  it('signed-in callers, and callers of public routes, still get 400 for a body that cannot be read', async () => {
    const token = await registerPlayer(t, 'bodychecker');
    const broken = await fetch(`${t.baseUrl}/api/mail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{"broken": ',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBe('The body is not valid JSON');
    const login = await fetch(`${t.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Array.from({ length: 150 }, (_, i) => `f${i}=1`).join('&'),
    });
    expect(login.status).toBe(400);
    expect((await login.json()).message).toBe('The form has too many fields (at most 100)');
  });

  it('signed-in callers still get 400 for a malformed id', async () => {
    const token = await registerPlayer(t, 'idchecker');
    const res = await t.http.get('/api/ClientItem/not-a-uuid', token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('id is not a valid id');
  });
});

async function registerPlayer(t: TestApp, name = 'walker'): Promise<string> {
  await t.http.postForm('/api/user/register', { username: name, password: sha256('secret12'), email: `${name}@example.com` });
  await t.dataSource.query(`UPDATE user_account SET role = 1 WHERE name = $1`, [name]);
  return t.http.login(name, 'secret12');
}

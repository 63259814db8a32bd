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
});

async function registerPlayer(t: TestApp): Promise<string> {
  await t.http.postForm('/api/user/register', { username: 'walker', password: sha256('secret12'), email: 'walker@example.com' });
  await t.dataSource.query(`UPDATE user_account SET role = 1 WHERE name = 'walker'`);
  return t.http.login('walker', 'secret12');
}

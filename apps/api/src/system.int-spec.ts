import { startTestApp, TestApp } from './testing/test-app';

describe('system: headers, app key, CORS', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ appKey: 'grimhunt-test-key' })));
  afterAll(() => t?.close());

  it('requires the application key on /api when APP_KEY is set', async () => {
    const without = await fetch(`${t.baseUrl}/api/version/`);
    expect(without.status).toBe(403);
    expect(await without.json()).toMatchObject({ code: 'AUTH.APP_KEY_INVALID' });
    const withKey = await t.http.get('/api/version/');
    expect(withKey.status).toBe(200);
    expect(withKey.text).toBe('0.1.0');
  });

  it('leaves image links and the health check open (browsers load them without custom headers)', async () => {
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/api/image/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
  });

  it('echoes or creates a request id on every answer', async () => {
    const mine = await t.http.request('GET', '/api/version/', { headers: { 'x-request-id': 'trace-me-123' } });
    expect(mine.headers.get('x-request-id')).toBe('trace-me-123');
    const made = await t.http.get('/api/version/');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('exposes Content-Range to browsers on other origins', async () => {
    const preflight = await fetch(`${t.baseUrl}/api/item`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5174',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-app-key',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-app-key');
    const list = await t.http.request('GET', '/api/version/', { headers: { origin: 'http://localhost:5174' } });
    expect(list.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await t.http.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'GENERIC.NOT_FOUND' });
  });
});

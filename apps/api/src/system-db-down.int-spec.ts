import { createServer, Server, Socket } from 'node:net';
import { createTestDatabase } from '@grimhunt/testing';
import { startTestApp, TestApp } from './testing/test-app';

/** The test server's address: its Unix socket (`?host=<folder>`), or host and port. */
function serverAddress(url: URL): string | { host: string; port: number } {
  const socketDir = url.searchParams.get('host');
  return socketDir ? `${socketDir}/.s.PGSQL.${url.port}` : { host: url.hostname, port: Number(url.port) };
}

/** A TCP relay between the API and PostgreSQL that the test can cut, like a database going away. */
function relay(target: string | { host: string; port: number }) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  const open = (port = 0) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket();
        if (typeof target === 'string') upstream.connect(target);
        else upstream.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as { port: number }).port));
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  return { open, cut };
}

describe('database unavailable (issue 12, finding 13)', () => {
  let t: TestApp;
  let link: ReturnType<typeof relay>;
  let port: number;

  beforeAll(async () => {
    const url = new URL(await createTestDatabase());
    link = relay(serverAddress(url));
    port = await link.open();
    url.searchParams.delete('host');
    url.hostname = '127.0.0.1';
    url.port = String(port);
    t = await startTestApp({}, url.toString());
  });
  afterAll(async () => {
    await t?.close();
    await link?.cut();
  });

  it('answers 503 with the error shape while PostgreSQL is unreachable, and recovers when it is back', async () => {
    const token = await t.http.login('admin', 'admin');
    expect((await t.http.get('/api/health')).status).toBe(200);
    await link.cut();
    const health = await t.http.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ statusCode: 503, code: 'GENERIC.UNAVAILABLE' });
    expect(health.headers.get('retry-after')).toBe('5');
    expect((await t.http.get('/api/user/check', token)).status).toBe(503);
    expect((await t.http.postForm('/api/user/login', { username: 'admin', password: 'a'.repeat(64) })).status).toBe(503);
    expect((await t.http.get('/api/version/')).status).toBe(200);
    await link.open(port);
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      status = (await t.http.get('/api/health')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    expect((await t.http.get('/api/user/check', token)).status).toBe(200);
  }, 30_000);
});

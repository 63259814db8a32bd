import { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@grimhunt/testing';
import { freePort } from './config/embedded-postgres';
import { apiAnswers, spawnApi } from './testing/api-process';
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

describe('database unavailable', () => {
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

describe('database gone for good', () => {
  let link: ReturnType<typeof relay>;
  let api: ChildProcess | null = null;
  let dir: string;

  afterAll(async () => {
    if (api && api.exitCode === null) api.kill('SIGKILL');
    await link?.cut();
    rmSync(dir, { recursive: true, force: true });
  });

  it('exits with status 1 after DB_DOWN_EXIT_SECONDS instead of answering 503 for ever', async () => {
    const url = new URL(await createTestDatabase());
    link = relay(serverAddress(url));
    const dbPort = await link.open();
    url.searchParams.delete('host');
    url.hostname = '127.0.0.1';
    url.port = String(dbPort);
    dir = mkdtempSync(join(tmpdir(), 'gh-down-'));
    const port = await freePort();
    const proc = spawnApi({ databaseUrl: url.toString(), port, dataDir: dir, env: { DB_DOWN_EXIT_SECONDS: '3' } });
    api = proc;
    const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
    const up = await apiAnswers(proc, port);
    expect(up).toBe(true);
    await link.cut();
    const cutAt = Date.now();
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(503);
    expect(await exited).toBe(1);
    // 3 s without an answer, probed every 2 s, plus the shutdown.
    expect(Date.now() - cutAt).toBeLessThan(12_000);
  }, 60_000);
});

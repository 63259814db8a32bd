import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';

interface Summary {
  sent: number;
  completed: number;
  errors: number;
  non2xx: number;
  p50: number;
  max: number;
  connections: number;
  openedDuringRun: number;
  waited: number;
  queueMax: number;
  cpuSeconds: number | null;
}

const generator = join(__dirname, 'open-loop.mjs');

/** Runs the bench's open-loop generator in its own Node process (it is an ES module with a worker thread). */
function openLoop(base: string, opts: object, rate: number, seconds: number, connections: number): Promise<Summary> {
  const script = `import { openLoop } from ${JSON.stringify(generator)};
    const r = await openLoop(${JSON.stringify(base)}, ${JSON.stringify(opts)}, ${rate}, ${seconds}, ${connections});
    process.stdout.write(JSON.stringify(r));`;
  // A file, not --eval: the generator's worker thread inherits the process's flags, and --input-type would break it.
  const dir = mkdtempSync(join(tmpdir(), 'gh-open-loop-'));
  writeFileSync(join(dir, 'run.mjs'), script);
  return new Promise<Summary>((resolve, reject) => {
    const child = spawn(process.execPath, [join(dir, 'run.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`generator exited with ${code}`))));
  }).finally(() => rmSync(dir, { recursive: true, force: true }));
}

describe('the bench open-loop generator', () => {
  let server: Server;
  let base: string;
  const seen: { method: string; url: string; auth?: string; body: string }[] = [];
  const sockets = new Set<unknown>();

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      sockets.add(req.socket);
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        if (req.url !== '/api/version/') seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
        if (req.url === '/big') return res.end('x'.repeat(300_000)); // arrives in several reads
        if (req.url === '/chunked') {
          res.write('{"a":');
          return setTimeout(() => res.end('1}'), 2); // no content-length: chunked
        }
        if (req.url === '/close') {
          res.setHeader('connection', 'close');
          return res.end('bye');
        }
        if (req.url === '/slow') return setTimeout(() => res.end('late'), 40);
        if (req.url === '/fail') {
          res.statusCode = 500;
          return res.end('no');
        }
        res.end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    seen.length = 0;
    sockets.clear();
  });

  it('sends each request as given, over the fixed set of connections opened before the clock', async () => {
    const r = await openLoop(
      base,
      { path: '/hunt', method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: '{"x":1}' },
      200,
      0.5,
      4,
    );
    expect(r).toMatchObject({ sent: 100, completed: 100, errors: 0, non2xx: 0, connections: 4, openedDuringRun: 0 });
    expect(seen).toHaveLength(100);
    expect(seen.every((s) => s.method === 'POST' && s.url === '/hunt' && s.auth === 'Bearer t' && s.body === '{"x":1}')).toBe(true);
    expect(sockets.size).toBeLessThanOrEqual(4);
    expect(r.cpuSeconds).toBeGreaterThanOrEqual(0); // the worker thread's own CPU, read from /proc
  }, 20_000);

  it('reads answers that come in several reads, and chunked ones', async () => {
    expect(await openLoop(base, { path: '/big' }, 100, 0.3, 4)).toMatchObject({ sent: 30, completed: 30, errors: 0 });
    expect(await openLoop(base, { path: '/chunked' }, 100, 0.3, 4)).toMatchObject({ sent: 30, completed: 30, errors: 0 });
  }, 20_000);

  it('counts non-2xx answers, and opens a connection again when the server closes one', async () => {
    expect(await openLoop(base, { path: '/fail' }, 100, 0.3, 4)).toMatchObject({ completed: 30, non2xx: 30, errors: 0 });
    const closed = await openLoop(base, { path: '/close' }, 100, 0.3, 4);
    expect(closed).toMatchObject({ sent: 30, completed: 30, errors: 0 });
    expect(closed.openedDuringRun).toBeGreaterThanOrEqual(26);
  }, 20_000);

  it('makes a request wait for a free connection, and counts the wait in its latency', async () => {
    // 2 connections, 40 ms answers: at most 50 a second get through, so 100 a second queue up.
    const r = await openLoop(base, { path: '/slow' }, 100, 0.5, 2);
    expect(r).toMatchObject({ sent: 50, completed: 50, errors: 0, connections: 2, openedDuringRun: 0 });
    expect(r.waited).toBeGreaterThan(40);
    expect(r.queueMax).toBeGreaterThan(10);
    expect(r.max).toBeGreaterThan(400);
  }, 20_000);
});

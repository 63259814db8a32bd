import { ChildProcess, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createTestDatabase } from '@grimhunt/testing';
import { freePort } from './config/embedded-postgres';
import { apiAnswers, spawnApi } from './testing/api-process';

const ROOT = join(__dirname, '..', '..', '..');

/** Every file under `dir`, as paths relative to `top`. */
function filesUnder(dir: string, top = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), top) : [relative(top, join(dir, e.name))],
  );
}

/**
 * The production build (`npm run build:api`): the API compiled ahead of time and started with plain `node`, as the
 * Docker image starts it. Node cannot load a TypeScript file without the development loader, so a build that left a
 * file uncompiled, lost a path alias or a decorator's metadata, or forgot the content pack's JSON fails here.
 */
describe('the API compiled ahead of time', () => {
  let out: string;
  let dataDir: string;
  let api: ChildProcess | null = null;

  beforeAll(() => {
    // Inside the repository: the compiled files find their packages in its node_modules, as in the image.
    out = join(ROOT, 'tmp', `api-build-${process.pid}-${Date.now()}`);
    dataDir = mkdtempSync(join(tmpdir(), 'gh-compiled-'));
  });
  afterAll(() => {
    if (api && api.exitCode === null) api.kill('SIGKILL');
    rmSync(out, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds every source file as JavaScript (no test among them, the content pack beside them) and plays a hunt', async () => {
    const build = spawnSync(process.execPath, [join(ROOT, 'tools/scripts/build-api.mjs'), '--out', out], { cwd: ROOT, encoding: 'utf8' });
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);

    const files = filesUnder(out);
    expect(files).toContain('apps/api/src/main.js');
    expect(files).toContain('libs/api/hunt/src/index.js');
    expect(files).toContain('libs/api/catalogue/src/infrastructure/seed/content/shared.json');
    expect(files.filter((f) => f.endsWith('.ts'))).toEqual([]);
    expect(files.filter((f) => /\.(spec|int-spec)\.js$/.test(f))).toEqual([]);
    // Nor the test kits: the image ships what production runs.
    expect(files.filter((f) => f.split('/').includes('testing'))).toEqual([]);
    // Each context's migrations come along (the loader reads them from the folder).
    expect(files.filter((f) => /^libs\/api\/hunt\/src\/migrations\/\d{13}-.*\.js$/.test(f)).length).toBeGreaterThan(0);

    const port = await freePort();
    api = spawnApi({
      databaseUrl: await createTestDatabase(),
      port,
      dataDir,
      entry: join(out, 'apps/api/src/main.js'),
      env: { DEMO_CONTENT: 'true', RATE_LIMITS: 'off', HUNT_CHALLENGE_EVERY: '0' },
    });
    let stderr = '';
    api.stderr?.on('data', (chunk) => (stderr += chunk));
    const up = await apiAnswers(api, port);
    if (!up) throw new Error(`the compiled API did not start: ${stderr.slice(-2000)}`);

    const base = `http://127.0.0.1:${port}`;
    const password = createHash('sha256').update('demo1234').digest('hex');
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo', password }).toString(),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const hunt = await fetch(`${base}/api/huntrefactored/hunt`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(hunt.status).toBe(200);
    const answer = (await hunt.json()) as { huntResult: string; journalEntry?: { id: string } };
    expect(typeof answer.huntResult).toBe('string');
    expect(answer.journalEntry?.id).toEqual(expect.any(String));
    // A bad request still gets the validation pipe's 4xx (class-validator's metadata survived the compilation).
    const bad = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=',
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(existsSync(join(out, 'apps/api/src/main.js.map'))).toBe(true);
  }, 120_000);
});

import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './config/embedded-postgres';

/** Whether any process of the group `pgid` is still running. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return check();
}

const root = join(__dirname, '..', '..', '..');

describe('npm start', () => {
  let dir: string;
  let pgid = 0;

  afterAll(() => {
    if (pgid && groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops the API and its embedded PostgreSQL on %s to npm, so the next start finds the port free',
    async (signal) => {
      dir = mkdtempSync(join(tmpdir(), 'gh-start-'));
      chmodSync(dir, 0o755); // PostgreSQL runs as its own user when the tests run as root
      const port = await freePort();
      // Its own process group, as a terminal or a supervisor starts it.
      const npm = spawn('npm', ['start'], {
        cwd: root,
        detached: true,
        stdio: 'ignore',
        env: {
          ...process.env,
          DATABASE_URL: '',
          SKIP_BUILD: '1',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: join(dir, 'data'),
          LOG_LEVEL: 'silent',
        },
      });
      pgid = npm.pid!;
      const health = () =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
      expect(await until(health, 90_000)).toBe(true);
      process.kill(npm.pid!, signal);
      expect(await until(() => !groupAlive(pgid), 20_000)).toBe(true);
      expect(await health()).toBe(false);
      rmSync(dir, { recursive: true, force: true });
    },
    150_000,
  );
});

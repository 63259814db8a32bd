import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/** The repository's root, from this folder. */
const ROOT = join(__dirname, '..', '..', '..', '..');

/**
 * The API as `main.ts` starts it, in its own process, on `databaseUrl`, listening on 127.0.0.1:`port`, with a quiet
 * log and no demo content; `env` adds or overrides variables. Its stderr is piped. It runs from its TypeScript through
 * the development loader, or from `entry`: a compiled `main.js` (`npm run build:api`), as production runs it.
 */
export function spawnApi(options: {
  databaseUrl: string;
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  entry?: string;
}): ChildProcess {
  const args = options.entry ? [options.entry] : ['-r', join(ROOT, 'tools/scripts/register.cjs'), join(ROOT, 'apps/api/src/main.ts')];
  return spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-42',
      LOG_LEVEL: 'silent',
      DEMO_CONTENT: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** Whether the spawned API answered its health route within about 30 s (false at once if it exited). */
export async function apiAnswers(proc: ChildProcess, port: number): Promise<boolean> {
  for (let i = 0; i < 120 && proc.exitCode === null; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

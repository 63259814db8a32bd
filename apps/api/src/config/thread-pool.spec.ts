import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..', '..');

function poolSizeSeen(env: Record<string, string>): string {
  const script = `require(${JSON.stringify(join(__dirname, 'thread-pool.ts'))}); process.stdout.write(String(process.env.UV_THREADPOOL_SIZE));`;
  const { UV_THREADPOOL_SIZE: _, ...inherited } = process.env;
  const result = spawnSync(process.execPath, ['-r', join(root, 'tools', 'scripts', 'register.cjs'), '-e', script], {
    cwd: root,
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
  return result.stdout;
}

describe('the thread pool size', () => {
  it('is set by the first import of main.ts, before anything can start the pool', () => {
    const main = readFileSync(join(__dirname, '..', 'main.ts'), 'utf8');
    const firstImport = /^import\s+['"]([^'"]+)['"]/m.exec(main);
    expect(firstImport?.[1]).toBe('./config/thread-pool');
  });

  it('defaults to 8 threads and keeps a size given in the environment', () => {
    expect(poolSizeSeen({})).toBe('8');
    expect(poolSizeSeen({ UV_THREADPOOL_SIZE: '12' })).toBe('12');
  });

  it('is passed to the API process by `npm start`', () => {
    expect(readFileSync(join(root, 'tools', 'scripts', 'start.mjs'), 'utf8')).toMatch(/UV_THREADPOOL_SIZE/);
  });
});

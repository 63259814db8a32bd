import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModuleKind, transpileModule } from 'typescript';
import { configureV8Heap } from './v8-heap';

const scratch = mkdtempSync(join(tmpdir(), 'v8-heap-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Runs a child process that loads v8-heap.ts, makes one allocation site's objects outlive young-generation
 * collections (a ring holds more of them than the young generation takes, as in-flight requests hold their rows
 * under a burst), then allocates from the same site objects that die young, and answers how many bytes per object
 * went to the old generation in that second phase. V8 pretenures a site whose objects kept surviving: with
 * pretenuring the short-lived objects still land in the old generation (about 128 bytes each here); without it
 * next to none do.
 */
function promotedPerObject(env: Record<string, string>): number {
  // Plain JavaScript in the child: the TypeScript loader's own start-up changes the young generation's state enough
  // that this small workload no longer shows the effect (the API under load does, see docs/performance.md).
  const module = join(scratch, 'v8-heap.js');
  const source = readFileSync(join(__dirname, 'v8-heap.ts'), 'utf8');
  writeFileSync(module, transpileModule(source, { compilerOptions: { module: ModuleKind.CommonJS } }).outputText);
  const script = `
    require(${JSON.stringify(module)});
    const v8 = require('node:v8');
    const old = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space').space_used_size;
    const ring = new Array(300000);
    const make = (i) => ({ id: i, name: 'row' + i, xp: i * 3, items: [i, i + 1, i + 2] });
    for (let i = 0; i < 400000; i++) ring[i % ring.length] = make(i);
    global.gc();
    const before = old();
    const n = 400000;
    for (let i = 0; i < n; i++) ring[i % 50] = make(i);
    const after = old();
    process.stdout.write(String((after - before) / n));
  `;
  const { V8_PRETENURING: _, ...inherited } = process.env;
  const result = spawnSync(process.execPath, ['--expose-gc', '-e', script], {
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return Number(result.stdout);
}

describe('the V8 heap settings', () => {
  it('are made by main.ts before the app is imported', () => {
    const main = readFileSync(join(__dirname, '..', 'main.ts'), 'utf8');
    const imports = [...main.matchAll(/^import\s+(?:[^'"]*from\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    expect(imports.indexOf('./config/v8-heap')).toBeGreaterThanOrEqual(0);
    expect(imports.indexOf('./config/v8-heap')).toBeLessThan(imports.indexOf('./app.factory'));
  });

  it('switch allocation-site pretenuring off unless V8_PRETENURING=on', () => {
    expect(configureV8Heap({ V8_PRETENURING: 'on' })).toBe(false);
    expect(configureV8Heap({})).toBe(true);
  });

  it('keep objects that outlived a burst from going to the old generation afterwards', () => {
    const withPretenuring = promotedPerObject({ V8_PRETENURING: 'on' });
    const without = promotedPerObject({});
    expect(withPretenuring).toBeGreaterThan(32);
    expect(without).toBeLessThan(withPretenuring / 10);
  });
});

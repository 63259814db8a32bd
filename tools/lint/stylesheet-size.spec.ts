import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A stylesheet of the player app or the back office stays under 600 lines: past that, split it by component. */
const MAX_LINES = 600;
const root = join(__dirname, '..', '..');

function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return stylesheets(path);
    return path.endsWith('.css') ? [path] : [];
  });
}

describe('stylesheet size', () => {
  it(`keeps every stylesheet of the two apps at ${MAX_LINES} lines or fewer`, () => {
    const files = [...stylesheets(join(root, 'apps/player/src')), ...stylesheets(join(root, 'apps/admin/src'))];
    expect(files.length).toBeGreaterThan(10);
    const long = files
      .map((file) => ({ file: relative(root, file), lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});

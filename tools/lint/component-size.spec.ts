import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A component file of the player app stays at 120 lines or fewer: past that, its data, derived values and handlers
 * move into a view-model hook (`features/<feature>/hooks/use-<screen>.ts`) and its parts into their own files.
 * Tests and the test kit (`src/testing/`) are not components.
 */
const MAX_LINES = 120;
const root = join(__dirname, '..', '..');
const playerSrc = join(root, 'apps/player/src');

/** Files allowed past the limit, each with its reason. Keep this list short. */
const EXEMPT: Record<string, string> = {
  'apps/player/src/components/item-art.tsx': 'drawing code: one SVG glyph per item type; no table to lift out',
  'apps/player/src/components/art/enemy-art.tsx': 'drawing code: the ghost drawn from its name (eyes, mouth, body, accessory)',
  'apps/player/src/components/art/ground-art.tsx': 'drawing code: one SVG landmark per ground name',
};

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || path === join(playerSrc, 'testing') ? [] : components(path);
    return path.endsWith('.tsx') && !path.endsWith('.spec.tsx') ? [path] : [];
  });
}

const lineCount = (file: string) => readFileSync(join(root, file), 'utf8').replace(/\n$/, '').split('\n').length;

describe('component size', () => {
  const files = components(playerSrc).map((file) => relative(root, file));

  it(`keeps every player component at ${MAX_LINES} lines or fewer, but for the exempt ones`, () => {
    expect(files.length).toBeGreaterThan(100);
    const long = files.filter((file) => !(file in EXEMPT) && lineCount(file) > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('exempts only files that exist and are still over the limit', () => {
    const stale = Object.keys(EXEMPT).filter((file) => !files.includes(file) || lineCount(file) <= MAX_LINES);
    expect(stale).toEqual([]);
  });
});

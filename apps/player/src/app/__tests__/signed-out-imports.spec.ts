import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * The first-load budget: a signed-out page loads at most 80 KB of gzipped JS (`npm run bench` measures the build). The
 * libraries only the game needs must stay out of what a signed-out visitor loads: the entry (static imports only; it
 * opens the game app lazily), the signed-out shell and every page it loads.
 */
const GAME_ONLY = ['react-router', 'react-router-dom', '@tanstack/react-query', 'react-hook-form'];
const SRC = join(__dirname, '..', '..');

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveSource(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((p) => /\.tsx?$/.test(p) && existsSync(p)) ?? null;
}

/** Every module `file` reaches (static imports; dynamic ones too with `followLazy`), and the packages they import. */
function reach(file: string, followLazy: boolean, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(IMPORT)].map((m) => m[1] as string);
  const lazy = followLazy ? [...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] as string) : [];
  seen.set(
    file,
    specifiers.filter((s) => !s.startsWith('.')),
  );
  for (const specifier of [...specifiers, ...lazy].filter((s) => s.startsWith('.'))) {
    const target = resolveSource(file, specifier);
    if (target) reach(target, followLazy, seen);
  }
  return seen;
}

function gameOnlyImports(modules: Map<string, string[]>): string[] {
  return [...modules].flatMap(([file, packages]) =>
    packages.filter((p) => GAME_ONLY.includes(p)).map((p) => `${relative(SRC, file)} imports ${p}`),
  );
}

describe('what a signed-out visitor loads', () => {
  it('the entry imports no game-only library (the game app is a lazy chunk)', () => {
    const modules = reach(join(SRC, 'main.tsx'), false);
    expect(modules.has(join(SRC, 'app', 'app.tsx'))).toBe(true);
    expect(gameOnlyImports(modules)).toEqual([]);
  });

  it('neither do the signed-out shell and its pages', () => {
    const modules = reach(join(SRC, 'app', 'signed-out-shell.tsx'), true);
    expect(modules.has(join(SRC, 'app', 'routes', 'auth', 'login.tsx'))).toBe(true);
    expect(modules.has(join(SRC, 'features', 'auth', 'components', 'register-form.tsx'))).toBe(true);
    expect(gameOnlyImports(modules)).toEqual([]);
  });

  it('would notice one', () => {
    expect(gameOnlyImports(reach(join(SRC, 'app', 'game-app.tsx'), false))).toContain('app/game-app.tsx imports react-router-dom');
  });
});

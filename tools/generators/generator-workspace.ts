import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The repository the generators' tests copy from. */
export const repo = join(__dirname, '..', '..');

/** The central lists `g:context` edits, copied as they are today, so a context is made as a team would make it. */
export const CENTRAL = [
  'tsconfig.base.json',
  'apps/api/src/app.module.ts',
  'libs/contracts/src/index.ts',
  'apps/player/src/config/paths.ts',
  'apps/player/src/app/routes/signed-in.tsx',
  'apps/player/src/lib/query-keys.ts',
  'apps/admin/src/app.tsx',
];

/** The menus, which only `--menu` edits. */
export const MENUS = ['apps/player/src/config/menus.ts', 'apps/admin/src/components/layout/app-menu.tsx'];

/** A scratch workspace in the temp folder holding copies of `paths` from the repository. */
export function copyWorkspace(prefix: string, paths: readonly string[]): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const path of paths) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    copyFileSync(join(repo, path), join(root, path));
  }
  return root;
}

/** A file of a scratch workspace. */
export const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8');

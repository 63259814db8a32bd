#!/usr/bin/env node
// `npm run test:one <file> [more files] [-- jest options]`: runs the given test files of any Jest project.
// The project comes from the file name (README "Test it"): *.int-spec.ts → integration, *.e2e.ts → the browser
// config, apps/player/** → player, apps/admin/** → admin, other *.spec.ts → unit.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';

export function projectOf(file) {
  const path = file.replace(/\\/g, '/');
  if (/\.e2e\.ts$/.test(path)) return 'e2e';
  if (/\.int-spec\.ts$/.test(path)) return 'integration';
  if (/(^|\/)apps\/player\//.test(path)) return 'player';
  if (/(^|\/)apps\/admin\//.test(path)) return 'admin';
  if (/\.spec\.tsx?$/.test(path)) return 'unit';
  return null;
}

/**
 * Test files come first; Jest's options follow, after a `--` or from the first argument that starts with `-`.
 * npm eats the first `--` of `npm run test:one a.spec.ts -- -t name`, so the script sees `a.spec.ts -t name`:
 * both spellings must mean the same.
 */
export function splitArgs(argv) {
  const split = argv.indexOf('--');
  const head = split === -1 ? argv : argv.slice(0, split);
  const firstOption = head.findIndex((arg) => arg.startsWith('-'));
  const files = firstOption === -1 ? head : head.slice(0, firstOption);
  const extra = [...(firstOption === -1 ? [] : head.slice(firstOption)), ...(split === -1 ? [] : argv.slice(split + 1))];
  return { files, extra };
}

function main(argv) {
  const { files, extra } = splitArgs(argv);
  if (files.length === 0) {
    console.error('usage: npm run test:one <test file> [more test files] [-- jest options]');
    return 2;
  }
  const groups = new Map();
  for (const file of files) {
    if (!existsSync(file)) {
      console.error(`no such file: ${file}`);
      return 2;
    }
    const project = projectOf(relative(process.cwd(), resolve(file)));
    if (!project) {
      console.error(`not a test file (*.spec.ts, *.spec.tsx, *.int-spec.ts, *.e2e.ts): ${file}`);
      return 2;
    }
    groups.set(project, [...(groups.get(project) ?? []), file]);
  }
  let status = 0;
  for (const [project, group] of groups) {
    const args =
      project === 'e2e'
        ? ['jest', '--config', 'jest.e2e.config.js', '--runInBand', ...extra, '--', ...group]
        : ['jest', '--config', 'jest.config.js', '--selectProjects', project, ...extra, '--', ...group];
    console.log(`> npx ${args.join(' ')}`);
    const run = spawnSync('npx', args, { stdio: 'inherit' });
    status = status || (run.status ?? 1);
  }
  return status;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));

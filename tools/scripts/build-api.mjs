#!/usr/bin/env node
// `npm run build:api`: compiles the API's TypeScript (apps/api/src and every libs/**/src) ahead of time into
// dist/api/, the same tree with .js files, so production runs `node dist/api/apps/api/src/main.js` without a
// compiler in the process. The files are compiled exactly as the development loader (tools/scripts/register.cjs)
// compiles them on load: the same SWC options derived from tsconfig.base.json (decorator metadata for Nest's
// injection, the @grimhunt/* aliases rewritten to relative paths), with source maps written beside each file
// instead of inline. Tests, specs, test kits and declaration files are left out; other files under src (the
// content pack's JSON) are copied. The previous dist/api is replaced whole, so a deleted source leaves no stale .js
// behind.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { readDefaultTsConfig, tsCompilerOptionsToSwcConfig } = require('@swc-node/register/read-default-tsconfig');
const { transformSync } = require('@swc-node/core');

/** Source trees of the API process: the app and every library's src folder (contracts, kernel, the contexts). */
function sourceTrees() {
  const trees = [join(root, 'apps', 'api', 'src')];
  const walkLibs = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'testing') continue;
      const path = join(dir, entry.name);
      if (entry.name === 'src') trees.push(path);
      else walkLibs(path);
    }
  };
  walkLibs(join(root, 'libs'));
  return trees;
}

const SKIPPED = /\.(spec|int-spec|e2e)\.tsx?$|\.d\.ts$/;
/** Test kits (`testing/` folders, libs/testing) and test folders: no production file imports them. */
const LEFT_OUT_DIRS = new Set(['__tests__', 'testing', 'node_modules']);

function filesOf(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!LEFT_OUT_DIRS.has(entry.name)) out.push(...filesOf(path));
    } else if (!SKIPPED.test(entry.name)) out.push(path);
  }
  return out;
}

export function buildApi({ outDir = join(root, 'dist', 'api'), quiet = false } = {}) {
  const started = performance.now();
  const options = readDefaultTsConfig(join(root, 'tsconfig.base.json'));
  const next = `${outDir}.next`;
  rmSync(next, { recursive: true, force: true });
  let compiled = 0;
  let copied = 0;
  for (const tree of sourceTrees()) {
    for (const file of filesOf(tree)) {
      const rel = relative(root, file);
      if (/\.tsx?$/.test(file)) {
        const target = join(next, rel.replace(/\.tsx?$/, '.js'));
        const name = target.split('/').pop();
        const { code, map } = transformSync(readFileSync(file, 'utf8'), file, {
          ...tsCompilerOptionsToSwcConfig(options, file),
          sourcemap: true,
        });
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, `${code}\n//# sourceMappingURL=${name}.map\n`);
        if (map) writeFileSync(`${target}.map`, map);
        compiled++;
      } else {
        const target = join(next, rel);
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(file, target);
        copied++;
      }
    }
  }
  rmSync(outDir, { recursive: true, force: true });
  renameSync(next, outDir);
  if (!quiet) {
    const ms = Math.round(performance.now() - started);
    console.log(`[grimhunt] API compiled: ${compiled} files (${copied} copied) into ${relative(root, outDir)}/ in ${ms} ms`);
  }
  return { compiled, copied, entry: join(outDir, 'apps', 'api', 'src', 'main.js') };
}

/**
 * Node's arguments that start the API: `entry`, a compiled main.js from `buildApi`, as production runs it; without
 * one, the TypeScript sources through the development loader (what `npm start` and the tests run).
 */
export function apiArgs(entry = null) {
  return entry ? [entry] : ['-r', join(root, 'tools/scripts/register.cjs'), join(root, 'apps/api/src/main.ts')];
}

// `--out <folder>` builds elsewhere (a test's own folder; it must lie inside the repository, whose node_modules the
// compiled files resolve their packages from).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--out');
  const { entry } = buildApi(at > 0 ? { outDir: resolve(process.argv[at + 1]) } : {});
  if (!existsSync(entry)) {
    console.error('[grimhunt] the API build has no entry point');
    process.exit(1);
  }
}

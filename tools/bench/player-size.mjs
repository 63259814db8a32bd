// Player first-load figures for `npm run bench`: gzip sizes of the JavaScript a signed-out page and the game load,
// computed from the built player app. With Vite's manifest (build.manifest) a page loads the entry's static imports
// plus the lazily imported chunks of its route (and theirs, statically); without one, whatever the entry imports
// statically (the figure of an app that is not split). CSS is not counted.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Source paths (relative to apps/player) of the modules a signed-out page or the game screen load lazily. The entry
 * loads either the signed-out shell (app/signed-out-shell.tsx, counted with every signed-out page) or the game app
 * (app/game-app.tsx). /shopcallback/:pid is not a signed-out page: the payment check needs the bearer (signed out
 * it can only fail), so it is part of the game app, which the entry loads for that path.
 */
const SIGNED_OUT = new RegExp(
  process.env.BENCH_SIGNED_OUT_ROUTES ??
    String.raw`routes/(landing|story|imprint|activate-account|forgot-password[^/]*|auth/[^/]+)\.tsx?$|public-layout|signed-out-shell`,
);
const GAME = new RegExp(
  process.env.BENCH_GAME_ROUTES ?? String.raw`routes/game/(game-shell|home)\.tsx?$|game-layout|game-shell|app/game-app`,
);

/** The built player app: dist/apps/player (the Vite outDir) or apps/player/dist. */
export function playerDist(root) {
  return [join(root, 'dist/apps/player'), join(root, 'apps/player/dist')].find((d) => existsSync(join(d, 'index.html'))) ?? null;
}

const gzKb = (dist, files) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0) / 1024;

/** Files the chunk `file` imports statically, followed through the built JS itself (no manifest needed). */
function staticClosureOfFile(dist, file, seen = new Set()) {
  if (seen.has(file) || !file.endsWith('.js')) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?|\bexport\s*[\w*{}\s,$]+\s*from\s*)["']([^"']+\.js)["']/g)) {
    const target = m[1].startsWith('/') ? m[1].slice(1) : posix.normalize(posix.join(posix.dirname(file), m[1]));
    if (existsSync(join(dist, target))) staticClosureOfFile(dist, target, seen);
  }
  return seen;
}

export function playerJsSizes(root) {
  const dist = playerDist(root);
  if (!dist) return null;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1].replace(/^\//, ''));
  const manifestPath = [join(dist, '.vite/manifest.json'), join(dist, 'manifest.json')].find(existsSync);
  if (!manifestPath) {
    const files = new Set(entries.flatMap((e) => [...staticClosureOfFile(dist, e)]));
    const kb = gzKb(dist, files);
    return { dist, method: 'static imports of the entry (no Vite manifest)', signedOutKb: kb, gameKb: kb };
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const closure = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, files);
    return files;
  };
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const base = new Set(entryKeys.flatMap((k) => [...closure(k)]));
  const lazy = [...new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []))];
  const load = (pattern, pick) => {
    const routes = lazy.filter((k) => pattern.test(manifest[k]?.src ?? k));
    if (routes.length === 0) return gzKb(dist, base);
    return pick(
      routes.map((k) =>
        gzKb(dist, new Set([...base, ...closure(k), ...routes.filter((r) => /layout|shell/.test(r)).flatMap((r) => [...closure(r)])])),
      ),
      gzKb(dist, new Set([...base, ...routes.flatMap((k) => [...closure(k)])])),
    );
  };
  return {
    dist,
    method: 'Vite manifest: entry static imports + the route chunks',
    // The heaviest signed-out page (its route chunk plus the public layout), and the game: shell plus hunt screen.
    signedOutKb: load(SIGNED_OUT, (each) => Math.max(...each)),
    gameKb: load(GAME, (_each, all) => all),
  };
}

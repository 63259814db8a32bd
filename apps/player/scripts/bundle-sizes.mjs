// Gzipped JavaScript a visitor downloads for a page of the built player app: the chunks
// index.html loads, plus the route chunks of the page with everything they import statically. Reads
// dist/apps/player/.vite/manifest.json (vite.config.mts sets build.manifest). Run after `npm run build:player`:
//   node apps/player/scripts/bundle-sizes.mjs            -> a table and one `PLAYER_BUNDLE_JSON {...}` line
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/apps/player');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** Pages and the source files of the lazy routes they render (besides the entry). */
export const PAGES = {
  signedOut: {
    landing: ['src/app/routes/landing.tsx'],
    login: ['src/app/routes/auth/login.tsx'],
    register: ['src/app/routes/auth/register.tsx'],
  },
  game: {
    home: ['src/app/routes/signed-in.tsx', 'src/app/routes/game/home.tsx'],
  },
};

const gz = new Map();
const gzipKb = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return gz.get(file);
};

/** The JS files of these manifest keys with their static imports. */
function jsOf(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest (was the route renamed?)`);
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    jsOf(chunk.imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const sizeOf = (routes) => [...jsOf([...entry, ...routes])].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);

const rows = {};
for (const [group, pages] of Object.entries(PAGES)) {
  for (const [page, routes] of Object.entries(pages)) rows[`${group}/${page}`] = sizeOf(routes);
}
const max = (group) => Math.max(...Object.keys(PAGES[group]).map((page) => rows[`${group}/${page}`]));
for (const [name, kb] of Object.entries(rows)) console.log(`${name.padEnd(20)} ${kb.toFixed(1)} KB gzipped JS`);
const result = { player_signed_out_js_gz_kb: Number(max('signedOut').toFixed(1)), player_game_js_gz_kb: Number(max('game').toFixed(1)) };
console.log(`PLAYER_BUNDLE_JSON ${JSON.stringify(result)}`);

#!/usr/bin/env node
// `npm start`: builds the player app and the back office when their sources changed, then runs the API
// (which serves both, and starts an embedded PostgreSQL unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildIfStale(app) {
  const index = join(root, 'dist', 'apps', app, 'index.html');
  const sources = Math.max(newestMtime(join(root, 'apps', app)), newestMtime(join(root, 'libs', 'contracts', 'src')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources && process.env.FORCE_BUILD !== '1') return;
  console.log(`[grimhunt] building the ${app} app ...`);
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', `apps/${app}/vite.config.mts`, '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      // Always a production bundle (minified React, the service worker registered), whatever NODE_ENV the API runs with.
      env: { ...process.env, NODE_ENV: 'production', VITE_APP_KEY: process.env.APP_KEY ?? '' },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.SKIP_BUILD !== '1') {
  buildIfStale('player');
  buildIfStale('admin');
}

// An IPC channel ties the API to this process: if `npm start` dies, even by kill -9, the channel closes and the API
// shuts down cleanly (stopping the embedded PostgreSQL). Should the API itself be killed, the next start finds the
// orphaned postmaster of its data folder and stops it (apps/api/src/config/embedded-postgres.ts).
const api = spawn(process.execPath, ['-r', join(root, 'tools', 'scripts', 'register.cjs'), join(root, 'apps', 'api', 'src', 'main.ts')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  // libuv reads the pool size when the pool starts: set it in the child's environment (main.ts sets it too).
  env: { ...process.env, UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE || '8' },
});
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  api.kill(signal);
  // The API stops itself within 10 s (then its embedded PostgreSQL); past that it is stuck.
  setTimeout(() => api.kill('SIGKILL'), 20_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal === 'SIGHUP' ? 'SIGTERM' : signal));
// npm runs this script under `sh -c`, and passes its SIGTERM to that shell, not to us: the shell dies and we are
// re-parented. A parent that changed means whoever started us is gone, so stop as if told to.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500).unref();
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

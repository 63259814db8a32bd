/**
 * libuv's thread pool serves file reads (the game's static files), DNS lookups and argon2. Its size is read once,
 * when the pool first starts, so this module is main.ts's first import: nothing may have used the pool before.
 * UV_THREADPOOL_SIZE from the environment wins; otherwise 8 threads (libuv's default is 4), of which password hashing
 * takes at most a few (its gate in the identity context keeps at least two free).
 */
export const DEFAULT_THREADPOOL_SIZE = 8;

if (!process.env.UV_THREADPOOL_SIZE) process.env.UV_THREADPOOL_SIZE = String(DEFAULT_THREADPOOL_SIZE);

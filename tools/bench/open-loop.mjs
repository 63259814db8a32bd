// An open-loop load generator for `npm run bench`: requests leave at a fixed rate, evenly spaced, whatever the
// answers' pace, and each latency is measured from the moment its request was due (not from when it could be sent),
// so a server that falls behind shows it in the figure instead of slowing the generator down (coordinated
// omission). autocannon's rate options are not this: each connection sends its per-second quota at once when the
// second starts and then waits, so every second begins with a burst of the whole rate.
//
// The generator runs on a worker thread of its own (tools/bench/open-loop-worker.mjs): a pause of the thread that
// times the requests is counted as the server's latency (a late send, a late read of an answer), and the bench's
// main thread holds the whole run's state (every hunter's token, earlier runs' results), whose garbage collections
// paused it for tens of milliseconds. The worker's heap holds only this run's requests; it reports its own
// event-loop delay so a figure can be checked against the generator's own pauses.
import { Worker } from 'node:worker_threads';

/**
 * Sends `rate` requests a second for `seconds` to `base` (127.0.0.1 only) over `connections` keep-alive connections
 * opened before the clock starts (a request that finds all of them busy waits for one, its wait counted), and answers
 * `{ sent, completed, errors, non2xx, rps, p50, p99, max, lagMax, lagP99, connections, openedDuringRun, waited,
 * queueMax, cpuSeconds }`: milliseconds; `lag*`, the generator's own event-loop delay during the run;
 * `openedDuringRun`, connections opened again because the server closed one; `waited`, requests that found every
 * connection busy; `queueMax`, the most that waited at once; `cpuSeconds`, the generator thread's own CPU during the
 * run (from /proc). `opts` is the bench's request shape: `path`, `method`, `headers`, `body`, and optionally
 * `requests[0].setupRequest(request)` for per-request headers, called here once per request, in order, before the run
 * starts.
 */
export async function openLoop(base, opts, rate, seconds, connections = 32) {
  const url = new URL(base);
  if (url.hostname !== '127.0.0.1') throw new Error('the bench loads 127.0.0.1 only');
  const total = Math.round(rate * seconds);
  const template = () => ({ method: opts.method ?? 'GET', path: opts.path, headers: { ...(opts.headers ?? {}) }, body: opts.body });
  const setup = opts.requests?.[0]?.setupRequest;
  const shape = ({ method, path, headers, body }) => ({ method, path, headers, body });
  const requests = setup ? Array.from({ length: total }, () => shape(setup(template()))) : [template()];
  const worker = new Worker(new URL('./open-loop-worker.mjs', import.meta.url), {
    workerData: { host: url.hostname, port: Number(url.port), requests, rate, total, connections },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the open-loop generator exited with ${code}`))));
  });
}

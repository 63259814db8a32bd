// An open-loop load generator for `npm run bench`: requests leave at a fixed rate, evenly spaced, whatever the
// answers' pace, and each latency is measured from the moment its request was due (not from when it could be sent),
// so a server that falls behind shows it in the figure instead of slowing the generator down (coordinated
// omission). autocannon's rate options are not this: each connection sends its per-second quota at once when the
// second starts and then waits, so every second begins with a burst of the whole rate.
import http from 'node:http';

/**
 * Sends `rate` requests a second for `seconds` to `base` (127.0.0.1 only) and answers
 * `{ sent, completed, errors, non2xx, rps, p50, p99, max }` (milliseconds). `opts` is the bench's request shape:
 * `path`, `method`, `headers`, `body`, and optionally `requests[0].setupRequest(request)` for per-request headers.
 */
export async function openLoop(base, opts, rate, seconds) {
  const url = new URL(base);
  if (url.hostname !== '127.0.0.1') throw new Error('the bench loads 127.0.0.1 only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const setup = opts.requests?.[0]?.setupRequest;
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  let sent = 0;
  const inFlight = new Set();
  const start = performance.now();

  const send = (due) => {
    let request = { method: opts.method ?? 'GET', path: opts.path, headers: { ...(opts.headers ?? {}) }, body: opts.body };
    if (setup) request = setup(request);
    const body = request.body;
    const headers = { ...request.headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) };
    const done = new Promise((resolve) => {
      const req = http.request(
        { host: url.hostname, port: url.port, agent, method: request.method, path: request.path, headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.end(body);
    });
    inFlight.add(done);
    done.then(() => inFlight.delete(done));
  };

  while (sent < total) {
    const now = performance.now();
    // Every request that is due by now leaves now (a late timer sends the ones it owes at once).
    while (sent < total && start + sent * interval <= now) send(start + sent++ * interval);
    const next = start + sent * interval;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]) : null);
  return { sent, completed: latencies.length, errors, non2xx, rps: latencies.length / elapsedS, p50: at(0.5), p99: at(0.99), max: at(1) };
}

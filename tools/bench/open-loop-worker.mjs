// The open-loop generator's thread (tools/bench/open-loop.mjs): sends `total` requests at `rate` a second, request i
// being `requests[i % requests.length]`, and posts the latencies' summary with its own event-loop delay.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { host, port, requests, rate, total } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
const interval = 1000 / rate;
const latencies = new Float64Array(total);
let completed = 0;
let errors = 0;
let non2xx = 0;
let sent = 0;
const inFlight = new Set();
const lag = monitorEventLoopDelay({ resolution: 1 });

const send = (due, request) => {
  const body = request.body;
  const headers = { ...request.headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) };
  const done = new Promise((resolve) => {
    const req = http.request({ host, port, agent, method: request.method, path: request.path, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        latencies[completed++] = performance.now() - due;
        if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
        resolve();
      });
    });
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

lag.enable();
const start = performance.now();
while (sent < total) {
  const now = performance.now();
  // Every request that is due by now leaves now (a late timer sends the ones it owes at once).
  while (sent < total && start + sent * interval <= now) {
    send(start + sent * interval, requests[sent % requests.length]);
    sent++;
  }
  const next = start + sent * interval;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
}
await Promise.all(inFlight);
const elapsedS = (performance.now() - start) / 1000;
lag.disable();
agent.destroy();
const measured = latencies.subarray(0, completed).sort();
const at = (q) => (completed ? Math.round(measured[Math.min(completed - 1, Math.floor(q * completed))]) : null);
parentPort.postMessage({
  sent,
  completed,
  errors,
  non2xx,
  rps: completed / elapsedS,
  p50: at(0.5),
  p99: at(0.99),
  max: at(1),
  lagMax: Math.round(lag.max / 1e6),
  lagP99: Math.round(lag.percentile(99) / 1e6),
});

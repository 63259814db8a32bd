// The open-loop generator's thread (tools/bench/open-loop.mjs): sends `total` requests at `rate` a second, request i
// being `requests[i % requests.length]`, and posts the latencies' summary with its own event-loop delay.
//
// Its keep-alive connections are opened before the clock starts (`connections` of them, each with one request to the
// version route), as a fixed-rate generator such as wrk2 does. Without that, the first requests of a run each opened
// a connection of their own while the earlier ones were still connecting: at 1,200 requests a second a fresh
// generator opened hundreds of connections in its first second and the server spent up to 600 ms accepting them, a
// cost of the generator's start that no player's steady traffic has. A run still opens a new connection whenever
// every open one is busy (requests never wait for a free one); the summary counts those.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { host, port, requests, rate, total, connections = 32 } = workerData;
let opened = 0;
class CountingAgent extends http.Agent {
  createConnection(...args) {
    opened++;
    return super.createConnection(...args);
  }
}
const agent = new CountingAgent({ keepAlive: true, maxSockets: 1024 });
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

// The connections: all requests leave together, so none finds a free socket and each opens its own; the agent keeps them.
await Promise.all(
  Array.from(
    { length: connections },
    () =>
      new Promise((resolve) => {
        const req = http.request({ host, port, agent, method: 'GET', path: '/api/version/' }, (res) => {
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', resolve);
        req.end();
      }),
  ),
);
const preOpened = opened;

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
  connections: preOpened,
  openedDuringRun: opened - preOpened,
});

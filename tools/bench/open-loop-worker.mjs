// The open-loop generator's thread (tools/bench/open-loop.mjs): sends `total` requests at `rate` a second, request i
// being `requests[i % requests.length]`, and posts the latencies' summary with its own event-loop delay.
//
// It speaks over a fixed set of keep-alive connections (`connections` of them), opened before the clock starts with
// one request each to the version route, as a fixed-rate generator such as wrk2 does. A request that finds every
// connection busy waits for the first free one, and its wait counts in its latency, which is measured from the moment
// it was due; the summary counts those waits. In production the API sits behind a proxy that keeps a bounded set of
// upstream connections alive, and this is what the API sees.
//
// The generator used to open a new connection for each request that found all of them busy. That measured something
// else: Node's event loop (libuv 1.46) accepts one new connection per turn of the loop, so a server already busy
// took over a second to accept a few hundred of them; the requests waiting on them were late, the generator opened
// more, and a 20 ms pause grew into answers 1 to 1.5 s late (measured on 2026-11-28: getme at 3,500/s after 16 s of
// idle, 700 to 990 connections opened, p99 0.9 to 1.5 s; the same runs over a fixed set of 32: p99 0.1 to 0.4 s).
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
const agent = new CountingAgent({ keepAlive: true, maxSockets: connections });
const interval = 1000 / rate;
const latencies = new Float64Array(total);
let completed = 0;
let errors = 0;
let non2xx = 0;
let sent = 0;
let busy = 0;
let waited = 0;
let queueMax = 0;
const inFlight = new Set();
const lag = monitorEventLoopDelay({ resolution: 1 });

const send = (due, request) => {
  if (++busy > connections) {
    waited++;
    queueMax = Math.max(queueMax, busy - connections);
  }
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
  done.then(() => {
    busy--;
    inFlight.delete(done);
  });
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
  waited,
  queueMax,
});

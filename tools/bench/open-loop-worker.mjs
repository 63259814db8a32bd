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
import { connect } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { CLOCK_TICKS, cpuTicks, statFields } from './proc-stat.mjs';

const { host, port, requests, rate, total, connections = 32 } = workerData;

/**
 * A request's bytes, built once before the clock starts: HTTP/1.1 as a browser's fetch sends it, keep-alive. Node's
 * http client spent 0.1 ms of CPU per getme and 0.3 ms per hunt on its own objects; on two cores that the generator
 * shares with the API and PostgreSQL, that was up to a tenth of the machine taken from the server it measures.
 */
const wire = ({ method, path, headers, body }) => {
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}:${port}`, 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers ?? {})) lines.push(`${name}: ${value}`);
  if (body) lines.push(`content-length: ${Buffer.byteLength(body)}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
};
const wires = requests.map(wire);
const versionWire = wire({ method: 'GET', path: '/api/version/', headers: {} });

const CRLF2 = Buffer.from('\r\n\r\n');

/**
 * Reads one HTTP/1.1 response at a time off a connection: the head up to its blank line (status, content-length,
 * chunked or not, connection: close), then the body by its length or its chunks. `feed(chunk)` answers the status once
 * the response is complete, else null.
 */
class ResponseReader {
  reset() {
    this.head = null; // bytes of an unfinished head
    this.status = 0;
    this.left = -1; // body bytes still to come (content-length)
    this.chunked = null; // bytes of a chunked body not parsed yet
    this.close = false;
  }

  constructor() {
    this.reset();
  }

  feed(chunk) {
    if (this.status === 0) {
      const buf = this.head ? Buffer.concat([this.head, chunk]) : chunk;
      const end = buf.indexOf(CRLF2);
      if (end < 0) {
        this.head = buf;
        return null;
      }
      const head = buf.toString('latin1', 0, end);
      this.status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      this.close = /\r\nconnection:\s*close/i.test(head);
      if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) this.chunked = Buffer.alloc(0);
      else this.left = length ? Number(length[1]) : 0;
      chunk = buf.subarray(end + 4);
      this.head = null;
    }
    if (this.chunked) return this.feedChunked(chunk);
    this.left -= chunk.length;
    return this.left <= 0 ? this.status : null;
  }

  /** Chunks: a hexadecimal size line, that many bytes and a CRLF; the size 0 and a blank line end the body. */
  feedChunked(chunk) {
    let buf = Buffer.concat([this.chunked, chunk]);
    for (;;) {
      const line = buf.indexOf('\r\n');
      if (line < 0) break;
      const size = parseInt(buf.toString('latin1', 0, line), 16);
      if (size === 0) {
        if (buf.length < line + 4) break;
        return this.status;
      }
      if (buf.length < line + 2 + size + 2) break;
      buf = buf.subarray(line + 2 + size + 2);
    }
    this.chunked = buf;
    return null;
  }
}

const interval = 1000 / rate;
const latencies = new Float64Array(total);
let completed = 0;
let errors = 0;
let non2xx = 0;
let sent = 0;
let opened = 0;
let waited = 0;
let queueMax = 0;
/** Requests due but not sent because every connection was busy, first due first: [due, index] pairs. */
const queue = [];
const idle = [];
const conns = new Set();
let inFlight = 0;
let allDone = null;
const lag = monitorEventLoopDelay({ resolution: 1 });

/** Opens a connection; `onReady` runs once it is connected. A connection that fails or closes is opened again. */
function open(onReady) {
  opened++;
  const reader = new ResponseReader();
  const socket = connect({ host, port, noDelay: true });
  const conn = { socket, reader, job: null };
  conns.add(conn);
  socket.setTimeout(30_000, () => socket.destroy(new Error('timeout')));
  socket.on('connect', () => onReady(conn));
  socket.on('data', (chunk) => {
    const status = conn.job ? reader.feed(chunk) : null;
    if (status === null) return;
    const job = conn.job;
    const close = reader.close;
    conn.job = null;
    reader.reset();
    job(status);
    if (close) socket.destroy();
    else release(conn);
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    if (conn.job) {
      const job = conn.job;
      conn.job = null;
      job(0);
    }
    conns.delete(conn);
    const at = idle.indexOf(conn);
    if (at >= 0) idle.splice(at, 1);
    // Opened again a moment later (not at once: a server that is down would have it spin).
    if (!stopping) setTimeout(() => stopping || open(release), 20);
  });
  return conn;
}

/** Sends `bytes` on `conn`; `done(status)` runs when its answer is complete (status 0: the connection failed). */
function exchange(conn, bytes, done) {
  conn.job = done;
  conn.socket.write(bytes);
}

function finish(due) {
  return (status) => {
    inFlight--;
    if (status === 0) errors++;
    else {
      latencies[completed++] = performance.now() - due;
      if (status < 200 || status >= 300) non2xx++;
    }
    if (inFlight === 0 && sent === total && queue.length === 0 && allDone) allDone();
  };
}

/** A free connection takes the longest-waiting request, or waits for one. */
function release(conn) {
  const next = queue.shift();
  if (next) exchange(conn, wires[next[1] % wires.length], finish(next[0]));
  else idle.push(conn);
}

function send(due, index) {
  inFlight++;
  const conn = idle.pop();
  if (conn) return exchange(conn, wires[index % wires.length], finish(due));
  waited++;
  queue.push([due, index]);
  queueMax = Math.max(queueMax, queue.length);
}

let stopping = false;
// The connections, each warmed with one request to the version route before the clock starts.
await Promise.all(
  Array.from({ length: connections }, () => new Promise((resolve) => open((conn) => exchange(conn, versionWire, resolve)))),
);
const preOpened = opened;

/** This thread's own CPU seconds (user + system, from /proc; null elsewhere): the generator's cost, set-up excluded. */
const threadCpu = () => {
  try {
    return cpuTicks(statFields('/proc/thread-self/stat')) / CLOCK_TICKS;
  } catch {
    return null;
  }
};

lag.enable();
const cpuStart = threadCpu();
const start = performance.now();
while (sent < total) {
  const now = performance.now();
  // Every request that is due by now leaves now (a late timer sends the ones it owes at once).
  while (sent < total && start + sent * interval <= now) {
    send(start + sent * interval, sent);
    sent++;
  }
  const next = start + sent * interval;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
}
// The last answers, for at most the 30 s a request may take; what is still missing then counts as errors.
if (inFlight > 0) {
  let deadline;
  await Promise.race([new Promise((resolve) => (allDone = resolve)), new Promise((resolve) => (deadline = setTimeout(resolve, 30_000)))]);
  clearTimeout(deadline);
}
errors += inFlight;
const elapsedS = (performance.now() - start) / 1000;
const cpuEnd = threadCpu();
lag.disable();
stopping = true;
for (const conn of conns) conn.socket.destroy();
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
  cpuSeconds: cpuStart === null || cpuEnd === null ? null : cpuEnd - cpuStart,
});

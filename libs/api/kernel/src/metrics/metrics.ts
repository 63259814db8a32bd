import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The API's Prometheus metrics, in one registry that `/metrics` serves. Every value is this process's own: with
 * several API processes, Prometheus adds the counters and histograms of all of them (`sum by (...)`), and the
 * dashboard's queries do that. Game counters move in memory only, after their transaction committed (`afterCommit`):
 * they cost no SQL statement.
 */
export const metricsRegistry = new Registry();

collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

/** Reasons come from code, but a label must never grow without bound: anything unexpected counts as `other`. */
export function metricLabel(value: string | null | undefined): string {
  return value && /^[a-z][a-z0-9_-]{0,39}$/i.test(value) ? value : 'other';
}

/** What a connection pool shows of itself (node-postgres's Pool). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const pools = new Map<string, () => PoolStats | null>();

/** Reports `pool`'s connections under the given name at each scrape (the last registration of a name wins). */
export function watchPool(name: string, pool: () => PoolStats | null): void {
  pools.set(name, pool);
}

export const METRICS = {
  httpDuration: new Histogram({
    name: 'grimhunt_http_request_duration_seconds',
    help: 'Time from request to response, by route pattern (never the raw URL) and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5],
    registers: [metricsRegistry],
  }),
  httpErrors: new Counter({
    name: 'grimhunt_http_errors_total',
    help: 'Responses with a 5xx status, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [metricsRegistry],
  }),
  dbPoolConnections: new Gauge({
    name: 'grimhunt_db_pool_connections',
    help: 'Connections of the database pools by state (total, idle, busy) and pool (primary, replica, and the side pools: catalogue, replay-contexts)',
    labelNames: ['pool', 'state'] as const,
    registers: [metricsRegistry],
    collect() {
      this.reset();
      for (const [name, read] of pools) {
        const pool = read();
        if (!pool) continue;
        this.set({ pool: name, state: 'total' }, pool.totalCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'busy' }, pool.totalCount - pool.idleCount);
      }
    },
  }),
  dbPoolWaiting: new Gauge({
    name: 'grimhunt_db_pool_waiting_requests',
    help: 'Requests waiting for a free connection of the pool at the time of the scrape',
    labelNames: ['pool'] as const,
    registers: [metricsRegistry],
    collect() {
      this.reset();
      for (const [name, read] of pools) {
        const pool = read();
        if (pool) this.set({ pool: name }, pool.waitingCount);
      }
    },
  }),
  dbReadFallbacks: new Counter({
    name: 'grimhunt_db_read_fallbacks_total',
    help: 'Lag-tolerant reads sent to the primary because the replica could not be reached',
    registers: [metricsRegistry],
  }),
  hunts: new Counter({
    name: 'grimhunt_hunts_total',
    help: 'Hunts run in a committed transaction, by kind (regular, chrono, auto) and result (refusals such as OnCooldown included)',
    labelNames: ['kind', 'result'] as const,
    registers: [metricsRegistry],
  }),
  currencyCreated: new Counter({
    name: 'grimhunt_currency_created_total',
    help: 'Currency credited to players (committed), by currency short name and ledger reason',
    labelNames: ['currency', 'reason'] as const,
    registers: [metricsRegistry],
  }),
  currencyDestroyed: new Counter({
    name: 'grimhunt_currency_destroyed_total',
    help: 'Currency debited from players (committed), by currency short name and ledger reason',
    labelNames: ['currency', 'reason'] as const,
    registers: [metricsRegistry],
  }),
  itemsCrafted: new Counter({
    name: 'grimhunt_items_crafted_total',
    help: 'Items crafted (committed), premium recipes included',
    labelNames: ['recipe'] as const,
    registers: [metricsRegistry],
  }),
  activePlayers: new Gauge({
    name: 'grimhunt_active_players',
    help: 'Signed-in players this process answered in the last 5 minutes (a player served by two processes counts in both)',
    registers: [metricsRegistry],
    collect() {
      this.set(activePlayerCount(Date.now()));
    },
  }),
  mails: new Counter({
    name: 'grimhunt_mails_total',
    help: 'Mail actions that committed: sent, claimed',
    labelNames: ['action'] as const,
    registers: [metricsRegistry],
  }),
  payments: new Counter({
    name: 'grimhunt_payments_total',
    help: 'Payments completed (paid and delivered), by kind',
    labelNames: ['kind'] as const,
    registers: [metricsRegistry],
  }),
};

/** Counts one currency movement as created (delta > 0) or destroyed (delta < 0). */
export function countCurrency(currency: string, delta: number, reason: string): void {
  if (delta > 0) METRICS.currencyCreated.inc({ currency: metricLabel(currency), reason: metricLabel(reason) }, delta);
  else if (delta < 0) METRICS.currencyDestroyed.inc({ currency: metricLabel(currency), reason: metricLabel(reason) }, -delta);
}

const ACTIVE_WINDOW_MS = 5 * 60_000;
const lastSeen = new Map<string, number>();

/** Notes that a signed-in player was answered (one Map write; the gauge is computed at scrape time). */
export function notePlayerSeen(userId: string, nowMs: number): void {
  lastSeen.set(userId, nowMs);
}

/** The number of players seen within the window; drops the older entries. */
export function activePlayerCount(nowMs: number): number {
  for (const [id, at] of lastSeen) if (nowMs - at > ACTIVE_WINDOW_MS) lastSeen.delete(id);
  return lastSeen.size;
}

import { Client } from 'pg';

/**
 * Asks the database a trivial question every `intervalMs` (each try bounded by the same time). When it has not
 * answered for `giveUpMs`, `onGiveUp` is called once: the API exits non-zero then, so that a supervisor (systemd,
 * Docker, Kubernetes, `npm start` under one of them) starts it again, rather than answering 503 for ever (a killed
 * embedded PostgreSQL is started again by the next start, which also clears its stale pid file).
 */
export interface DatabaseWatchdog {
  stop(): void;
}

export function watchDatabase(
  probe: () => Promise<unknown>,
  opts: { intervalMs: number; giveUpMs: number; onGiveUp: (downForMs: number) => void; timeoutMs?: number; now?: () => number },
): DatabaseWatchdog {
  const now = opts.now ?? Date.now;
  let downSince: number | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const check = async () => {
    let ok = false;
    let bound: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        probe(),
        new Promise((_, reject) => (bound = setTimeout(() => reject(new Error('no answer')), opts.timeoutMs ?? opts.intervalMs))),
      ]);
      ok = true;
    } catch {
      ok = false;
    } finally {
      clearTimeout(bound);
    }
    if (stopped) return;
    if (ok) downSince = null;
    else {
      downSince ??= now();
      const down = now() - downSince;
      if (down >= opts.giveUpMs) {
        stopped = true;
        opts.onGiveUp(down);
        return;
      }
    }
    timer = setTimeout(() => void check(), opts.intervalMs);
    timer.unref();
  };
  timer = setTimeout(() => void check(), opts.intervalMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/**
 * A probe on a connection of its own, outside the API's pool: under a flood every pooled connection may be busy for
 * seconds, which says nothing about the database being there. Reconnects on the next probe after an error.
 */
export function connectionProbe(url: string): () => Promise<void> {
  let client: Client | null = null;
  return async () => {
    try {
      if (!client) {
        const fresh = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
        fresh.on('error', () => undefined); // a dropped connection fails the next probe instead
        client = fresh;
        await fresh.connect();
      }
      await client.query('SELECT 1');
    } catch (error) {
      const broken = client;
      client = null;
      void broken?.end().catch(() => undefined);
      throw error;
    }
  };
}

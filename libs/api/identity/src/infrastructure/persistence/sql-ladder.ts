import { Injectable } from '@nestjs/common';
import { ROLE } from '@grimhunt/contracts';
import { isUuid, LagTolerantReads } from '@grimhunt/api-kernel';
import { Ladder, LadderPage } from '../../application/ports/ladder.port';
import { RankedPlayer } from '../../application/ports/player-directory.port';

/**
 * Who is ranked on the public ladder: not banned, activated, and not an admin (staff accounts are not players). The
 * predicate of the partial index `user_account_ladder_key_idx`; keep both in step.
 */
const RANKED = `role NOT IN (${ROLE.banned}, ${ROLE.notActivated}, ${ROLE.admin})`;
/** The ladder order as one ascending row value, the key of `user_account_ladder_key_idx`. */
const KEY = `(-xp, created_at, id)`;
/** The same order for ORDER BY (a row value there would be sorted as one value, not read along the index). */
const ORDER = `-xp, created_at, id`;
/** A key given as three parameters starting at `$n` (see `LadderKey`). */
const param = (n: number) => `($${n}::bigint, $${n + 1}::timestamp AT TIME ZONE 'UTC', $${n + 2}::uuid)`;
const KEY_COLUMNS = `-xp AS k, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS c, id`;

/** Every how many ladder positions a key is kept in the snapshot. */
export const LADDER_STRIDE = 50;

/**
 * A position in the ladder order: `-xp`, the creation time as fixed-width UTC text (microseconds, so it sorts as
 * text and goes back to PostgreSQL exactly), the account id (lower-case, so text order is uuid order).
 */
export interface LadderKey {
  k: number;
  c: string;
  id: string;
}

export function compareKeys(a: LadderKey, b: LadderKey): number {
  if (a.k !== b.k) return a.k < b.k ? -1 : 1;
  if (a.c !== b.c) return a.c < b.c ? -1 : 1;
  return a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
}

/** Index of the last anchor <= key (anchors ascending), -1 when the key comes before all of them. */
export function lastAnchorAtOrBefore(anchors: LadderKey[], key: LadderKey): number {
  let lo = 0;
  let hi = anchors.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (compareKeys(anchors[mid], key) <= 0) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** How old a snapshot may get before it is rebuilt (in the background): 20 times its build time, 1 s to 60 s. */
export function snapshotMaxAgeMs(buildMs: number): number {
  return Math.min(60_000, Math.max(1_000, 20 * buildMs));
}

interface Snapshot {
  /** anchors[i] is the key at position i * LADDER_STRIDE when the snapshot was taken. */
  anchors: LadderKey[];
  total: number;
  takenAt: number;
  maxAgeMs: number;
}

interface KeyRow {
  k: string;
  c: string;
  id: string;
}
const toKey = (r: KeyRow): LadderKey => ({ k: Number(r.k), c: r.c, id: r.id });
const keyParams = (key: LadderKey) => [key.k, key.c, key.id];
const toPlayer = (r: { id: string; name: string; xp: string }): RankedPlayer => ({ id: r.id, name: r.name, xp: Number(r.xp) });

/**
 * The ladder over `user_account` by keyset. A snapshot of every 50th key (20,000 keys at a million players, built by
 * one index-only scan) names where each stretch of 50 starts; a page is "50 from that key on" and a position is "the
 * sample's position plus the keys between the sample and me", each a short range of the ladder index. The
 * snapshot is rebuilt in the background once it is older than 20 times its build time (1 s to 60 s), while the
 * old one keeps answering; the first read of a process waits for it.
 */
@Injectable()
export class SqlLadder implements Ladder {
  private snapshot: Snapshot | null = null;
  private building: Promise<Snapshot> | null = null;

  /** The ladder tolerates a few seconds of lag: it reads the replica when there is one (DATABASE_READ_URL). */
  constructor(private readonly reads: LagTolerantReads) {}

  async page(from: number, limit: number): Promise<LadderPage> {
    const snap = await this.current();
    const b = Math.min(Math.floor(from / LADDER_STRIDE), snap.anchors.length - 1);
    let rows: { id: string; name: string; xp: string }[];
    if (b < 0) {
      // Spans players (user_account): the ladder ranks every player: a global read (replica, or every node), the price of a global ranking
      rows = await this.reads.query(`SELECT id, name, xp FROM user_account WHERE ${RANKED} ORDER BY ${ORDER} OFFSET $1 LIMIT $2`, [
        from,
        limit,
      ]);
    } else {
      rows = await this.reads.query(
        `SELECT id, name, xp FROM user_account WHERE ${RANKED} AND ${KEY} >= ${param(1)} ORDER BY ${ORDER} OFFSET $4 LIMIT $5`,
        [...keyParams(snap.anchors[b]), from - b * LADDER_STRIDE, limit],
      );
    }
    return { from, total: snap.total, players: rows.map(toPlayer) };
  }

  async pageOf(userId: string, pageSize: number): Promise<LadderPage | null> {
    if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new Error(`page size must be a whole number above 0, got ${pageSize}`);
    if (!isUuid(userId)) return null;
    const mine = await this.reads.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM user_account WHERE id = $1 AND ${RANKED}`, [userId]);
    if (!mine[0]) return null;
    const me = toKey(mine[0]);
    const snap = await this.current();
    const b = lastAnchorAtOrBefore(snap.anchors, me);
    // One statement: the keys between the sample and me (my position is the sample's plus that count), then the
    // players just ahead of me on my page (read backwards along the index) and me with those after me.
    // The sample's position and the page size are parameters too: one statement text for every caller, so it is
    // prepared once per connection (with them written into the text, every sample was a new text planned each time).
    const between = b < 0 ? `${KEY} < ${param(1)}` : `${KEY} >= ${param(6)} AND ${KEY} < ${param(1)}`;
    const ahead = `(($4::int + (SELECT n FROM between_keys)) % $5::int)`;
    const rows = await this.reads.query<{ id: string; name: string; xp: string; part: number; n: number }>(
      `WITH between_keys AS (SELECT count(*)::int AS n FROM user_account WHERE ${RANKED} AND ${between})
       (SELECT id, name, xp, 0 AS part, (SELECT n FROM between_keys) AS n FROM user_account WHERE ${RANKED} AND ${KEY} < ${param(1)}
         ORDER BY -xp DESC, created_at DESC, id DESC LIMIT ${ahead})
       UNION ALL
       (SELECT id, name, xp, 1 AS part, (SELECT n FROM between_keys) AS n FROM user_account WHERE ${RANKED} AND ${KEY} >= ${param(1)}
         ORDER BY ${ORDER} LIMIT $5::int - ${ahead})`,
      [...keyParams(me), Math.max(b, 0) * LADDER_STRIDE, pageSize, ...(b < 0 ? [] : keyParams(snap.anchors[b]))],
    );
    if (rows.length === 0) return null; // gone between the two statements
    const position = Math.max(b, 0) * LADDER_STRIDE + Number(rows[0].n);
    const before = rows.filter((r) => Number(r.part) === 0).reverse();
    const rest = rows.filter((r) => Number(r.part) === 1);
    return {
      from: position - before.length,
      total: Math.max(snap.total, position + rest.length),
      players: [...before, ...rest].map(toPlayer),
    };
  }

  /** Takes a new snapshot now; reads after this see every change committed before the call (on the primary; a replica adds its lag). */
  async refresh(): Promise<void> {
    await this.building?.catch(() => undefined); // a build under way may have started before the caller's changes
    await this.build();
  }

  private async current(): Promise<Snapshot> {
    const snap = this.snapshot;
    if (!snap) return this.build();
    if (performance.now() - snap.takenAt > snap.maxAgeMs) {
      this.build().catch(() => undefined); // the old snapshot answers meanwhile; a failed rebuild is retried next read
    }
    return snap;
  }

  /** One build at a time; concurrent callers share it. */
  private build(): Promise<Snapshot> {
    this.building ??= (async () => {
      const t0 = performance.now();
      try {
        // Both statements read one MVCC snapshot (repeatable read), so fewer than 50 keys follow the last anchor and
        // the count after it can say so with LIMIT: without one, the planner guessed a third of the table and sent
        // parallel workers to count at most 50 index entries.
        const { anchors, total } = await this.reads.snapshot(async (query) => {
          const rows = await query<KeyRow>(
            `SELECT k::text, to_char(c AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS c, id FROM (
               SELECT -xp AS k, created_at AS c, id, row_number() OVER (ORDER BY ${ORDER}) - 1 AS rn
                 FROM user_account WHERE ${RANKED}) s
              WHERE rn % ${LADDER_STRIDE} = 0 ORDER BY rn`,
          );
          const keys = rows.map(toKey);
          if (keys.length === 0) return { anchors: keys, total: 0 };
          const [{ n }] = await query<{ n: string }>(
            `SELECT count(*)::text AS n FROM (
               SELECT 1 FROM user_account WHERE ${RANKED} AND ${KEY} >= ${param(1)} ORDER BY ${ORDER} LIMIT ${LADDER_STRIDE}) t`,
            keyParams(keys[keys.length - 1]),
          );
          return { anchors: keys, total: (keys.length - 1) * LADDER_STRIDE + Number(n) };
        });
        const takenAt = performance.now();
        const snap = { anchors, total, takenAt, maxAgeMs: snapshotMaxAgeMs(takenAt - t0) };
        this.snapshot = snap;
        return snap;
      } finally {
        this.building = null;
      }
    })();
    return this.building;
  }
}

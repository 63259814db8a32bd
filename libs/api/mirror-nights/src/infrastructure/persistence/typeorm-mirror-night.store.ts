import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { rowsOf, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { AdminListQuery, MirrorNightRow, MirrorNightStore } from '../../application/ports/mirror-night.store.port';
import { MirrorNight } from '../../domain/mirror-night';

interface NightRecord {
  id: string;
  name: string;
  starts_ms: string;
  ends_ms: string;
  hunts: number;
  par_score: number;
  seeds: string[];
  entrants?: string;
}

const COLUMNS = `n.id, n.name, n.starts_ms, n.ends_ms, n.hunts, n.par_score, n.seeds::text[] AS seeds`;
const WITH_ENTRANTS = `${COLUMNS}, (SELECT count(*) FROM mirror_night_entrant e WHERE e.night_id = n.id)::text AS entrants`;

function toNight(r: NightRecord): MirrorNightRow {
  return {
    id: r.id,
    name: r.name,
    startsAt: Number(r.starts_ms),
    endsAt: Number(r.ends_ms),
    hunts: r.hunts,
    parScore: r.par_score,
    seeds: r.seeds.map(Number),
    entrants: Number(r.entrants ?? 0),
  };
}

const SORT_COLUMNS: Record<AdminListQuery['sortField'], string> = {
  id: 'n.id',
  name: 'n.name',
  starts: 'n.starts_ms',
  ends: 'n.ends_ms',
  parScore: 'n.par_score',
};

/** The `mirror_night` and `mirror_night_entrant` rows. */
@Injectable()
export class TypeOrmMirrorNightStore implements MirrorNightStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private m(tx?: Tx): EntityManager {
    return tx ? unwrapTx(tx) : this.dataSource.manager;
  }

  async insert(tx: Tx, n: MirrorNight): Promise<void> {
    await unwrapTx(tx).query(
      `INSERT INTO mirror_night (id, name, starts_ms, ends_ms, hunts, par_score, seeds) VALUES ($1, $2, $3, $4, $5, $6, $7::bigint[])`,
      [n.id, n.name, n.startsAt, n.endsAt, n.hunts, n.parScore, n.seeds],
    );
  }

  async update(tx: Tx, n: MirrorNight): Promise<void> {
    await unwrapTx(tx).query(`UPDATE mirror_night SET name = $2, starts_ms = $3, ends_ms = $4, par_score = $5 WHERE id = $1`, [
      n.id,
      n.name,
      n.startsAt,
      n.endsAt,
      n.parScore,
    ]);
  }

  async deleteIfEmpty(tx: Tx, id: string): Promise<boolean> {
    const deleted = rowsOf<{ id: string }>(
      // Spans players (mirror_night_entrant): a night's entrants are read by night (an event-sized table, distributed by night id)
      await unwrapTx(tx).query(
        `DELETE FROM mirror_night n WHERE n.id = $1 AND NOT EXISTS (SELECT 1 FROM mirror_night_entrant e WHERE e.night_id = n.id) RETURNING n.id`,
        [id],
      ),
    );
    return deleted.length > 0;
  }

  async find(id: string): Promise<MirrorNightRow | null> {
    const rows: NightRecord[] = await this.dataSource.query(`SELECT ${WITH_ENTRANTS} FROM mirror_night n WHERE n.id = $1`, [id]);
    return rows[0] ? toNight(rows[0]) : null;
  }

  async lock(tx: Tx, id: string, mode: 'share' | 'update'): Promise<MirrorNight | null> {
    const rows: NightRecord[] = await unwrapTx(tx).query(
      `SELECT ${COLUMNS} FROM mirror_night n WHERE n.id = $1 ${mode === 'share' ? 'FOR SHARE' : 'FOR UPDATE'}`,
      [id],
    );
    return rows[0] ? toNight(rows[0]) : null;
  }

  async playerList(now: number, finished: number): Promise<MirrorNightRow[]> {
    const rows: NightRecord[] = await this.dataSource.query(
      `(SELECT ${WITH_ENTRANTS} FROM mirror_night n WHERE n.ends_ms > $1)
       UNION ALL
       (SELECT ${WITH_ENTRANTS} FROM mirror_night n WHERE n.ends_ms <= $1 ORDER BY n.ends_ms DESC LIMIT $2)`,
      [now, finished],
    );
    return rows.map(toNight).sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
  }

  async adminList(query: AdminListQuery): Promise<{ rows: MirrorNightRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.q) {
      params.push(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`n.name ILIKE $${params.length}`);
    }
    if (query.ids) {
      params.push(query.ids);
      where.push(`n.id = ANY($${params.length}::uuid[])`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [count]: { total: string }[] = await this.dataSource.query(
      `SELECT count(*)::text AS total FROM mirror_night n ${filter}`,
      params,
    );
    const rows: NightRecord[] = await this.dataSource.query(
      `SELECT ${WITH_ENTRANTS} FROM mirror_night n ${filter}
        ORDER BY ${SORT_COLUMNS[query.sortField]} ${query.sortOrder === 'DESC' ? 'DESC' : 'ASC'}, n.id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, query.offset],
    );
    return { rows: rows.map(toNight), total: Number(count.total) };
  }

  async entrants(nightId: string): Promise<string[]> {
    const rows: { user_id: string }[] = await this.dataSource.query(
      `SELECT user_id FROM mirror_night_entrant WHERE night_id = $1 ORDER BY entered_ms, user_id`,
      [nightId],
    );
    return rows.map((r) => r.user_id);
  }

  async isEntrant(nightId: string, userId: string, tx?: Tx): Promise<boolean> {
    const rows = await this.m(tx).query(`SELECT 1 FROM mirror_night_entrant WHERE night_id = $1 AND user_id = $2`, [nightId, userId]);
    return rows.length > 0;
  }

  async enteredAmong(userId: string, nightIds: string[]): Promise<Set<string>> {
    if (nightIds.length === 0) return new Set();
    const rows: { night_id: string }[] = await this.dataSource.query(
      `SELECT night_id FROM mirror_night_entrant WHERE user_id = $1 AND night_id = ANY($2::uuid[])`,
      [userId, nightIds],
    );
    return new Set(rows.map((r) => r.night_id));
  }

  async enteredElsewhere(tx: Tx, userId: string, nightId: string, now: number): Promise<boolean> {
    const rows = await unwrapTx(tx).query(
      `SELECT 1 FROM mirror_night_entrant e JOIN mirror_night n ON n.id = e.night_id
        WHERE e.user_id = $1 AND e.night_id <> $2 AND n.ends_ms > $3 LIMIT 1`,
      [userId, nightId, now],
    );
    return rows.length > 0;
  }

  async addEntrant(tx: Tx, nightId: string, userId: string, at: number): Promise<boolean> {
    const rows = await unwrapTx(tx).query(
      `INSERT INTO mirror_night_entrant (night_id, user_id, entered_ms) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id`,
      [nightId, userId, at],
    );
    return rows.length > 0;
  }
}

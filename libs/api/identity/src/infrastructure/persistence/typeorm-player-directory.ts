import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ROLE } from '@grimhunt/contracts';
import { fixedList, isUuid, placeholders, ReadPipelines, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { LockedAccountView, PlayerAccountView, PlayerDirectory, RankedPlayer } from '../../application/ports/player-directory.port';

/** The predicate of the partial index `user_account_ladder_key_idx`; keep both in step. */
const RANKED = `role NOT IN (${ROLE.banned}, ${ROLE.notActivated}, ${ROLE.admin})`;
const COLUMNS = `id, name, email, xp, role, patreon_type, created_at`;

interface Row {
  id: string;
  name: string;
  email: string;
  xp: string;
  role: number;
  patreon_type: number;
  created_at: Date;
}

function toView(row: Row): PlayerAccountView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    xp: Number(row.xp),
    role: row.role,
    patreonType: row.patreon_type,
    createdAt: row.created_at,
  };
}

@Injectable()
export class TypeOrmPlayerDirectory implements PlayerDirectory {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: ReadPipelines,
  ) {}

  async find(userId: string, tx?: Tx): Promise<PlayerAccountView | null> {
    if (!isUuid(userId)) return null;
    const sql = `SELECT ${COLUMNS} FROM user_account WHERE id = $1`;
    const rows = await this.reads.read<Row>(tx, userId, sql, [userId]);
    return rows[0] ? toView(rows[0]) : null;
  }

  async findByName(name: string, tx?: Tx): Promise<PlayerAccountView | null> {
    const m = tx ? unwrapTx(tx) : this.dataSource.manager;
    // Spans players (user_account): a lookup by unique name (mail recipients, profile by name) and the ladder fallback: global by nature
    const rows: Row[] = await m.query(`SELECT ${COLUMNS} FROM user_account WHERE lower(name) = lower($1)`, [name]);
    return rows[0] ? toView(rows[0]) : null;
  }

  async namesOf(userIds: string[], tx?: Tx): Promise<Map<string, string>> {
    const ids = [...new Set(userIds.filter((id) => isUuid(id)))];
    if (ids.length === 0) return new Map();
    const m = tx ? unwrapTx(tx) : this.dataSource.manager;
    const rows: { id: string; name: string }[] = await m.query(`SELECT id, name FROM user_account WHERE id = ANY($1::uuid[])`, [ids]);
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async accountsOf(userIds: string[], tx?: Tx): Promise<Map<string, PlayerAccountView>> {
    const ids = [...new Set(userIds.filter((id) => isUuid(id)))];
    if (ids.length === 0) return new Map();
    const m = tx ? unwrapTx(tx) : this.dataSource.manager;
    const rows: Row[] = await m.query(`SELECT ${COLUMNS} FROM user_account WHERE id = ANY($1::uuid[])`, [ids]);
    return new Map(rows.map((r) => [r.id, toView(r)]));
  }

  async lockForUpdate(tx: Tx, userId: string): Promise<LockedAccountView | null> {
    if (!isUuid(userId)) return null;
    const rows: (Row & { token_version: number | null })[] = await unwrapTx(tx).query(
      `SELECT ${COLUMNS}, token_version FROM user_account WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    return rows[0] ? { ...toView(rows[0]), tokenVersion: rows[0].token_version ?? 0 } : null;
  }

  async lockAllForUpdate(tx: Tx, userIds: string[]): Promise<PlayerAccountView[]> {
    const ids = userIds.filter(isUuid);
    if (ids.length === 0) return [];
    // Identity's SQL function (identity migrations) locks the rows in id order; the market's placement calls it too.
    const rows: Row[] = await unwrapTx(tx).query(`SELECT ${COLUMNS} FROM identity_lock_players($1::uuid[])`, [ids]);
    return rows.map(toView);
  }

  async tryLockForUpdate(tx: Tx, userIds: string[]): Promise<PlayerAccountView[]> {
    const ids = userIds.filter(isUuid);
    if (ids.length === 0) return [];
    // A fixed number of scalar parameters (repeats fill the list), not an array: PostgreSQL plans it once, not per call.
    const list = fixedList(ids);
    const rows: Row[] = await unwrapTx(tx).query(
      `SELECT ${COLUMNS} FROM user_account
        WHERE id IN (${placeholders(1, list.length, '::uuid')}) AND role NOT IN (${ROLE.banned}, ${ROLE.notActivated}) ORDER BY id FOR UPDATE SKIP LOCKED`,
      list,
    );
    return rows.map(toView);
  }

  async ladder(offset: number, limit: number, tx?: Tx): Promise<RankedPlayer[]> {
    const rows: { id: string; name: string; xp: string }[] = await (tx ? unwrapTx(tx) : this.dataSource).query(
      `SELECT id, name, xp FROM user_account WHERE ${RANKED} ORDER BY -xp, created_at, id OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, xp: Number(r.xp) }));
  }

  async addXp(tx: Tx, userId: string, delta: number): Promise<number> {
    if (!Number.isSafeInteger(delta) || delta < 0) throw new Error(`xp delta must be a whole number >= 0, got ${delta}`);
    const result = await unwrapTx(tx).query(`UPDATE user_account SET xp = xp + $2 WHERE id = $1 RETURNING xp`, [userId, delta]);
    const rows: { xp: string }[] = Array.isArray(result[0]) ? result[0] : result;
    if (!rows[0]) throw new Error(`no account ${userId}`);
    return Number(rows[0].xp);
  }

  async addXpMany(tx: Tx, deltas: { userId: string; delta: number }[]): Promise<void> {
    if (deltas.length === 0) return;
    for (const { delta } of deltas)
      if (!Number.isSafeInteger(delta) || delta < 0) throw new Error(`xp delta must be a whole number >= 0, got ${delta}`);
    // Pairs of scalar parameters, a fixed number of them (the last pair repeated: the same row joined twice with the
    // same delta adds it once), so PostgreSQL plans the statement once, not per call as it would for arrays.
    const list = fixedList(deltas);
    const pairs = list.map((_, i) => `($${2 * i + 1}::uuid, $${2 * i + 2}::bigint)`).join(', ');
    await unwrapTx(tx).query(
      `UPDATE user_account u SET xp = u.xp + d.delta FROM (VALUES ${pairs}) AS d(id, delta) WHERE u.id = d.id`,
      list.flatMap((d) => [d.userId, d.delta]),
    );
  }
}

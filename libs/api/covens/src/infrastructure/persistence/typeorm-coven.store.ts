import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CovenRole } from '@grimhunt/contracts';
import { rowsOf, Tx, unwrapTx } from '@grimhunt/api-kernel';
import {
  ApplicationRow,
  BoardMessageRow,
  CovenListRow,
  CovenPage,
  CovenRow,
  CovenStore,
  MembershipRow,
} from '../../application/ports/coven.store.port';

interface CovenRecord {
  id: string;
  name: string;
  motto: string;
  open: boolean;
  member_count: number;
  created_at: Date;
  emblem_design: string | null;
  captain_id?: string | null;
}

interface MemberRecord {
  user_id: string;
  coven_id: string;
  role: CovenRole;
  joined_at: Date;
  seq: string;
}

const COVEN_COLUMNS = `c.id, c.name, c.motto, c.open, c.member_count, c.created_at, c.emblem_design`;
// Spans players (coven_member): a coven's members are read by coven (a team of players: its tables are distributed by coven id, next to the coven row)
const CAPTAIN = `(SELECT m.user_id FROM coven_member m WHERE m.coven_id = c.id AND m.role = 'captain') AS captain_id`;
const SORT_COLUMN = { name: 'lower(c.name)', createdAt: 'c.created_at', memberCount: 'c.member_count', id: 'c.id' } as const;

const toCoven = (r: CovenRecord): CovenRow => ({
  id: r.id,
  name: r.name,
  motto: r.motto,
  open: r.open,
  memberCount: Number(r.member_count),
  createdAt: new Date(r.created_at),
  emblemDesign: r.emblem_design ?? null,
});
const toListRow = (r: CovenRecord): CovenListRow => ({ ...toCoven(r), captainId: r.captain_id ?? null });
const toMember = (r: MemberRecord): MembershipRow => ({
  userId: r.user_id,
  covenId: r.coven_id,
  role: r.role,
  joinedAt: new Date(r.joined_at).getTime(),
  seq: Number(r.seq),
});
/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@Injectable()
export class TypeOrmCovenStore implements CovenStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private run(tx?: Tx) {
    return tx ? unwrapTx(tx) : this.db.manager;
  }

  async insert(tx: Tx, c: CovenRow): Promise<boolean> {
    const rows = await unwrapTx(tx).query(
      `INSERT INTO coven (id, name, motto, open, member_count, created_at) VALUES ($1, $2, $3, $4, 0, $5)
       ON CONFLICT ((lower(name))) DO NOTHING RETURNING id`,
      [c.id, c.name, c.motto, c.open, c.createdAt],
    );
    return rowsOf(rows).length === 1;
  }

  async find(covenId: string, tx?: Tx): Promise<CovenRow | null> {
    const rows: CovenRecord[] = await this.run(tx).query(`SELECT ${COVEN_COLUMNS} FROM coven c WHERE c.id = $1`, [covenId]);
    return rows[0] ? toCoven(rows[0]) : null;
  }

  async lock(tx: Tx, covenId: string): Promise<CovenRow | null> {
    const rows: CovenRecord[] = await unwrapTx(tx).query(`SELECT ${COVEN_COLUMNS} FROM coven c WHERE c.id = $1 FOR UPDATE`, [covenId]);
    return rows[0] ? toCoven(rows[0]) : null;
  }

  async membershipOf(userId: string, tx?: Tx): Promise<MembershipRow | null> {
    const rows: MemberRecord[] = await this.run(tx).query(
      `SELECT user_id, coven_id, role, joined_at, seq FROM coven_member WHERE user_id = $1`,
      [userId],
    );
    return rows[0] ? toMember(rows[0]) : null;
  }

  async members(covenId: string, tx?: Tx): Promise<MembershipRow[]> {
    const rows: MemberRecord[] = await this.run(tx).query(
      `SELECT user_id, coven_id, role, joined_at, seq FROM coven_member WHERE coven_id = $1 ORDER BY joined_at, seq`,
      [covenId],
    );
    return rows.map(toMember);
  }

  async addMember(tx: Tx, covenId: string, userId: string, role: CovenRole, at: Date): Promise<boolean> {
    const m = unwrapTx(tx);
    const added = rowsOf(
      await m.query(
        `INSERT INTO coven_member (user_id, coven_id, role, joined_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
        [userId, covenId, role, at],
      ),
    );
    if (added.length === 0) return false;
    await m.query(`UPDATE coven SET member_count = member_count + 1 WHERE id = $1`, [covenId]);
    return true;
  }

  async removeMember(tx: Tx, covenId: string, userId: string): Promise<boolean> {
    const m = unwrapTx(tx);
    const removed = rowsOf(
      await m.query(`DELETE FROM coven_member WHERE coven_id = $1 AND user_id = $2 RETURNING user_id`, [covenId, userId]),
    );
    if (removed.length === 0) return false;
    await m.query(`UPDATE coven SET member_count = member_count - 1 WHERE id = $1`, [covenId]);
    return true;
  }

  async setRole(tx: Tx, covenId: string, userId: string, role: CovenRole): Promise<void> {
    await unwrapTx(tx).query(`UPDATE coven_member SET role = $3 WHERE coven_id = $1 AND user_id = $2`, [covenId, userId, role]);
  }

  async update(tx: Tx, covenId: string, f: { name: string; motto: string; open: boolean }): Promise<'updated' | 'taken' | 'missing'> {
    const m = unwrapTx(tx);
    const clash = await m.query(`SELECT 1 FROM coven WHERE lower(name) = lower($1) AND id <> $2`, [f.name, covenId]);
    if (clash.length > 0) return 'taken';
    const updated = rowsOf(
      await m.query(`UPDATE coven SET name = $2, motto = $3, open = $4 WHERE id = $1 RETURNING id`, [covenId, f.name, f.motto, f.open]),
    );
    return updated.length === 1 ? 'updated' : 'missing';
  }

  async setEmblemDesign(tx: Tx, covenId: string, design: string | null): Promise<void> {
    await unwrapTx(tx).query(`UPDATE coven SET emblem_design = $2 WHERE id = $1`, [covenId, design]);
  }

  async delete(tx: Tx, covenId: string): Promise<void> {
    await unwrapTx(tx).query(`DELETE FROM coven WHERE id = $1`, [covenId]);
  }

  async addApplication(tx: Tx, covenId: string, userId: string, at: Date): Promise<boolean> {
    const rows = await unwrapTx(tx).query(
      `INSERT INTO coven_application (coven_id, user_id, applied_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id`,
      [covenId, userId, at],
    );
    return rowsOf(rows).length === 1;
  }

  async removeApplication(tx: Tx, covenId: string, userId: string): Promise<boolean> {
    const rows = await unwrapTx(tx).query(`DELETE FROM coven_application WHERE coven_id = $1 AND user_id = $2 RETURNING user_id`, [
      covenId,
      userId,
    ]);
    return rowsOf(rows).length === 1;
  }

  async removeApplicationsOf(tx: Tx, userId: string): Promise<void> {
    await unwrapTx(tx).query(`DELETE FROM coven_application WHERE user_id = $1`, [userId]);
  }

  async applications(covenId: string): Promise<ApplicationRow[]> {
    const rows: { user_id: string; applied_at: Date }[] = await this.db.query(
      `SELECT user_id, applied_at FROM coven_application WHERE coven_id = $1 ORDER BY applied_at, user_id`,
      [covenId],
    );
    return rows.map((r) => ({ userId: r.user_id, appliedAt: new Date(r.applied_at) }));
  }

  async post(tx: Tx, covenId: string, msg: BoardMessageRow, keep: number): Promise<void> {
    const m = unwrapTx(tx);
    await m.query(
      `INSERT INTO coven_board_message (id, coven_id, user_id, author_name, message, posted_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [msg.id, covenId, msg.userId, msg.authorName, msg.message, msg.postedAt],
    );
    await m.query(
      `DELETE FROM coven_board_message WHERE coven_id = $1 AND id NOT IN (
         SELECT id FROM coven_board_message WHERE coven_id = $1 ORDER BY posted_at DESC, seq DESC LIMIT $2)`,
      [covenId, keep],
    );
  }

  async board(covenId: string, limit: number): Promise<BoardMessageRow[]> {
    const rows: { id: string; user_id: string | null; author_name: string; message: string; posted_at: Date }[] = await this.db.query(
      `SELECT id, user_id, author_name, message, posted_at FROM coven_board_message WHERE coven_id = $1
        ORDER BY posted_at DESC, seq DESC LIMIT $2`,
      [covenId, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      authorName: r.author_name,
      message: r.message,
      postedAt: new Date(r.posted_at),
    }));
  }

  async deleteMessage(tx: Tx, covenId: string, messageId: string): Promise<boolean> {
    const rows = await unwrapTx(tx).query(`DELETE FROM coven_board_message WHERE coven_id = $1 AND id = $2 RETURNING id`, [
      covenId,
      messageId,
    ]);
    return rowsOf(rows).length === 1;
  }

  async search(q: string, limit: number): Promise<CovenListRow[]> {
    const rows: CovenRecord[] = await this.db.query(
      `SELECT ${COVEN_COLUMNS}, ${CAPTAIN} FROM coven c WHERE c.name ILIKE $1
        ORDER BY (c.member_count >= 12), lower(c.name) LIMIT $2`,
      [likePattern(q), limit],
    );
    return rows.map(toListRow);
  }

  async page(
    q: string | null,
    sort: { field: keyof typeof SORT_COLUMN; order: 'ASC' | 'DESC' },
    offset: number,
    limit: number,
  ): Promise<CovenPage> {
    const where = q ? `WHERE c.name ILIKE $1` : `WHERE $1::text IS NULL`;
    const param = q ? likePattern(q) : null;
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM coven c ${where}`, [param]);
    const order = sort.order === 'DESC' ? 'DESC' : 'ASC';
    const rows: CovenRecord[] = await this.db.query(
      `SELECT ${COVEN_COLUMNS}, ${CAPTAIN} FROM coven c ${where} ORDER BY ${SORT_COLUMN[sort.field]} ${order}, c.id LIMIT $2 OFFSET $3`,
      [param, limit, offset],
    );
    return { rows: rows.map(toListRow), total };
  }
}

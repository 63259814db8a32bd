import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rowsOf, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { EntryScore, Payout } from '../../domain/tournament-rules';
import { TournamentRow, TournamentSortField, TournamentStore, TournamentWithCount } from '../../application/ports/tournament.store.port';

interface TournamentRecord {
  id: string;
  name: string;
  starts_at: Date;
  ends_at: Date;
  ground_ids: string[];
  points_per_ghost: number;
  points_per_rarity: TournamentRow['pointsPerRarity'];
  min_rank_id: string | null;
  max_rank_id: string | null;
  entry_fee: number;
  prizes: TournamentRow['prizes'];
  created_at: Date;
  paid_at: Date | null;
  entrant_count?: number;
  entrants?: string[];
}

const COLUMNS = `t.id, t.name, t.starts_at, t.ends_at, t.ground_ids::text[] AS ground_ids, t.points_per_ghost, t.points_per_rarity,
  t.min_rank_id, t.max_rank_id, t.entry_fee, t.prizes, t.created_at, t.paid_at`;
// Spans players (tournament_entry): a tournament's entrants and scoreboard span covens by nature: read by tournament id (an event-sized table, distributed by tournament id)
const COUNT = `(SELECT count(*)::int FROM tournament_entry e WHERE e.tournament_id = t.id) AS entrant_count`;
const SORT = { name: 'lower(t.name)', startsAt: 't.starts_at', endsAt: 't.ends_at', id: 't.id' } as const;

const toRow = (r: TournamentRecord): TournamentRow => ({
  id: r.id,
  name: r.name,
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
  groundIds: r.ground_ids,
  pointsPerGhost: r.points_per_ghost,
  pointsPerRarity: r.points_per_rarity,
  minRankId: r.min_rank_id,
  maxRankId: r.max_rank_id,
  entryFee: r.entry_fee,
  prizes: r.prizes,
  createdAt: new Date(r.created_at),
  paidAt: r.paid_at ? new Date(r.paid_at) : null,
});
const withCount = (r: TournamentRecord): TournamentWithCount => ({ ...toRow(r), entrantCount: Number(r.entrant_count ?? 0) });

@Injectable()
export class TypeOrmTournamentStore implements TournamentStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private run(tx?: Tx) {
    return tx ? unwrapTx(tx) : this.db.manager;
  }

  private params(t: TournamentRow): unknown[] {
    return [
      t.id,
      t.name,
      t.startsAt,
      t.endsAt,
      t.groundIds,
      t.pointsPerGhost,
      JSON.stringify(t.pointsPerRarity),
      t.minRankId,
      t.maxRankId,
      t.entryFee,
      JSON.stringify(t.prizes),
    ];
  }

  async insert(tx: Tx, t: TournamentRow): Promise<void> {
    await unwrapTx(tx).query(
      `INSERT INTO tournament (id, name, starts_at, ends_at, ground_ids, points_per_ghost, points_per_rarity, min_rank_id, max_rank_id,
                               entry_fee, prizes, created_at)
       VALUES ($1, $2, $3, $4, $5::uuid[], $6, $7::jsonb, $8, $9, $10, $11::jsonb, $12)`,
      [...this.params(t), t.createdAt],
    );
  }

  async update(tx: Tx, t: TournamentRow): Promise<void> {
    await unwrapTx(tx).query(
      `UPDATE tournament SET name = $2, starts_at = $3, ends_at = $4, ground_ids = $5::uuid[], points_per_ghost = $6,
              points_per_rarity = $7::jsonb, min_rank_id = $8, max_rank_id = $9, entry_fee = $10, prizes = $11::jsonb
        WHERE id = $1`,
      this.params(t),
    );
  }

  async delete(tx: Tx, id: string): Promise<void> {
    await unwrapTx(tx).query(`DELETE FROM tournament WHERE id = $1`, [id]);
  }

  async find(id: string, tx?: Tx): Promise<TournamentWithCount | null> {
    const rows: TournamentRecord[] = await this.run(tx).query(`SELECT ${COLUMNS}, ${COUNT} FROM tournament t WHERE t.id = $1`, [id]);
    return rows[0] ? withCount(rows[0]) : null;
  }

  async lock(tx: Tx, id: string): Promise<TournamentRow | null> {
    const rows: TournamentRecord[] = await unwrapTx(tx).query(`SELECT ${COLUMNS} FROM tournament t WHERE t.id = $1 FOR UPDATE`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async page(sort: { field: TournamentSortField; order: 'ASC' | 'DESC' }, offset: number, limit: number) {
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM tournament`);
    const order = sort.order === 'DESC' ? 'DESC' : 'ASC';
    const rows: TournamentRecord[] = await this.db.query(
      `SELECT ${COLUMNS}, ${COUNT} FROM tournament t ORDER BY ${SORT[sort.field]} ${order}, t.id LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return { rows: rows.map(withCount), total };
  }

  async listed(finishedSince: Date): Promise<TournamentWithCount[]> {
    const rows: TournamentRecord[] = await this.db.query(
      `SELECT ${COLUMNS}, ${COUNT} FROM tournament t WHERE t.ends_at > $1 ORDER BY t.starts_at, t.id LIMIT 200`,
      [finishedSince],
    );
    return rows.map(withCount);
  }

  async active(now: Date) {
    const rows: TournamentRecord[] = await this.db.query(
      `SELECT ${COLUMNS}, coalesce((SELECT array_agg(e.user_id::text) FROM tournament_entry e WHERE e.tournament_id = t.id), '{}') AS entrants
         FROM tournament t WHERE t.ends_at > $1`,
      [now],
    );
    return rows.map((r) => ({ ...toRow(r), entrants: r.entrants ?? [] }));
  }

  async entriesOf(userId: string, tournamentIds: string[]): Promise<Map<string, string>> {
    if (tournamentIds.length === 0) return new Map();
    const rows: { tournament_id: string; coven_id: string }[] = await this.db.query(
      `SELECT tournament_id, coven_id FROM tournament_entry WHERE user_id = $1 AND tournament_id = ANY($2::uuid[])`,
      [userId, tournamentIds],
    );
    return new Map(rows.map((r) => [r.tournament_id, r.coven_id]));
  }

  async enter(tx: Tx, e: { tournamentId: string; userId: string; covenId: string; covenName: string; at: Date }): Promise<boolean> {
    const rows = await unwrapTx(tx).query(
      `INSERT INTO tournament_entry (tournament_id, user_id, coven_id, coven_name, entered_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [e.tournamentId, e.userId, e.covenId, e.covenName, e.at],
    );
    return rowsOf(rows).length === 1;
  }

  async scores(tournamentId: string, tx?: Tx): Promise<EntryScore[]> {
    const rows: { user_id: string; coven_id: string; coven_name: string; points: number; ghosts: number }[] = await this.run(tx).query(
      `SELECT user_id, coven_id, coven_name, points, ghosts FROM tournament_entry WHERE tournament_id = $1`,
      [tournamentId],
    );
    return rows.map((r) => ({ userId: r.user_id, covenId: r.coven_id, covenName: r.coven_name, points: r.points, ghosts: r.ghosts }));
  }

  async addPoints(tx: Tx, userId: string, points: { tournamentId: string; points: number }[]): Promise<void> {
    await unwrapTx(tx).query(
      `UPDATE tournament_entry e SET points = e.points + v.points, ghosts = e.ghosts + 1
         FROM unnest($2::uuid[], $3::int[]) AS v(tournament_id, points)
        WHERE e.tournament_id = v.tournament_id AND e.user_id = $1`,
      [userId, points.map((p) => p.tournamentId), points.map((p) => p.points)],
    );
  }

  async setScores(tx: Tx, tournamentId: string, scores: { userId: string; points: number; ghosts: number }[]): Promise<void> {
    // Entrants missing from the recount caught nothing: zero.
    await unwrapTx(tx).query(
      `UPDATE tournament_entry e SET points = coalesce(r.points, 0), ghosts = coalesce(r.ghosts, 0)
         FROM (SELECT x.user_id, v.points, v.ghosts FROM tournament_entry x
                 LEFT JOIN unnest($2::uuid[], $3::int[], $4::int[]) AS v(user_id, points, ghosts) ON v.user_id = x.user_id
                WHERE x.tournament_id = $1) r
        WHERE e.tournament_id = $1 AND e.user_id = r.user_id`,
      [tournamentId, scores.map((s) => s.userId), scores.map((s) => s.points), scores.map((s) => s.ghosts)],
    );
  }

  async unpaid(now: Date): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM tournament WHERE paid_at IS NULL AND ends_at <= $1 ORDER BY ends_at, id`,
      [now],
    );
    return rows.map((r) => r.id);
  }

  async claimPayment(tx: Tx, id: string, now: Date): Promise<TournamentRow | null> {
    const rows = rowsOf<TournamentRecord>(
      await unwrapTx(tx).query(
        `UPDATE tournament t SET paid_at = $2 WHERE t.id = $1 AND t.paid_at IS NULL AND t.ends_at <= $2 RETURNING ${COLUMNS}`,
        [id, now],
      ),
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  async recordPayouts(tx: Tx, tournamentId: string, payouts: Payout[], at: Date): Promise<void> {
    if (payouts.length === 0) return;
    const m = unwrapTx(tx);
    await m.query(
      `INSERT INTO tournament_payout (tournament_id, user_id, coven_id, place, gold, tokens, paid_at)
       SELECT $1, v.user_id, v.coven_id, v.place, v.gold, v.tokens, $7
         FROM unnest($2::uuid[], $3::uuid[], $4::int[], $5::int[], $6::int[]) AS v(user_id, coven_id, place, gold, tokens)`,
      [
        tournamentId,
        payouts.map((p) => p.userId),
        payouts.map((p) => p.covenId),
        payouts.map((p) => p.place),
        payouts.map((p) => p.gold),
        payouts.map((p) => p.tokens),
        at,
      ],
    );
    const tokens = payouts.filter((p) => p.tokens > 0);
    if (tokens.length === 0) return;
    await m.query(
      `INSERT INTO covens_token_balance (user_id, tokens) SELECT * FROM unnest($1::uuid[], $2::int[]) ORDER BY 1
       ON CONFLICT (user_id) DO UPDATE SET tokens = covens_token_balance.tokens + excluded.tokens`,
      [tokens.map((p) => p.userId), tokens.map((p) => p.tokens)],
    );
  }
}

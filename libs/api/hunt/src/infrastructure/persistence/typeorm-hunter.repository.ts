import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { fixedList, PgNotification, placeholders, ReadPipelines, SidePool, Tx, unwrapTx } from '@grimhunt/api-kernel';
import {
  Hunter,
  HunterRepository,
  HuntWrites,
  LockedHunter,
  NewHunter,
  PlayerHuntWrites,
} from '../../application/ports/hunter.repository.port';
import { ReplayContext } from '../../domain/hunt-replay';
import { UnknownHunterError } from '../../domain/hunt.errors';
import { COLUMNS, HunterRow, keepAnswer, LAST_ACTIVE, LOCKED_COLUMNS, toHunter, toLocked } from './hunter-rows';
import { writeHunts } from './hunter-writes.sql';
import { DB_NOW_MS } from './sql';

/** The `hunter` row of a player (created lazily with the starting ground, which also counts as visited). */
@Injectable()
export class TypeOrmHunterRepository implements HunterRepository, OnModuleDestroy {
  /** Replay contexts are written while a hunt's transaction waits for them, so never on the main pool. */
  private readonly contexts: SidePool;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: ReadPipelines,
  ) {
    this.contexts = new SidePool(dataSource, 'replay-contexts', 2);
  }

  onModuleDestroy(): Promise<void> {
    return this.contexts.end();
  }

  private m(tx?: Tx): EntityManager {
    return tx ? unwrapTx(tx) : this.dataSource.manager;
  }

  /**
   * The hunt's lock order: the account row, then the hunter row. The account is locked first (FOR KEY SHARE, the lock
   * the foreign key's check would take only after the insert): otherwise a first read making the row outside a
   * transaction holds the new hunter row while it waits on a hunt that holds the account and makes the same row, and
   * PostgreSQL ends one of them as a deadlock (a 500 for the read). No account (deleted while its token was still
   * honoured): no hunter row can exist.
   */
  private async create(m: EntityManager, userId: string, init: NewHunter): Promise<void> {
    const [{ accounts }]: { accounts: number }[] = await m.query(
      `WITH account AS (SELECT id FROM user_account WHERE id = $1 FOR KEY SHARE), created AS (
         INSERT INTO hunter (user_id, hunting_ground_id, last_auto_hour) SELECT id, $2, $3 FROM account
         ON CONFLICT (user_id) DO NOTHING RETURNING user_id, hunting_ground_id
       ), visit AS (
         INSERT INTO hunter_ground_visit (user_id, hunting_ground_id, paid, at_ms)
         SELECT user_id, hunting_ground_id, 0, ${DB_NOW_MS} FROM created WHERE hunting_ground_id IS NOT NULL
         ON CONFLICT DO NOTHING
       )
       SELECT count(*)::int AS accounts FROM account`,
      [userId, init.huntingGroundId, init.lastAutoHour],
    );
    if (accounts === 0) throw new UnknownHunterError();
  }

  async lockOrCreate(tx: Tx, userId: string, init: NewHunter): Promise<{ hunter: Hunter; now: number }> {
    const m = unwrapTx(tx);
    const select = `SELECT ${COLUMNS}, ${DB_NOW_MS} AS now_ms FROM hunter WHERE user_id = $1 FOR UPDATE`;
    let rows: HunterRow[] = await m.query(select, [userId]);
    if (!rows[0]) {
      await this.create(m, userId, init);
      rows = await m.query(select, [userId]);
    }
    return { hunter: toHunter(rows[0]), now: Number(rows[0].now_ms) };
  }

  async lockForHunt(tx: Tx, userId: string, init: NewHunter): Promise<LockedHunter> {
    const m = unwrapTx(tx);
    const select = `SELECT ${LOCKED_COLUMNS} FROM hunter WHERE user_id = $1 FOR UPDATE OF hunter`;
    let rows: HunterRow[] = await m.query(select, [userId]);
    if (!rows[0]) {
      await this.create(m, userId, init);
      rows = await m.query(select, [userId]);
    }
    return toLocked(rows[0]);
  }

  async lockParty(tx: Tx, userIds: string[], groundIds: string[], activeWindowMs: number, limit: number): Promise<LockedHunter[]> {
    if (userIds.length === 0 || groundIds.length === 0) return [];
    // SKIP LOCKED: a friend whose row another transaction holds (their own hunt, a friend's party) is left out, never
    // waited for. The newest active first. The friends as a fixed number of scalar parameters (repeats fill the list),
    // so the text and the plan do not follow how many friends agreed; the region's grounds come from the catalogue.
    const friends = fixedList(userIds);
    const rows: HunterRow[] = await unwrapTx(tx).query(
      `SELECT ${LOCKED_COLUMNS} FROM hunter
        WHERE user_id IN (${placeholders(4, friends.length, '::uuid')}) AND hunting_ground_id = ANY($1::uuid[]) AND next_hunt_ms <= ${DB_NOW_MS}
          AND ${LAST_ACTIVE} >= ${DB_NOW_MS} - $2
        ORDER BY ${LAST_ACTIVE} DESC, user_id LIMIT $3
        FOR UPDATE OF hunter SKIP LOCKED`,
      [groundIds, activeWindowMs, limit, ...friends],
    );
    return rows.map(toLocked);
  }

  async markPartyPossible(tx: Tx, userIds: string[], init: NewHunter): Promise<void> {
    if (userIds.length === 0) return;
    // In id order, so two of these never lock the same rows in opposite orders. A new row counts its ground as visited.
    await unwrapTx(tx).query(
      `WITH marked AS (
         INSERT INTO hunter (user_id, hunting_ground_id, last_auto_hour, party_possible)
         SELECT id, $2, $3, true FROM unnest($1::uuid[]) AS id ORDER BY id
         ON CONFLICT (user_id) DO UPDATE SET party_possible = true
         RETURNING user_id, hunting_ground_id, (xmax = 0) AS created
       )
       INSERT INTO hunter_ground_visit (user_id, hunting_ground_id, paid, at_ms)
       SELECT user_id, hunting_ground_id, 0, ${DB_NOW_MS} FROM marked WHERE created AND hunting_ground_id IS NOT NULL
       ON CONFLICT DO NOTHING`,
      [[...new Set(userIds)].sort(), init.huntingGroundId, init.lastAutoHour],
    );
  }

  async adjustSeanceMaps(tx: Tx, userIds: string[], delta: number): Promise<void> {
    if (userIds.length === 0 || delta === 0) return;
    await unwrapTx(tx).query(`UPDATE hunter SET seance_maps = greatest(0, seance_maps + $2::int) WHERE user_id = ANY($1::uuid[])`, [
      userIds,
      delta,
    ]);
  }

  async write(tx: Tx, userId: string, writes: HuntWrites): Promise<void> {
    await writeHunts(unwrapTx(tx), [{ userId, writes }], []);
  }

  async writeMany(tx: Tx, all: PlayerHuntWrites[], notifications: readonly PgNotification[] = []): Promise<void> {
    await writeHunts(unwrapTx(tx), all, notifications);
  }

  async storeContext(id: string, catalogueVersion: string, context: ReplayContext): Promise<void> {
    await this.contexts.query(
      `INSERT INTO hunt_replay_context (id, catalogue_version, ground, enemies) VALUES ($1, $2, $3::jsonb, $4::jsonb) ON CONFLICT (id) DO NOTHING`,
      [id, catalogueVersion, JSON.stringify(context.ground), JSON.stringify(context.enemies)],
    );
  }

  async findOrCreate(userId: string, init: NewHunter): Promise<Hunter> {
    const found = await this.find(userId);
    if (found) return found;
    await this.create(this.dataSource.manager, userId, init);
    return (await this.find(userId))!;
  }

  async find(userId: string, tx?: Tx): Promise<Hunter | null> {
    const sql = `SELECT ${COLUMNS} FROM hunter WHERE user_id = $1`;
    const rows = await this.reads.read<HunterRow>(tx, userId, sql, [userId]);
    return rows[0] ? toHunter(rows[0]) : null;
  }

  async findMany(userIds: string[]): Promise<Hunter[]> {
    if (userIds.length === 0) return [];
    const rows: HunterRow[] = await this.m().query(`SELECT ${COLUMNS} FROM hunter WHERE user_id = ANY($1::uuid[])`, [userIds]);
    return rows.map(toHunter);
  }

  async save(tx: Tx, hunter: Hunter): Promise<void> {
    await unwrapTx(tx).query(
      `UPDATE hunter SET hunting_ground_id = $2, next_hunt_ms = $3, chrono_charges = $4, chrono_recharge_ms = $5, last_auto_hour = $6,
              last_answer = ${keepAnswer('$7::jsonb', '$9::bigint')}, last_answer_kind = $8, last_answer_ms = $9
        WHERE user_id = $1`,
      [
        hunter.userId,
        hunter.huntingGroundId,
        hunter.nextHuntAt,
        hunter.chrono.charges,
        hunter.chrono.rechargeAt,
        hunter.lastAutoHour,
        hunter.lastAnswer === null ? null : JSON.stringify(hunter.lastAnswer),
        hunter.lastAnswerKind,
        hunter.lastAnswerAt,
      ],
    );
  }
}

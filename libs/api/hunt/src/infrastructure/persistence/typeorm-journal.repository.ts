import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HUNT_JOURNAL_TYPES, JOURNAL_TYPES } from '@grimhunt/contracts';
import { Tx, unwrapTx } from '@grimhunt/api-kernel';
import {
  GhostTallyRow,
  HistoryFilter,
  JournalAggregates,
  JournalRecord,
  JournalRepository,
} from '../../application/ports/journal.repository.port';
import { HuntReplayRecord, ReplayContext } from '../../domain/hunt-replay';
import { DB_NOW_MS, num } from './sql';

interface JournalRow {
  id: string;
  user_id: string;
  type: number;
  at_ms: string;
  enemy_id: string | null;
  hunt_result: string | null;
  strategy: string | null;
  seed: string | null;
  xp: number;
  currencies: JournalRecord['currencies'];
  loot: JournalRecord['loot'];
  data: JournalRecord['data'];
  replay?: HuntReplayRecord | null;
}

function toRecord(r: JournalRow): JournalRecord {
  return {
    id: r.id,
    userId: r.user_id,
    type: r.type,
    at: Number(r.at_ms),
    enemyId: r.enemy_id,
    huntResult: r.hunt_result,
    strategy: r.strategy,
    seed: num(r.seed),
    xp: r.xp,
    currencies: r.currencies,
    loot: r.loot,
    data: r.data,
    replay: r.replay ?? null,
  };
}

const SUCCESS = `('SuccessRegular', 'SuccessMystic')`;
/** A ghost met and not caught. */
const MISSED = `('GhostTooPowerful', 'NoSpecialBait')`;

/** `journal_entry` rows: one multi-row insert per hunt; reads by (user, time) and a 24-hour window. */
@Injectable()
export class TypeOrmJournalRepository implements JournalRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(tx: Tx, entries: JournalRecord[]): Promise<void> {
    if (entries.length === 0) return;
    const values: unknown[] = [];
    const rows = entries.map((e, i) => {
      values.push(
        e.id,
        e.userId,
        e.type,
        e.at,
        e.enemyId,
        e.huntResult,
        e.strategy,
        e.seed,
        e.xp,
        JSON.stringify(e.currencies),
        JSON.stringify(e.loot),
        JSON.stringify(e.data),
        e.replay ? JSON.stringify(e.replay) : null,
      );
      const b = i * 13;
      return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7}, $${b + 8}, $${b + 9}, $${b + 10}::jsonb, $${b + 11}::jsonb, $${b + 12}::jsonb, $${b + 13}::jsonb)`;
    });
    await unwrapTx(tx).query(
      `INSERT INTO journal_entry (id, user_id, type, at_ms, enemy_id, hunt_result, strategy, seed, xp, currencies, loot, data, replay) VALUES ${rows.join(', ')}`,
      values,
    );
  }

  async latest(userId: string, limit: number): Promise<JournalRecord[]> {
    const rows: JournalRow[] = await this.dataSource.query(
      `SELECT id, user_id, type, at_ms, enemy_id, hunt_result, strategy, seed, xp, currencies, loot, data
         FROM journal_entry WHERE user_id = $1 ORDER BY at_ms DESC, id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map(toRecord);
  }

  async history(userId: string, filter: HistoryFilter, limit: number): Promise<JournalRecord[]> {
    // One statement per filter combination, each served by an index (see the journal history migration).
    const where = ['user_id = $1'];
    const params: unknown[] = [userId];
    if (filter.type !== null) where.push(`type = $${params.push(filter.type)}`);
    if (filter.enemyId !== null) where.push(`enemy_id = $${params.push(filter.enemyId)}`);
    if (filter.before) where.push(`(at_ms, id) < ($${params.push(filter.before.at)}, $${params.push(filter.before.id)}::uuid)`);
    // Spans players (journal_entry): a player's page is filtered by user_id (built above, out of the check's sight); the back
    // office's hunt statistics read every player, and a replay reads one entry by its id
    const rows: JournalRow[] = await this.dataSource.query(
      `SELECT id, user_id, type, at_ms, enemy_id, hunt_result, strategy, seed, xp, currencies, loot, data
         FROM journal_entry WHERE ${where.join(' AND ')} ORDER BY at_ms DESC, id DESC LIMIT $${params.push(limit)}`,
      params,
    );
    return rows.map(toRecord);
  }

  async tally(userId: string): Promise<GhostTallyRow[]> {
    const rows: { enemy_id: string; caught: number; missed: string }[] = await this.dataSource.query(
      `SELECT coalesce(g.enemy_id, m.enemy_id) AS enemy_id, coalesce(g.caught, 0) AS caught, coalesce(m.missed, 0)::text AS missed
         FROM (SELECT enemy_id, caught FROM grimoire_count WHERE user_id = $1) g
         FULL JOIN (SELECT enemy_id, count(*) AS missed FROM journal_entry
                     WHERE user_id = $1 AND enemy_id IS NOT NULL AND hunt_result IN ${MISSED} GROUP BY enemy_id) m
           ON m.enemy_id = g.enemy_id`,
      [userId],
    );
    return rows.map((r) => ({ enemyId: r.enemy_id, caught: Number(r.caught), missed: Number(r.missed) }));
  }

  async manualCatches(tx: Tx, userIds: string[], from: number, to: number) {
    if (userIds.length === 0) return [];
    const rows: { user_id: string; id: string; at_ms: string; ground_id: string | null; enemy_id: string }[] = await unwrapTx(tx).query(
      `SELECT user_id, id, at_ms, replay->>'groundId' AS ground_id, enemy_id FROM journal_entry
        WHERE user_id = ANY($1::uuid[]) AND type = $2 AND at_ms >= $3 AND at_ms < $4 AND enemy_id IS NOT NULL AND hunt_result IN ${SUCCESS}
          AND NOT data ? 'huntedWith'
        ORDER BY at_ms, id`,
      [userIds, JOURNAL_TYPES.hunt, from, to],
    );
    return rows.map((r) => ({ userId: r.user_id, journalId: r.id, at: Number(r.at_ms), groundId: r.ground_id, enemyId: r.enemy_id }));
  }

  async replayOf(journalId: string): Promise<{ entry: JournalRecord; context: ReplayContext | null } | null> {
    const rows: (JournalRow & { ground: ReplayContext['ground'] | null; enemies: ReplayContext['enemies'] | null })[] =
      await this.dataSource.query(
        `SELECT j.id, j.user_id, j.type, j.at_ms, j.enemy_id, j.hunt_result, j.strategy, j.seed, j.xp, j.currencies, j.loot, j.data, j.replay, c.ground, c.enemies
         FROM journal_entry j LEFT JOIN hunt_replay_context c ON c.id = j.replay->>'contextId'
        WHERE j.id = $1`,
        [journalId],
      );
    const row = rows[0];
    if (!row) return null;
    return { entry: toRecord(row), context: row.ground && row.enemies ? { ground: row.ground, enemies: row.enemies } : null };
  }

  async aggregate(from: number, to: number): Promise<JournalAggregates> {
    const window = `FROM journal_entry WHERE hunt_result IS NOT NULL AND at_ms >= $1 AND at_ms < $2 AND type = ANY($3::smallint[])`;
    const params = [from, to, HUNT_JOURNAL_TYPES];
    const pairs = async (sql: string): Promise<[string, number][]> =>
      ((await this.dataSource.query(sql, params)) as { k: string; n: string }[]).map((r) => [r.k, Number(r.n)]);
    const [totals]: { hunts: string; users: string; ok: string }[] = await this.dataSource.query(
      `SELECT count(*)::text AS hunts, count(DISTINCT user_id)::text AS users, count(*) FILTER (WHERE hunt_result IN ${SUCCESS})::text AS ok ${window}`,
      params,
    );
    return {
      totalHunts: Number(totals.hunts),
      totalUsers: Number(totals.users),
      successfulHunts: Number(totals.ok),
      huntResults: await pairs(`SELECT hunt_result AS k, count(*) AS n ${window} GROUP BY 1`),
      attracted: await pairs(`SELECT enemy_id::text AS k, count(*) AS n ${window} AND enemy_id IS NOT NULL GROUP BY 1`),
      caught: await pairs(
        `SELECT enemy_id::text AS k, count(*) AS n ${window} AND enemy_id IS NOT NULL AND hunt_result IN ${SUCCESS} GROUP BY 1`,
      ),
      strategies: await pairs(`SELECT strategy AS k, count(*) AS n ${window} AND strategy IS NOT NULL AND strategy <> 'None' GROUP BY 1`),
      loot: await pairs(
        `SELECT l->>'itemId' AS k, sum((l->>'amount')::bigint) AS n ${window.replace('FROM journal_entry', 'FROM journal_entry, jsonb_array_elements(loot) l')} GROUP BY 1`,
      ),
      currencies: await pairs(
        `SELECT c->>'name' AS k, sum((c->>'value')::bigint) AS n ${window.replace('FROM journal_entry', 'FROM journal_entry, jsonb_array_elements(currencies) c')} GROUP BY 1`,
      ),
    };
  }

  async databaseNow(): Promise<number> {
    const [row]: { now_ms: number }[] = await this.dataSource.query(`SELECT ${DB_NOW_MS} AS now_ms`);
    return Number(row.now_ms);
  }
}

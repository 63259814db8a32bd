import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Tx, unwrapTx } from '@grimhunt/api-kernel';
import { HuntRecords } from '../../application/ports/hunt-records.port';

/** Grimoire counts, paid grounds, rank rewards and auto-hunt hours: each guarded by its primary key. */
@Injectable()
export class TypeOrmHuntRecords implements HuntRecords {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private m(tx?: Tx): EntityManager {
    return tx ? unwrapTx(tx) : this.dataSource.manager;
  }

  async addCatch(tx: Tx, userId: string, enemyId: string): Promise<void> {
    await unwrapTx(tx).query(
      `INSERT INTO grimoire_count (user_id, enemy_id, caught) VALUES ($1, $2, 1)
       ON CONFLICT (user_id, enemy_id) DO UPDATE SET caught = grimoire_count.caught + 1`,
      [userId, enemyId],
    );
  }

  async playerCounts(userId: string): Promise<Map<string, number>> {
    const rows: { enemy_id: string; caught: number }[] = await this.dataSource.query(
      `SELECT enemy_id, caught FROM grimoire_count WHERE user_id = $1`,
      [userId],
    );
    return new Map(rows.map((r) => [r.enemy_id, r.caught]));
  }

  async globalCounts(enemyIds: string[]): Promise<Map<string, number>> {
    if (enemyIds.length === 0) return new Map();
    // Spans players (grimoire_count): the album's global counts: catches of every player per ghost (a lag-tolerant aggregate)
    const rows: { enemy_id: string; n: string }[] = await this.dataSource.query(
      `SELECT enemy_id, sum(caught)::text AS n FROM grimoire_count WHERE enemy_id = ANY($1::uuid[]) GROUP BY enemy_id`,
      [enemyIds],
    );
    return new Map(rows.map((r) => [r.enemy_id, Number(r.n)]));
  }

  async visited(userId: string, tx?: Tx): Promise<Set<string>> {
    const rows: { hunting_ground_id: string }[] = await this.m(tx).query(
      `SELECT hunting_ground_id FROM hunter_ground_visit WHERE user_id = $1`,
      [userId],
    );
    return new Set(rows.map((r) => r.hunting_ground_id));
  }

  async addVisit(tx: Tx, userId: string, groundId: string, paid: number, at: number): Promise<boolean> {
    const rows = await unwrapTx(tx).query(
      `INSERT INTO hunter_ground_visit (user_id, hunting_ground_id, paid, at_ms) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING user_id`,
      [userId, groundId, paid, at],
    );
    return rows.length > 0;
  }

  async claimRankReward(tx: Tx, userId: string, rankId: string, at: number): Promise<boolean> {
    const rows = await unwrapTx(tx).query(
      `INSERT INTO hunter_rank_reward (user_id, rank_id, at_ms) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id`,
      [userId, rankId, at],
    );
    return rows.length > 0;
  }

  async claimAutoHunt(tx: Tx, userId: string, hour: number, journalId: string): Promise<boolean> {
    const rows = await unwrapTx(tx).query(
      `INSERT INTO auto_hunt (user_id, hour, journal_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id`,
      [userId, hour, journalId],
    );
    return rows.length > 0;
  }
}

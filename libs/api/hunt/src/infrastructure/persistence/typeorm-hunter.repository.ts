import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { HuntAnswerDto } from '@grimhunt/contracts';
import { Tx, unwrapTx } from '@grimhunt/api-kernel';
import { Hunter, HunterRepository, NewHunter } from '../../application/ports/hunter.repository.port';
import { DB_NOW_MS, num } from './sql';

interface HunterRow {
  user_id: string;
  hunting_ground_id: string | null;
  next_hunt_ms: string;
  chrono_charges: number;
  chrono_recharge_ms: string | null;
  last_auto_hour: string;
  last_answer: HuntAnswerDto | null;
  last_answer_kind: string | null;
  last_answer_ms: string | null;
  now_ms?: number;
}

const COLUMNS = `user_id, hunting_ground_id, next_hunt_ms, chrono_charges, chrono_recharge_ms, last_auto_hour, last_answer, last_answer_kind, last_answer_ms`;

function toHunter(row: HunterRow): Hunter {
  return {
    userId: row.user_id,
    huntingGroundId: row.hunting_ground_id,
    nextHuntAt: Number(row.next_hunt_ms),
    chrono: { charges: row.chrono_charges, rechargeAt: num(row.chrono_recharge_ms) },
    lastAutoHour: Number(row.last_auto_hour),
    lastAnswer: row.last_answer,
    lastAnswerKind: row.last_answer_kind,
    lastAnswerAt: num(row.last_answer_ms),
  };
}

/** The `hunter` row of a player (created lazily with the starting ground, which also counts as visited). */
@Injectable()
export class TypeOrmHunterRepository implements HunterRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private m(tx?: Tx): EntityManager {
    return tx ? unwrapTx(tx) : this.dataSource.manager;
  }

  private async create(m: EntityManager, userId: string, init: NewHunter): Promise<void> {
    await m.query(
      `WITH created AS (
         INSERT INTO hunter (user_id, hunting_ground_id, last_auto_hour) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO NOTHING RETURNING user_id, hunting_ground_id
       )
       INSERT INTO hunter_ground_visit (user_id, hunting_ground_id, paid, at_ms)
       SELECT user_id, hunting_ground_id, 0, ${DB_NOW_MS} FROM created WHERE hunting_ground_id IS NOT NULL
       ON CONFLICT DO NOTHING`,
      [userId, init.huntingGroundId, init.lastAutoHour],
    );
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

  async findOrCreate(userId: string, init: NewHunter): Promise<Hunter> {
    const found = await this.find(userId);
    if (found) return found;
    await this.create(this.dataSource.manager, userId, init);
    return (await this.find(userId))!;
  }

  async find(userId: string, tx?: Tx): Promise<Hunter | null> {
    const rows: HunterRow[] = await this.m(tx).query(`SELECT ${COLUMNS} FROM hunter WHERE user_id = $1`, [userId]);
    return rows[0] ? toHunter(rows[0]) : null;
  }

  async save(tx: Tx, hunter: Hunter): Promise<void> {
    await unwrapTx(tx).query(
      `UPDATE hunter SET hunting_ground_id = $2, next_hunt_ms = $3, chrono_charges = $4, chrono_recharge_ms = $5, last_auto_hour = $6,
              last_answer = $7, last_answer_kind = $8, last_answer_ms = $9
        WHERE user_id = $1`,
      [
        hunter.userId, hunter.huntingGroundId, hunter.nextHuntAt, hunter.chrono.charges, hunter.chrono.rechargeAt, hunter.lastAutoHour,
        hunter.lastAnswer === null ? null : JSON.stringify(hunter.lastAnswer), hunter.lastAnswerKind, hunter.lastAnswerAt,
      ],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Tx, unwrapTx } from '@grimhunt/api-kernel';
import { MissionRepository } from '../../application/ports/mission.repository.port';
import { Mission, MissionObjective } from '../../domain/mission';
import { num } from './sql';

interface MissionRow {
  id: string;
  seq: number;
  hunting_ground_id: string | null;
  start_ms: string;
  end_ms: string;
  objectives: MissionObjective[];
  reward: Mission['reward'];
  completed_ms: string | null;
}

/** `mission` rows: one sequence per player (unique), completion by a conditional UPDATE (reward exactly once). */
@Injectable()
export class TypeOrmMissionRepository implements MissionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private m(tx?: Tx): EntityManager {
    return tx ? unwrapTx(tx) : this.dataSource.manager;
  }

  async latest(userId: string, tx?: Tx): Promise<Mission | null> {
    const rows: MissionRow[] = await this.m(tx).query(
      `SELECT id, seq, hunting_ground_id, start_ms, end_ms, objectives, reward, completed_ms FROM mission WHERE user_id = $1 ORDER BY seq DESC LIMIT 1`,
      [userId],
    );
    const r = rows[0];
    return r
      ? {
          id: r.id,
          seq: r.seq,
          huntingGroundId: r.hunting_ground_id,
          startAt: Number(r.start_ms),
          endAt: Number(r.end_ms),
          objectives: r.objectives,
          reward: r.reward,
          completedAt: num(r.completed_ms),
        }
      : null;
  }

  async insert(tx: Tx, userId: string, mission: Mission): Promise<boolean> {
    const rows = await unwrapTx(tx).query(
      `INSERT INTO mission (id, user_id, seq, hunting_ground_id, start_ms, end_ms, objectives, reward, completed_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, NULL) ON CONFLICT (user_id, seq) DO NOTHING RETURNING id`,
      [
        mission.id,
        userId,
        mission.seq,
        mission.huntingGroundId,
        mission.startAt,
        mission.endAt,
        JSON.stringify(mission.objectives),
        JSON.stringify(mission.reward),
      ],
    );
    return rows.length > 0;
  }
}

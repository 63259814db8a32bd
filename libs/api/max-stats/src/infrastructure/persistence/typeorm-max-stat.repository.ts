import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Tx, unwrapTx } from '@grimhunt/api-kernel';
import { MaxStatRepository } from '../../application/ports/max-stat.repository.port';
import { MaxStat, MaxStatValues } from '../../domain/max-stat';
import { MaxStatRecord } from './max-stat.record';

/** The advisory lock key of max-stat runs: the same in every API process. */
export const MAX_STATS_LOCK_KEY = `hashtext('grimhunt.max-stats')`;
const GRADUAL_JOB = 'max-stats-gradual';

function toDomain(r: MaxStatRecord): MaxStat {
  return {
    id: r.id,
    name: r.name,
    statShortName: r.statShortName,
    currentMaxValue: r.currentMaxValue,
    targetMaxValue: r.targetMaxValue,
    highestPlayerName: r.highestPlayerName,
    highestPlayerValue: r.highestPlayerValue,
    lastCalculated: r.lastCalculated,
    metadata: r.metadata,
  };
}

@Injectable()
export class TypeOrmMaxStatRepository implements MaxStatRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private m(tx?: Tx): EntityManager {
    return tx ? unwrapTx(tx) : this.dataSource.manager;
  }

  async list(tx?: Tx): Promise<MaxStat[]> {
    const rows = await this.m(tx)
      .getRepository(MaxStatRecord)
      .find({ order: { name: 'ASC', statShortName: 'ASC' } });
    return rows.map(toDomain);
  }

  async tryLock(tx: Tx): Promise<boolean> {
    const rows: { locked: boolean }[] = await unwrapTx(tx).query(`SELECT pg_try_advisory_xact_lock(${MAX_STATS_LOCK_KEY}) AS locked`);
    return rows[0]?.locked === true;
  }

  async replaceAll(tx: Tx, values: MaxStatValues[]): Promise<void> {
    const m = unwrapTx(tx);
    const keep = values.map((v) => v.statShortName);
    await m.query(`DELETE FROM max_stat WHERE NOT (stat_short_name = ANY($1::text[]))`, [keep]);
    if (values.length === 0) return;
    await m.getRepository(MaxStatRecord).upsert(
      values.map((v) => ({ ...v })),
      { conflictPaths: ['statShortName'], skipUpdateIfNoValuesChanged: false },
    );
  }

  async claimScheduledRun(tx: Tx, now: Date, intervalMs: number): Promise<boolean> {
    const m = unwrapTx(tx);
    await m.query(`INSERT INTO max_stat_schedule (job, last_run_at) VALUES ($1, NULL) ON CONFLICT DO NOTHING`, [GRADUAL_JOB]);
    const result: unknown = await m.query(
      `UPDATE max_stat_schedule SET last_run_at = $2
        WHERE job = $1 AND (last_run_at IS NULL OR last_run_at <= $2::timestamptz - make_interval(secs => $3::double precision / 1000))
        RETURNING job`,
      [GRADUAL_JOB, now, intervalMs],
    );
    // UPDATE ... RETURNING answers [rows, count].
    const rows = Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result;
    return Array.isArray(rows) && rows.length > 0;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Tx, unwrapTx } from '@grimhunt/api-kernel';
import { ClaimDailyRewardStore } from '../../application/ports/claim-daily-reward.store.port';
import { DAY_MS } from '../../domain/claim-daily-reward';

/** The day number as the `date` PostgreSQL stores ('YYYY-MM-DD' of the UTC day). */
const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `daily_reward_claim` rows; the primary key (user_id, day) refuses a second claim of the same day. */
@Injectable()
export class TypeOrmClaimDailyRewardStore implements ClaimDailyRewardStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(tx: Tx, userId: string, claim: { day: number; gold: number; at: Date }): Promise<boolean> {
    const rows: unknown[] = await unwrapTx(tx).query(
      `INSERT INTO daily_reward_claim (user_id, day, gold, claimed_at) VALUES ($1, $2::date, $3, $4)
       ON CONFLICT (user_id, day) DO NOTHING RETURNING user_id`,
      [userId, isoDate(claim.day), claim.gold, claim.at],
    );
    return rows.length === 1;
  }

  async claimedOn(userId: string, day: number, tx?: Tx): Promise<boolean> {
    const manager = tx ? unwrapTx(tx) : this.dataSource.manager;
    const rows: unknown[] = await manager.query(`SELECT 1 FROM daily_reward_claim WHERE user_id = $1 AND day = $2::date`, [
      userId,
      isoDate(day),
    ]);
    return rows.length === 1;
  }
}

import { Injectable } from '@nestjs/common';
import { Tx, unwrapTx } from '@grimhunt/api-kernel';
import { ClaimDailyRewardStore } from '../../application/ports/claim-daily-reward.store.port';

@Injectable()
export class TypeOrmClaimDailyRewardStore implements ClaimDailyRewardStore {
  async record(tx: Tx, userId: string, at: Date): Promise<boolean> {
    const rows: unknown[] = await unwrapTx(tx).query(
      `INSERT INTO economy_claim_daily_reward (user_id, at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id`,
      [userId, at],
    );
    return rows.length === 1;
  }
}

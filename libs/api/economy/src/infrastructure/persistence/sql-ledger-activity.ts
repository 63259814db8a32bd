import { Injectable } from '@nestjs/common';
import { LagTolerantReads } from '@grimhunt/api-kernel';
import { LedgerActivity } from '../../application/ports/ledger-activity.port';

/** Reads the ledger (economy's table) for reports of other contexts, e.g. payment's daily analytics record. */
@Injectable()
export class SqlLedgerActivity implements LedgerActivity {
  /** Reports tolerate a few seconds of lag: the replica when there is one. */
  constructor(private readonly reads: LagTolerantReads) {}

  async lastMovements(from: Date, to: Date): Promise<{ userId: string; at: Date }[]> {
    // Spans players (ledger): the daily analytics report: every player
    const rows = await this.reads.query<{ user_id: string; at: Date }>(
      `SELECT user_id, max(created_at) AS at FROM ledger WHERE created_at > $1 AND created_at <= $2 GROUP BY user_id`,
      [from, to],
    );
    return rows.map((r) => ({ userId: r.user_id, at: new Date(r.at) }));
  }
}

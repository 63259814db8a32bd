import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DailyAnalyticsRecordDto } from '@grimhunt/contracts';
import { LagTolerantReads, rowsOf } from '@grimhunt/api-kernel';
import { LEDGER_ACTIVITY, LedgerActivity } from '@grimhunt/api-economy';
import { IDENTITY_ACCOUNTS, IdentityAccounts } from '@grimhunt/api-identity';
import { AnalyticsCounts, AnalyticsStore } from '../../application/ports/analytics.store.port';

interface DaySqlRow {
  id: string;
  recorded_at: Date;
  users: number;
  users_active: number;
  users_active_week: number;
  users_active_month: number;
  silver_subs_active: number;
  gold_subs_active: number;
  plat_subs_active: number;
  purchases: { packageId: string; amount: number }[];
}

/**
 * Counts for the daily record. Subscriptions and purchases are payment's own tables; players are counted by identity
 * (accounts that may enter the game) and a player is active in a window when they logged in or anything of theirs
 * moved in economy's ledger (hunts, trades, mail, payments) within it: both through the owners' ports.
 */
@Injectable()
export class SqlAnalyticsStore implements AnalyticsStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    /** The counts and the list tolerate a few seconds of lag: the replica when there is one. */
    private readonly reads: LagTolerantReads,
    @Inject(IDENTITY_ACCOUNTS) private readonly accounts: IdentityAccounts,
    @Inject(LEDGER_ACTIVITY) private readonly ledger: LedgerActivity,
  ) {}

  async count(now: Date, since: { dayAgo: Date; weekAgo: Date; monthAgo: Date }): Promise<AnalyticsCounts> {
    // Players and their activity come from their owners: identity counts accounts, economy knows ledger movements.
    const moved = await this.ledger.lastMovements(since.monthAgo, now);
    const players = await this.accounts.countPlayers(now, since, moved);
    // Spans players (subscription): the daily analytics report: every player
    const subs = await this.reads.query<{ level: number; n: number }>(
      `SELECT level, count(DISTINCT user_id)::int AS n FROM subscription
        WHERE status IN ('ACTIVE', 'CANCELLED') AND paid_until > $1 AND started_at <= $1 GROUP BY level`,
      [now],
    );
    // Spans players (payment): the daily analytics report: every player
    const purchases = await this.reads.query<{ packageId: string; amount: number }>(
      `SELECT package_id AS "packageId", count(*)::int AS amount FROM payment
        WHERE completed AND completed_at > $2 AND completed_at <= $1 GROUP BY package_id ORDER BY package_id`,
      [now, since.dayAgo],
    );
    const level = (l: number) => subs.find((s) => s.level === l)?.n ?? 0;
    return {
      users: players.players,
      usersActive: players.activeDay,
      usersActiveWeek: players.activeWeek,
      usersActiveMonth: players.activeMonth,
      subsByLevel: { 1: level(1), 2: level(2), 3: level(3) },
      purchases,
    };
  }

  async hasDay(day: string): Promise<boolean> {
    return (await this.dataSource.query(`SELECT 1 FROM analytics_day WHERE day = $1`, [day])).length > 0;
  }

  async insertDay(day: string, recordedAt: Date, c: AnalyticsCounts): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await this.dataSource.query(
        `INSERT INTO analytics_day (day, recorded_at, users, users_active, users_active_week, users_active_month,
                                    silver_subs_active, gold_subs_active, plat_subs_active, purchases)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (day) DO NOTHING RETURNING id`,
        [
          day,
          recordedAt,
          c.users,
          c.usersActive,
          c.usersActiveWeek,
          c.usersActiveMonth,
          c.subsByLevel[1],
          c.subsByLevel[2],
          c.subsByLevel[3],
          JSON.stringify(c.purchases),
        ],
      ),
    );
    return rows.length === 1;
  }

  async list(): Promise<DailyAnalyticsRecordDto[]> {
    const rows = await this.reads.query<DaySqlRow>(`SELECT * FROM analytics_day ORDER BY day`);
    return rows.map((r) => ({
      id: r.id,
      timestamp: Math.floor(new Date(r.recorded_at).getTime() / 1000),
      users: r.users,
      usersActiveWeek: r.users_active_week,
      usersActiveMonth: r.users_active_month,
      usersActive: r.users_active,
      silverSubsActive: r.silver_subs_active,
      goldSubsActive: r.gold_subs_active,
      platSubsActive: r.plat_subs_active,
      purchases: r.purchases ?? [],
    }));
  }
}

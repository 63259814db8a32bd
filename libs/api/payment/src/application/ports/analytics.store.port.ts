import { DailyAnalyticsRecordDto } from '@grimhunt/contracts';

export interface AnalyticsCounts {
  users: number;
  usersActive: number;
  usersActiveWeek: number;
  usersActiveMonth: number;
  subsByLevel: Record<1 | 2 | 3, number>;
  purchases: { packageId: string; amount: number }[];
}

/** The daily analytics records: counted from the accounts, the ledger and the payments; one row per UTC day. */
export interface AnalyticsStore {
  count(now: Date, since: { dayAgo: Date; weekAgo: Date; monthAgo: Date }): Promise<AnalyticsCounts>;
  hasDay(day: string): Promise<boolean>;
  /** Inserts the day's record; false when another process already wrote that day. */
  insertDay(day: string, recordedAt: Date, counts: AnalyticsCounts): Promise<boolean>;
  list(): Promise<DailyAnalyticsRecordDto[]>;
}
export const ANALYTICS_STORE = Symbol('ANALYTICS_STORE');

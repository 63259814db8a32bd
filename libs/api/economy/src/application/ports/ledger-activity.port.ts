/** The last time anything of each player moved in the ledger (hunts, trades, mail, payments) within a window. */
export interface LedgerActivity {
  /** One entry per player with a ledger row in (from, to], at the time of their latest one. */
  lastMovements(from: Date, to: Date): Promise<{ userId: string; at: Date }[]>;
}
export const LEDGER_ACTIVITY = Symbol('LEDGER_ACTIVITY');

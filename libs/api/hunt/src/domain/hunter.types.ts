import { StoredChrono } from './chrono';
import { HuntReplayRecord } from './hunt-replay';
import { JournalEntry } from './journal-entry';
import { Mission } from './mission';
import { RankStep } from './ranks';

/** The stored hunt state of a player (one `hunter` row). Times are ms since the epoch. */
export interface HunterState {
  userId: string;
  huntingGroundId: string | null;
  nextHuntAt: number;
  chrono: StoredChrono;
  /** Hour (since the epoch) of the last auto-hunt served. */
  lastAutoHour: number;
  /** What the last sounded hunt answered, for the 2-second repeat (stored in the database; its shape is the application's). */
  lastAnswer: StoredAnswer | null;
  lastAnswerKind: string | null;
  lastAnswerAt: number | null;
}

/** A stored answer: a JSON record the aggregate keeps and hands back, without reading it. */
export type StoredAnswer = object;

/** What the aggregate needs to know of the catalogue (pure lookups over the in-memory snapshot). */
export interface HunterRules {
  enemyName(id: string | null): string | null;
  knowsCurrency(shortName: string): boolean;
  knowsItem(itemId: string): boolean;
  /** Ranks with their reward items. */
  ranks(): readonly RankStep[];
  missionsEnabled(): boolean;
  chronoRechargeMs: number;
}

export const HUNT_LEDGER_REASON = 'hunt';

/** One thing a hunt changes. The application applies a list of them: economy set-based, the hunt's rows in one statement. */
export type HunterEffect =
  | { type: 'xp'; amount: number }
  | { type: 'currency'; name: string; delta: number; reason: string; reference: string }
  | { type: 'item'; itemId: string; delta: number; reason: string; reference: string; consume: boolean }
  | { type: 'catch'; enemyId: string }
  | { type: 'mission'; mission: Mission; isNew: boolean }
  | { type: 'rankReward'; rankId: string; at: number }
  | { type: 'autoHour'; hour: number; journalId: string }
  | { type: 'journal'; entry: JournalEntry }
  | { type: 'state'; state: HunterState };

/** How to record one sounded hunt. */
export interface HuntRecordOptions {
  /** Journal type: hunt (8), chrono (9) or auto-hunt (6). */
  type: number;
  journalId: string;
  replay: HuntReplayRecord | null;
  /** Auto-hunts: the hour they serve (claimed in `auto_hunt`). */
  autoHour?: number;
}

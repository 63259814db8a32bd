import { HuntAnswerDto } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';
import { StoredChrono } from '../../domain/chrono';

/** The player's hunt state (one `hunter` row per player, created lazily). Times are ms since the epoch. */
export interface Hunter {
  userId: string;
  huntingGroundId: string | null;
  nextHuntAt: number;
  chrono: StoredChrono;
  /** Hour (since the epoch) of the last auto-hunt served. */
  lastAutoHour: number;
  /** The last sounded hunt's answer, for the 2-second repeat (stored in the database, DESIGN §3). */
  lastAnswer: HuntAnswerDto | null;
  lastAnswerKind: string | null;
  lastAnswerAt: number | null;
}

export interface NewHunter {
  huntingGroundId: string | null;
  lastAutoHour: number;
}

export interface HunterRepository {
  /**
   * Locks the player's hunter row `FOR UPDATE` (creating it first when missing) and reads the database clock after
   * the lock is held, so serialized hunts of one player see increasing times even across API processes.
   */
  lockOrCreate(tx: Tx, userId: string, init: NewHunter): Promise<{ hunter: Hunter; now: number }>;
  /** Reads (creating when missing, without a lock). */
  findOrCreate(userId: string, init: NewHunter): Promise<Hunter>;
  find(userId: string, tx?: Tx): Promise<Hunter | null>;
  save(tx: Tx, hunter: Hunter): Promise<void>;
}
export const HUNTER_REPOSITORY = Symbol('HUNTER_REPOSITORY');

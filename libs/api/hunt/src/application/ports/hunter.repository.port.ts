import { PgNotification, Tx } from '@grimhunt/api-kernel';
import { HuntChallengeState } from '@grimhunt/api-puzzle';
import { HuntRequestCounter } from '../../domain/hunt-requests';
import { ReplayContext } from '../../domain/hunt-replay';
import { HunterState } from '../../domain/hunter.entity';
import { JournalEntry } from '../../domain/journal-entry';
import { Mission } from '../../domain/mission';
import { SeedPlan } from '../../domain/seed-plan';
import { TakenAlongRecord } from '../../domain/hunting-party';

/** The player's hunt state (one `hunter` row per player, created lazily). Times are ms since the epoch. */
export type Hunter = HunterState;

export interface NewHunter {
  huntingGroundId: string | null;
  lastAutoHour: number;
}

/** Everything of the hunt's own rows a hunt reads, in one statement, under the hunter row lock. */
export interface LockedHunter {
  hunter: Hunter;
  /** The database clock after the lock (ms). */
  now: number;
  /** The player's newest mission. */
  mission: Mission | null;
  /** Ranks whose reward the player was given. */
  claimedRankIds: string[];
  /** The hunt routes' request counter (hunter row). */
  requests: HuntRequestCounter;
  /** The picture puzzle's state (hunt_challenge, read without a lock), null when the player has no row yet. */
  challenge: HuntChallengeState | null;
  /** The seed plan of an event the player entered (hunter row), null for everybody else. */
  seedPlan: SeedPlan | null;
  /**
   * Whether the player may have friends to take along (kept true by the social context when a friendship or a
   * friend's party switch may have made one, cleared by a hunt that found no friend with the switch on).
   */
  partyPossible: boolean;
  /** The friend's hunt that took this player along last (hunter row), null when none did. */
  takenAlong: TakenAlongRecord | null;
  /** The player's last own HUNT press (ms; 0 when never). */
  lastActiveAt: number;
  /** Séance maps the player is a member of and that are not settled yet (hunter row; kept by the social context). */
  seanceMaps: number;
}

/** The hunt's own rows a hunt writes, in one statement. */
export interface HuntWrites {
  /** The hunter row, when it changed. */
  state: Hunter | null;
  journal: JournalEntry[];
  /** Grimoire catches (an enemy may appear more than once). */
  catches: string[];
  /** Missions to insert (isNew) or update. */
  missions: { mission: Mission; isNew: boolean }[];
  rankRewards: { rankId: string; at: number }[];
  autoHours: { hour: number; journalId: string }[];
  /** The request counter, when counted (written with the hunter row: `state` must then be set). */
  requests?: HuntRequestCounter | null;
  /** The puzzle state to store (upserted unless another request left a puzzle pending meanwhile). */
  challenge?: HuntChallengeState | null;
  /** The seed plan's new count of used seeds (written with the hunter row: `state` must then be set). */
  seedPlanUsed?: number | null;
  /** The party flag's new value (written with the hunter row: `state` must then be set). */
  partyPossible?: boolean | null;
  /** A taken-along hunt's record (written with the hunter row: `state` must then be set). */
  takenAlong?: TakenAlongRecord | null;
}

/** One player's rows in a batched write. */
export interface PlayerHuntWrites {
  userId: string;
  writes: HuntWrites;
}

export interface HunterRepository {
  /**
   * Locks the player's hunter row `FOR UPDATE` (creating it first when missing) and reads the database clock after
   * the lock is held, so serialized hunts of one player see increasing times even across API processes.
   */
  lockOrCreate(tx: Tx, userId: string, init: NewHunter): Promise<{ hunter: Hunter; now: number }>;
  /** Like lockOrCreate, with the newest mission and the claimed rank rewards, in one statement. */
  lockForHunt(tx: Tx, userId: string, init: NewHunter): Promise<LockedHunter>;
  /**
   * Locks, `FOR UPDATE SKIP LOCKED`, the hunter rows of these players that stand on one of `groundIds`, are off
   * cooldown and pressed HUNT within `activeWindowMs`, newest active first, at most `limit`, with what their hunts read
   * (as lockForHunt); one statement. Rows held by another transaction are left out.
   */
  lockParty(tx: Tx, userIds: string[], groundIds: string[], activeWindowMs: number, limit: number): Promise<LockedHunter[]>;
  /**
   * Marks these players as possibly having friends to take along (creating a missing hunter row with `init`); one
   * statement.
   */
  markPartyPossible(tx: Tx, userIds: string[], init: NewHunter): Promise<void>;
  /** `writeMany` with one player and no notification. */
  write(tx: Tx, userId: string, writes: HuntWrites): Promise<void>;
  /**
   * Writes players' hunt rows (hunter row with its request counter, seed plan and party columns, journal, grimoire,
   * missions, rank rewards, auto-hunt hours, puzzle state) in one statement: one player's for a hunt, a hunting
   * party's (the sounder and its friends) together. The same statement sends `notifications` (another context's,
   * e.g. the friends' party events), whatever rows it writes; PostgreSQL delivers them only when `tx` commits.
   */
  writeMany(tx: Tx, all: PlayerHuntWrites[], notifications?: readonly PgNotification[]): Promise<void>;
  /**
   * Stores a replay context (idempotent), in its own statement outside any hunt transaction: the row is shared by
   * every hunt on that content, so hunts must not wait for each other's commits on its key.
   */
  storeContext(id: string, catalogueVersion: string, context: ReplayContext): Promise<void>;
  /** Reads (creating when missing, without a lock). */
  findOrCreate(userId: string, init: NewHunter): Promise<Hunter>;
  find(userId: string, tx?: Tx): Promise<Hunter | null>;
  /** The hunter rows of the given players (players without one are left out), in one read. */
  findMany(userIds: string[]): Promise<Hunter[]>;
  /** Adds `delta` to the players' count of open séance maps (never below 0); rows must exist (see `lockOrCreate`). */
  adjustSeanceMaps(tx: Tx, userIds: string[], delta: number): Promise<void>;
  save(tx: Tx, hunter: Hunter): Promise<void>;
}
export const HUNTER_REPOSITORY = Symbol('HUNTER_REPOSITORY');

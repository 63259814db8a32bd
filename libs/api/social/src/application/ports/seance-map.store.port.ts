import { Tx } from '@grimhunt/api-kernel';
import { SeanceTier } from '@grimhunt/contracts';

export interface SeanceMapRow {
  id: string;
  ownerId: string;
  scrollItemId: string;
  scrollName: string;
  tier: SeanceTier;
  ghostCount: number;
  caughtCount: number;
  createdAt: Date;
  expiresAt: Date;
  completedAt: Date | null;
  settledAt: Date | null;
  settlement: 'complete' | 'consolation' | null;
}

export interface SeanceGhostRow {
  enemyId: string;
  position: number;
  caughtBy: string | null;
  caughtByName: string | null;
  caughtAt: Date | null;
}

export interface SeanceMemberRow {
  userId: string;
  joinedAt: Date;
}

/** A map ghost a hunt marked, and whether that catch finished its map. */
export interface MarkedGhost {
  mapId: string;
  enemyId: string;
  completed: boolean;
}

export interface SeanceMapAdminQuery {
  ownerId: string | null;
  status: 'open' | 'complete' | 'expired' | null;
  now: Date;
  sort: 'createdAt' | 'expiresAt';
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

/** The séance maps' rows. Writes take the caller's transaction, which holds the players' locks. */
export interface SeanceMapStore {
  insertMap(tx: Tx, map: SeanceMapRow, enemyIds: string[]): Promise<void>;
  map(id: string, tx?: Tx): Promise<SeanceMapRow | null>;
  /** The map row `FOR UPDATE`. */
  lockMap(tx: Tx, id: string): Promise<SeanceMapRow | null>;
  ghosts(mapId: string, tx?: Tx): Promise<SeanceGhostRow[]>;
  members(mapId: string, tx?: Tx): Promise<SeanceMemberRow[]>;
  invited(mapId: string, tx?: Tx): Promise<string[]>;
  /** Maps the player is on and that are not settled (owned or joined). */
  countOpen(tx: Tx, userId: string): Promise<number>;
  addMember(tx: Tx, mapId: string, userId: string, at: Date): Promise<void>;
  removeMember(tx: Tx, mapId: string, userId: string): Promise<boolean>;
  invite(tx: Tx, mapId: string, userId: string, at: Date): Promise<void>;
  removeInvite(tx: Tx, mapId: string, userId: string): Promise<boolean>;
  /** Maps I am on (settled ones for `keepSettledMs` after settlement) and maps I am invited to, newest first. */
  mapsOf(userId: string, now: Date, keepSettledMs: number): Promise<{ on: SeanceMapRow[]; invitedTo: SeanceMapRow[] }>;
  memberCounts(mapIds: string[]): Promise<Map<string, number>>;
  /**
   * One statement: marks the map ghosts among `enemyIds` on the open maps the player is on (first catch wins: a ghost
   * already caught stays with its catcher), counts them on their maps (finishing a map whose last ghost this was) and
   * sends each other member a `map-catch` event when the transaction commits.
   */
  markCatches(tx: Tx, catcher: { userId: string; name: string }, enemyIds: string[], at: Date): Promise<MarkedGhost[]>;
  /** The id of a map due for its chests (finished, or unfinished at `now`), optionally one of this player's; no lock. */
  nextDue(now: Date, userId?: string, after?: string): Promise<string | null>;
  /** Marks a locked map settled; false when it already was. */
  markSettled(tx: Tx, mapId: string, kind: 'complete' | 'consolation', at: Date): Promise<boolean>;
  adminList(query: SeanceMapAdminQuery): Promise<{ rows: SeanceMapRow[]; members: Map<string, number>; total: number }>;
}
export const SEANCE_MAP_STORE = Symbol('SEANCE_MAP_STORE');

import { Tx } from '@grimhunt/api-kernel';
import { MirrorNight } from '../../domain/mirror-night';

export interface MirrorNightRow extends MirrorNight {
  entrants: number;
}

export interface AdminListQuery {
  q?: string;
  ids?: string[];
  sortField: 'id' | 'name' | 'starts' | 'ends' | 'parScore';
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export interface MirrorNightStore {
  insert(tx: Tx, night: MirrorNight): Promise<void>;
  update(tx: Tx, night: MirrorNight): Promise<void>;
  /** Deletes the night if nobody entered it; false when somebody did. */
  deleteIfEmpty(tx: Tx, id: string): Promise<boolean>;
  find(id: string): Promise<MirrorNightRow | null>;
  /** The night's row locked `FOR SHARE` (entering) or `FOR UPDATE` (an admin's edit). */
  lock(tx: Tx, id: string, mode: 'share' | 'update'): Promise<MirrorNight | null>;
  /** Upcoming and running nights, and the `finished` most recent finished ones, by start. */
  playerList(now: number, finished: number): Promise<MirrorNightRow[]>;
  adminList(query: AdminListQuery): Promise<{ rows: MirrorNightRow[]; total: number }>;
  entrants(nightId: string): Promise<string[]>;
  isEntrant(nightId: string, userId: string, tx?: Tx): Promise<boolean>;
  /** The nights among `nightIds` the player entered. */
  enteredAmong(userId: string, nightIds: string[]): Promise<Set<string>>;
  /** Whether the player entered another night that has not ended at `now`. */
  enteredElsewhere(tx: Tx, userId: string, nightId: string, now: number): Promise<boolean>;
  /** Adds the entrant; false when the row was there already. */
  addEntrant(tx: Tx, nightId: string, userId: string, at: number): Promise<boolean>;
}
export const MIRROR_NIGHT_STORE = Symbol('MIRROR_NIGHT_STORE');

import { CovenRole } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';
import { RankedMember } from '../../domain/coven-roles';

export interface CovenRow {
  id: string;
  name: string;
  motto: string;
  open: boolean;
  memberCount: number;
  createdAt: Date;
  /** The token shop emblem design applied by a captain, or null. */
  emblemDesign: string | null;
}

export interface MembershipRow extends RankedMember {
  covenId: string;
}

export interface BoardMessageRow {
  id: string;
  userId: string | null;
  authorName: string;
  message: string;
  postedAt: Date;
}

export interface ApplicationRow {
  userId: string;
  appliedAt: Date;
}

export interface CovenListRow extends CovenRow {
  captainId: string | null;
}

export interface CovenPage {
  rows: CovenListRow[];
  total: number;
}

/** The covens' tables. Writes run on the caller's transaction; the coven row lock serialises a coven's changes. */
export interface CovenStore {
  /** False when another coven has the name (case-insensitive). */
  insert(tx: Tx, coven: CovenRow): Promise<boolean>;
  find(covenId: string, tx?: Tx): Promise<CovenRow | null>;
  /** The coven row `FOR UPDATE`, or null. */
  lock(tx: Tx, covenId: string): Promise<CovenRow | null>;
  membershipOf(userId: string, tx?: Tx): Promise<MembershipRow | null>;
  /** Members in order of service (longest first). */
  members(covenId: string, tx?: Tx): Promise<MembershipRow[]>;
  /**
   * Adds the player (the coven row locked by the caller): false when the player is in a coven already. The member
   * count rises with the row; its CHECK refuses a thirteenth member even if a caller forgot to look.
   */
  addMember(tx: Tx, covenId: string, userId: string, role: CovenRole, at: Date): Promise<boolean>;
  /** Removes the member and lowers the count; false when they were not a member of this coven. */
  removeMember(tx: Tx, covenId: string, userId: string): Promise<boolean>;
  setRole(tx: Tx, covenId: string, userId: string, role: CovenRole): Promise<void>;
  update(tx: Tx, covenId: string, fields: { name: string; motto: string; open: boolean }): Promise<'updated' | 'taken' | 'missing'>;
  setEmblemDesign(tx: Tx, covenId: string, design: string | null): Promise<void>;
  delete(tx: Tx, covenId: string): Promise<void>;
  /** False when the player has applied to this coven already. */
  addApplication(tx: Tx, covenId: string, userId: string, at: Date): Promise<boolean>;
  /** False when there was no such application. */
  removeApplication(tx: Tx, covenId: string, userId: string): Promise<boolean>;
  /** Drops every application of the player (they joined a coven). */
  removeApplicationsOf(tx: Tx, userId: string): Promise<void>;
  applications(covenId: string): Promise<ApplicationRow[]>;
  /** Inserts the message and deletes all but the newest `keep` of the coven. */
  post(tx: Tx, covenId: string, message: BoardMessageRow, keep: number): Promise<void>;
  board(covenId: string, limit: number): Promise<BoardMessageRow[]>;
  /** False when the message is not on this coven's board. */
  deleteMessage(tx: Tx, covenId: string, messageId: string): Promise<boolean>;
  /** Covens whose name contains `q` (case-insensitive), those with free seats first, then by name. */
  search(q: string, limit: number): Promise<CovenListRow[]>;
  /** The back office list: sorted and paged. */
  page(
    q: string | null,
    sort: { field: 'name' | 'createdAt' | 'memberCount' | 'id'; order: 'ASC' | 'DESC' },
    offset: number,
    limit: number,
  ): Promise<CovenPage>;
}
export const COVEN_STORE = Symbol('COVEN_STORE');

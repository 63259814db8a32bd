import { Tx } from '@grimhunt/api-kernel';
import { Account } from '../../domain/account.entity';

export interface AccountRepository {
  findById(id: string, tx?: Tx): Promise<Account | null>;
  findByName(name: string, tx?: Tx): Promise<Account | null>;
  /** Locks the row (`FOR UPDATE`) for the rest of the transaction. */
  getForUpdate(tx: Tx, id: string): Promise<Account | null>;
  /** Inserts; a taken name or email surfaces as NameTakenError / EmailTakenError. */
  insert(tx: Tx, account: Account): Promise<void>;
  save(tx: Tx, account: Account): Promise<void>;
  /** Names starting with (then containing) `term`, case-insensitive. */
  searchNames(term: string, includeBanned: boolean, limit: number): Promise<string[]>;
  roleOf(id: string): Promise<number | null>;
  /** Role and token version, for the guard (null: no such account). */
  sessionOf(id: string): Promise<{ role: number; tokenVersion: number } | null>;
  countAdmins(): Promise<number>;
}
export const ACCOUNT_REPOSITORY = Symbol('ACCOUNT_REPOSITORY');

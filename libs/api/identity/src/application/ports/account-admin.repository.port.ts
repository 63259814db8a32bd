import { Tx } from '@grimhunt/api-kernel';
import { Account } from '../../domain/account.entity';

export interface AccountListQuery {
  q?: string;
  role?: number;
  ids?: string[];
  sortField: 'id' | 'name' | 'email' | 'xp' | 'userRole' | 'patreonType' | 'createdAt';
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

/** The user admin's list and delete, apart from the players' own AccountRepository. */
export interface AccountAdminRepository {
  list(query: AccountListQuery): Promise<{ rows: Account[]; total: number }>;
  delete(tx: Tx, id: string): Promise<void>;
}
export const ACCOUNT_ADMIN_REPOSITORY = Symbol('ACCOUNT_ADMIN_REPOSITORY');

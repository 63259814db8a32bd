import { Account } from '../../domain/account.entity';
import { AccountRecord } from './account.record';

export const AccountMapper = {
  toDomain(record: AccountRecord): Account {
    return new Account({
      id: record.id,
      name: record.name,
      email: record.email,
      passwordHash: record.passwordHash,
      role: record.role,
      patreonType: record.patreonType,
      xp: Number(record.xp),
      createdAt: record.createdAt,
      lastLoginAt: record.lastLoginAt,
      tokenVersion: record.tokenVersion ?? 0,
    });
  },
  toRecord(account: Account): AccountRecord {
    return Object.assign(new AccountRecord(), account.toProps());
  },
};

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ROLE } from '@grimhunt/contracts';
import {
  isUuid,
  LagTolerantReads,
  PG_UNIQUE_VIOLATION,
  pgConstraint,
  pgErrorCode,
  ReadPipelines,
  Tx,
  unwrapTx,
} from '@grimhunt/api-kernel';
import { Account } from '../../domain/account.entity';
import { EmailTakenError, NameTakenError } from '../../domain/identity.errors';
import { AccountRepository } from '../../application/ports/account.repository.port';
import { AccountAdminRepository, AccountListQuery } from '../../application/ports/account-admin.repository.port';
import { AccountMapper } from './account.mapper';
import { AccountRecord } from './account.record';

@Injectable()
export class TypeOrmAccountRepository implements AccountRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    /** Name searches tolerate a few seconds of lag: the replica when there is one. */
    private readonly reads: LagTolerantReads,
    /** Session checks: point reads on the primary, pipelined. */
    private readonly sessions: ReadPipelines,
  ) {}

  private manager(tx?: Tx): EntityManager {
    return tx ? unwrapTx(tx) : this.dataSource.manager;
  }

  async findById(id: string, tx?: Tx) {
    if (!isUuid(id)) return null;
    const record = await this.manager(tx).findOne(AccountRecord, { where: { id } });
    return record ? AccountMapper.toDomain(record) : null;
  }

  async findByName(name: string, tx?: Tx) {
    const record = await this.manager(tx).createQueryBuilder(AccountRecord, 'a').where('lower(a.name) = lower(:name)', { name }).getOne();
    return record ? AccountMapper.toDomain(record) : null;
  }

  async getForUpdate(tx: Tx, id: string) {
    if (!isUuid(id)) return null;
    const record = await unwrapTx(tx)
      .createQueryBuilder(AccountRecord, 'a')
      .setLock('pessimistic_write')
      .where('a.id = :id', { id })
      .getOne();
    return record ? AccountMapper.toDomain(record) : null;
  }

  async insert(tx: Tx, account: Account) {
    try {
      await unwrapTx(tx).insert(AccountRecord, AccountMapper.toRecord(account));
    } catch (error) {
      throw translateUnique(error);
    }
  }

  async save(tx: Tx, account: Account) {
    const { id, ...rest } = AccountMapper.toRecord(account);
    try {
      await unwrapTx(tx).update(AccountRecord, { id }, rest);
    } catch (error) {
      throw translateUnique(error);
    }
  }

  async searchNames(term: string, includeBanned: boolean, limit: number) {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
    const qb = this.dataSource.manager
      .createQueryBuilder(AccountRecord, 'a')
      .select('a.name', 'name')
      .where('lower(a.name) LIKE :pattern', { pattern })
      .orderBy('CASE WHEN lower(a.name) LIKE :prefix THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('lower(a.name)', 'ASC')
      .setParameter('prefix', `${term.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`)
      .limit(limit);
    if (!includeBanned) qb.andWhere('a.role <> :banned', { banned: ROLE.banned });
    const [sql, params] = qb.getQueryAndParameters();
    const rows = await this.reads.query<{ name: string }>(sql, params);
    return rows.map((r) => r.name);
  }

  async sessionOf(id: string) {
    if (!isUuid(id)) return null;
    // Every signed-in request whose session is not cached asks this: plain SQL on the primary's pipelined read
    // connections (no pooled connection to take and give back for one point read).
    const rows = await this.sessions.run<{ role: number; token_version: number | null }>(
      id,
      `SELECT role, token_version FROM user_account WHERE id = $1`,
      [id],
    );
    return rows[0] ? { role: rows[0].role, tokenVersion: rows[0].token_version ?? 0 } : null;
  }

  async roleOf(id: string) {
    if (!isUuid(id)) return null;
    const row = await this.dataSource.manager.findOne(AccountRecord, { where: { id }, select: { role: true } });
    return row ? row.role : null;
  }

  countAdmins() {
    return this.dataSource.manager.count(AccountRecord, { where: { role: ROLE.admin } });
  }
}

function translateUnique(error: unknown): unknown {
  if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) return error;
  return pgConstraint(error)?.includes('email') ? new EmailTakenError() : new NameTakenError();
}

const SORT_COLUMNS: Record<string, string> = {
  id: 'a.id',
  name: 'lower(a.name)',
  email: 'lower(a.email)',
  xp: 'a.xp',
  userRole: 'a.role',
  patreonType: 'a.patreon_type',
  createdAt: 'a.created_at',
};

@Injectable()
export class TypeOrmAccountAdminRepository implements AccountAdminRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: AccountListQuery) {
    const qb = this.dataSource.manager.createQueryBuilder(AccountRecord, 'a');
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
      qb.andWhere('(lower(a.name) LIKE :pattern OR lower(a.email) LIKE :pattern)', { pattern });
    }
    if (query.role !== undefined) qb.andWhere('a.role = :role', { role: query.role });
    if (query.ids)
      qb.andWhere('a.id IN (:...ids)', {
        ids: query.ids.filter(isUuid).length ? query.ids.filter(isUuid) : ['00000000-0000-0000-0000-000000000000'],
      });
    qb.orderBy(SORT_COLUMNS[query.sortField] ?? 'lower(a.name)', query.sortOrder)
      .addOrderBy('a.id', 'ASC')
      .offset(query.offset)
      .limit(query.limit);
    const [records, total] = await qb.getManyAndCount();
    return { rows: records.map(AccountMapper.toDomain), total };
  }

  async delete(tx: Tx, id: string) {
    await unwrapTx(tx).delete(AccountRecord, { id });
  }
}

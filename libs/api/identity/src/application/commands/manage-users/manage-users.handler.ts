import { Inject, Injectable, Optional } from '@nestjs/common';
import { AdminUserDto, CurrencyAmountDto, isRoleValue, PATREON_TIERS } from '@grimhunt/contracts';
import { ConflictError, UNIT_OF_WORK, UnitOfWork, ValidationError } from '@grimhunt/api-kernel';
import { Account } from '../../../domain/account.entity';
import { normaliseEmail, normaliseUsername } from '../../../domain/credentials';
import { AccountNotFoundError } from '../../../domain/identity.errors';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../../ports/account.repository.port';
import { ACCOUNT_ADMIN_REPOSITORY, AccountAdminRepository, AccountListQuery } from '../../ports/account-admin.repository.port';
import { AccountDeletionHooks } from '../../ports/account-deletion.port';
import { Holdings, PLAYER_HOLDINGS, PlayerHoldings } from '../../ports/player-holdings.port';
import { SESSION_REVOCATION, SessionRevocation } from '../../ports/session-revocation.port';

export interface AdminUserUpdate {
  id?: unknown;
  name?: unknown;
  email?: unknown;
  xp?: unknown;
  userRole?: unknown;
  patreonType?: unknown;
  currencies?: { currencyEntries?: unknown };
}

const EMPTY: Holdings = { currencies: [], inventory: [] };

function wholeNumber(value: unknown, field: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max)
    throw new ValidationError(`${field} must be a whole number from ${min} to ${max}`);
  return n;
}

/** The back office's user admin: list, read, edit, delete, inventory deltas. */
@Injectable()
export class ManageUsersHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(ACCOUNT_ADMIN_REPOSITORY) private readonly admin: AccountAdminRepository,
    @Inject(SESSION_REVOCATION) private readonly sessions: SessionRevocation,
    @Optional() @Inject(PLAYER_HOLDINGS) private readonly holdings?: PlayerHoldings,
    @Optional() private readonly deletionHooks?: AccountDeletionHooks,
  ) {}

  async list(query: AccountListQuery): Promise<{ rows: AdminUserDto[]; total: number }> {
    const { rows, total } = await this.admin.list(query);
    const owned = this.holdings ? await this.holdings.read(rows.map((r) => r.id)) : new Map<string, Holdings>();
    return { rows: rows.map((a) => toDto(a, owned.get(a.id) ?? EMPTY)), total };
  }

  async get(id: string): Promise<AdminUserDto> {
    const account = await this.accounts.findById(id);
    if (!account) throw new AccountNotFoundError();
    return this.present(account);
  }

  async getByName(name: string): Promise<AdminUserDto> {
    const account = await this.accounts.findByName(name);
    if (!account) throw new AccountNotFoundError();
    return this.present(account);
  }

  async update(actorId: string, id: string, body: AdminUserUpdate): Promise<AdminUserDto> {
    const entries = this.readCurrencies(body.currencies?.currencyEntries);
    await this.uow.run(async (tx) => {
      const account = await this.accounts.getForUpdate(tx, id);
      if (!account) throw new AccountNotFoundError();
      const versionBefore = account.tokenVersion;
      if (body.name !== undefined) account.rename(normaliseUsername(body.name));
      if (body.email !== undefined) account.changeEmail(normaliseEmail(body.email));
      if (body.xp !== undefined) account.setXp(wholeNumber(body.xp, 'xp', 0));
      if (body.patreonType !== undefined) account.setPatreonType(wholeNumber(body.patreonType, 'patreonType', 0, PATREON_TIERS.length - 1));
      if (body.userRole !== undefined) {
        const role = wholeNumber(body.userRole, 'userRole', 0, 1000);
        if (!isRoleValue(role)) throw new ValidationError('userRole must be one of 0, 1, 2, 100, 555, 666');
        if (id === actorId && role !== account.role) throw new ConflictError('You cannot change your own role', 'IDENTITY.CONFLICT');
        account.setRole(role);
      }
      const revoked = account.tokenVersion !== versionBefore;
      await this.accounts.save(tx, account);
      if (revoked) await this.sessions.announce(tx, id);
      if (entries && this.holdings) await this.holdings.setCurrencies(tx, id, entries, `admin:${actorId}`);
    });
    this.sessions.forgetHere(id);
    return this.get(id);
  }

  async delete(actorId: string, id: string): Promise<AdminUserDto> {
    if (id === actorId) throw new ConflictError('You cannot delete your own account', 'IDENTITY.CONFLICT');
    const before = await this.get(id);
    await this.uow.run(async (tx) => {
      const account = await this.accounts.getForUpdate(tx, id);
      if (!account) throw new AccountNotFoundError();
      // Other contexts settle what they hold for this account (mail returns attachments) in this transaction.
      await this.deletionHooks?.beforeDelete(tx, id);
      await this.admin.delete(tx, id);
      await this.sessions.announce(tx, id);
    });
    this.sessions.forgetHere(id);
    return before;
  }

  async addInventoryItem(
    actorId: string,
    userId: unknown,
    itemId: unknown,
    deltaAmount: unknown,
    remove: unknown,
  ): Promise<{ success: true; amount: number }> {
    if (typeof userId !== 'string' || typeof itemId !== 'string' || !userId || !itemId)
      throw new ValidationError('userId and itemId are required');
    const delta = wholeNumber(deltaAmount, 'deltaAmount', -1_000_000_000, 1_000_000_000);
    const removing = remove === true || remove === 'true';
    if (removing && delta > 0) throw new ValidationError('A removal needs a negative deltaAmount');
    if (!this.holdings) throw new ConflictError('Inventories are not available', 'IDENTITY.CONFLICT');
    const holdings = this.holdings;
    const amount = await this.uow.run(async (tx) => {
      const account = await this.accounts.getForUpdate(tx, userId);
      if (!account) throw new AccountNotFoundError();
      return holdings.adjustInventory(tx, userId, itemId, delta, `admin:${actorId}`);
    });
    return { success: true, amount };
  }

  private async present(account: Account): Promise<AdminUserDto> {
    const owned = this.holdings ? await this.holdings.read([account.id]) : new Map<string, Holdings>();
    return toDto(account, owned.get(account.id) ?? EMPTY);
  }

  private readCurrencies(raw: unknown): CurrencyAmountDto[] | null {
    if (raw === undefined || raw === null) return null;
    if (!Array.isArray(raw)) throw new ValidationError('currencies.currencyEntries must be a list');
    return raw.map((entry, i) => {
      const e = entry as { name?: unknown; shortName?: unknown; value?: unknown };
      const name = typeof e.name === 'string' && e.name ? e.name : typeof e.shortName === 'string' ? e.shortName : '';
      if (!name) throw new ValidationError(`currency entry ${i + 1} needs the currency's short name`);
      return { name, value: wholeNumber(e.value, `value of ${name}`, 0) };
    });
  }
}

function toDto(account: Account, holdings: Holdings): AdminUserDto {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    xp: account.xp,
    userRole: account.role,
    patreonType: account.patreonType,
    currencies: { currencyEntries: holdings.currencies },
    inventory: holdings.inventory,
  };
}

import { Inject, Injectable } from '@nestjs/common';
import { RoleName, roleName } from '@grimhunt/contracts';
import { SessionValidator } from '@grimhunt/api-kernel';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../../application/ports/account.repository.port';

const TTL_MS = 15_000;

/**
 * The guard asks for the current role on every authenticated request; a 15 s cache keeps that off the database
 * while making a ban or a deletion effective across all API processes within 15 s. A token whose role differs
 * from the cached one is always checked, so an activation or promotion counts at once.
 */
@Injectable()
export class CachedSessionValidator implements SessionValidator {
  private readonly cache = new Map<string, { role: RoleName | null; at: number }>();

  constructor(@Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository) {}

  async currentRole(userId: string, claimedRole: RoleName): Promise<RoleName | null> {
    const now = Date.now();
    const hit = this.cache.get(userId);
    // A fresh token that disagrees with the cache (just activated, role changed) is checked against the database.
    if (hit && now - hit.at < TTL_MS && hit.role === claimedRole) return hit.role;
    const value = await this.accounts.roleOf(userId);
    const role = value === null ? null : roleName(value);
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(userId, { role, at: now });
    return role;
  }

  /** Forget a user's cached role (after an admin change in this process). */
  forget(userId: string): void {
    this.cache.delete(userId);
  }
}

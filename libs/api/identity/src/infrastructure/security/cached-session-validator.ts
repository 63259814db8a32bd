import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { RoleName, roleName } from '@grimhunt/contracts';
import { PgChannelListener, SessionValidator, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../../application/ports/account.repository.port';
import { SessionRevocation } from '../../application/ports/session-revocation.port';

/** Fallback lifetime of a cached answer, for the moments the notification channel is reconnecting. */
const TTL_MS = 15_000;
export const SESSION_CHANNEL = 'grimhunt_sessions';

/**
 * The guard asks for the current role and token version on every authenticated request; a cache keeps that off
 * the database. A change (ban, role change, password change or reset, deletion) clears the entry at once in the
 * process that made it and, through PostgreSQL LISTEN/NOTIFY on `grimhunt_sessions`, in every other process within
 * milliseconds of the commit (the kernel's PgChannelListener). While the listener is down the cache is not used at
 * all, and it starts empty each time the listener is back. A token whose role or
 * version differs from the cached one is always checked against the database.
 */
@Injectable()
export class CachedSessionValidator implements SessionValidator, SessionRevocation, OnModuleInit, OnModuleDestroy {
  private readonly cache = new Map<string, { role: RoleName | null; version: number; at: number }>();
  private listening = false;
  /** Counts forgets and clears: an answer read while one happened may be older than it, and is not kept. */
  private forgets = 0;
  private unsubscribe: (() => void) | null = null;

  constructor(
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    private readonly listener: PgChannelListener,
  ) {}

  async onModuleInit(): Promise<void> {
    this.unsubscribe = await this.listener.subscribe(SESSION_CHANNEL, {
      notify: (userId) => this.forget(userId),
      // Anything cached before the channel was up may have missed a notification.
      connected: () => {
        this.forgets++;
        this.cache.clear();
        this.listening = true;
      },
      lost: () => {
        this.listening = false;
        this.forgets++;
        this.cache.clear();
      },
    });
  }

  onModuleDestroy(): void {
    this.listening = false;
    this.unsubscribe?.();
  }

  async currentRole(userId: string, claimedRole: RoleName, tokenVersion = 0): Promise<RoleName | null> {
    const cached = this.cachedRole(userId, claimedRole, tokenVersion);
    if (cached !== undefined) return cached;
    const forgets = this.forgets;
    const session = await this.accounts.sessionOf(userId);
    const role = session === null ? null : roleName(session.role);
    const version = session?.tokenVersion ?? 0;
    if (forgets === this.forgets) this.remember(userId, role, version);
    // A token from before the last revocation (or not issued by us for this version) has ended.
    return version === tokenVersion ? role : null;
  }

  cachedRole(userId: string, claimedRole: RoleName, tokenVersion: number): RoleName | undefined {
    const hit = this.listening ? this.cache.get(userId) : undefined;
    if (hit && Date.now() - hit.at < TTL_MS && hit.role === claimedRole && hit.version === tokenVersion) return hit.role;
    return undefined;
  }

  remember(userId: string, role: RoleName | null, tokenVersion: number): void {
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(userId, { role, version: tokenVersion, at: Date.now() });
  }

  /** Forget a user's cached session (after a change in this process, or a notification from another). */
  forget(userId: string): void {
    this.forgets++;
    this.cache.delete(userId);
  }

  async announce(tx: Tx, userId: string): Promise<void> {
    await unwrapTx(tx).query(`SELECT pg_notify($1, $2)`, [SESSION_CHANNEL, userId]);
  }

  forgetHere(userId: string): void {
    this.forget(userId);
  }
}

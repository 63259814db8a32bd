import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { RoleName, roleName } from '@grimhunt/contracts';
import { DATABASE_LISTEN_URL, SessionValidator, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../../application/ports/account.repository.port';
import { SessionRevocation } from '../../application/ports/session-revocation.port';

/** Fallback lifetime of a cached answer, for the moments the notification channel is reconnecting. */
const TTL_MS = 15_000;
export const SESSION_CHANNEL = 'grimhunt_sessions';

/**
 * The guard asks for the current role and token version on every authenticated request; a cache keeps that off
 * the database. A change (ban, role change, password change or reset, deletion) clears the entry at once in the
 * process that made it and, through PostgreSQL LISTEN/NOTIFY on `grimhunt_sessions`, in every other process within
 * milliseconds of the commit. While the listener is down the cache is not used at all. A token whose role or
 * version differs from the cached one is always checked against the database.
 */
@Injectable()
export class CachedSessionValidator implements SessionValidator, SessionRevocation, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SessionValidator');
  private readonly cache = new Map<string, { role: RoleName | null; version: number; at: number }>();
  private listener: Client | null = null;
  private listening = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() @Inject(DATABASE_LISTEN_URL) private readonly listenUrl: string | null = null,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.listener;
    this.listener = null;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }

  async currentRole(userId: string, claimedRole: RoleName, tokenVersion = 0): Promise<RoleName | null> {
    const now = Date.now();
    const hit = this.listening ? this.cache.get(userId) : undefined;
    if (hit && now - hit.at < TTL_MS && hit.role === claimedRole && hit.version === tokenVersion) return hit.role;
    const session = await this.accounts.sessionOf(userId);
    const role = session === null ? null : roleName(session.role);
    const version = session?.tokenVersion ?? 0;
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(userId, { role, version, at: now });
    // A token from before the last revocation (or not issued by us for this version) has ended.
    return version === tokenVersion ? role : null;
  }

  /** Forget a user's cached session (after a change in this process, or a notification from another). */
  forget(userId: string): void {
    this.cache.delete(userId);
  }

  async announce(tx: Tx, userId: string): Promise<void> {
    await unwrapTx(tx).query(`SELECT pg_notify($1, $2)`, [SESSION_CHANNEL, userId]);
  }

  forgetHere(userId: string): void {
    this.forget(userId);
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    // LISTEN needs its own session on the primary: DATABASE_LISTEN_URL when a pooler in transaction mode is in between.
    const url = this.listenUrl ?? (this.dataSource.options as { url?: string }).url;
    const client = new Client({ connectionString: url, application_name: 'grimhunt-session-listener' });
    client.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL && message.payload) this.forget(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANNEL}`);
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.listener = client;
      // Anything cached before the channel was up may have missed a notification.
      this.cache.clear();
      this.listening = true;
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private lost(client: Client, error?: Error): void {
    if (this.closed || (this.listener !== null && this.listener !== client)) return;
    if (!this.listening && this.retry) return;
    const wasListening = this.listening;
    this.listening = false;
    this.listener = null;
    this.cache.clear();
    if (error && wasListening)
      this.logger.warn(`session notifications interrupted (${error.message}); checking every request until reconnected`);
    client.end().catch(() => undefined);
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.listen();
    }, 1000);
    this.retry.unref();
  }
}

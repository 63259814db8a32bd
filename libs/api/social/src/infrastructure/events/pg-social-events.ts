import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { SocialEventDto } from '@grimhunt/contracts';
import { DATABASE_LISTEN_URL, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { SocialEventFor, SocialEventPublisher } from '../../application/ports/social-events.port';

export const SOCIAL_CHANNEL = 'grimhunt_social';

/** One open stream: `write` sends an event, `end` closes the stream (at shutdown). */
export interface SocialEventSink {
  write(event: SocialEventDto): void;
  end(): void;
}

/**
 * Live social events across API processes: `publish` sends one `pg_notify` per transaction (delivered by PostgreSQL
 * only when the transaction commits), and one LISTEN connection per process hands each notification to the streams
 * this process holds open for its player. A lost connection is reopened every second; events sent while it was down
 * are missed (the screens reload their lists when a stream reopens).
 */
@Injectable()
export class PgSocialEvents implements SocialEventPublisher, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SocialEvents');
  private readonly sinks = new Map<string, Set<SocialEventSink>>();
  private listener: Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() @Inject(DATABASE_LISTEN_URL) private readonly listenUrl: string | null = null,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    // Open streams would keep the HTTP server from closing: end them (the browsers reconnect to another process).
    for (const set of this.sinks.values()) for (const sink of set) sink.end();
    this.sinks.clear();
    if (this.retry) clearTimeout(this.retry);
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => undefined);
  }

  async publish(tx: Tx, events: SocialEventFor[]): Promise<void> {
    if (events.length === 0) return;
    await unwrapTx(tx).query(`SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload`, [
      SOCIAL_CHANNEL,
      events.map((e) => JSON.stringify(e)),
    ]);
  }

  /** Registers a stream of `userId`; the returned function removes it. */
  subscribe(userId: string, sink: SocialEventSink): () => void {
    let set = this.sinks.get(userId);
    if (!set) this.sinks.set(userId, (set = new Set()));
    set.add(sink);
    return () => {
      set.delete(sink);
      if (set.size === 0) this.sinks.delete(userId);
    };
  }

  /** Open streams on this process. */
  get streams(): number {
    let count = 0;
    for (const set of this.sinks.values()) count += set.size;
    return count;
  }

  private deliver(payload: string): void {
    let parsed: SocialEventFor;
    try {
      parsed = JSON.parse(payload) as SocialEventFor;
    } catch {
      return;
    }
    for (const sink of this.sinks.get(parsed.userId) ?? []) sink.write(parsed.event);
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    // LISTEN needs its own session on the primary: DATABASE_LISTEN_URL when a pooler in transaction mode is in between.
    const url = this.listenUrl ?? (this.dataSource.options as { url?: string }).url;
    const client = new Client({ connectionString: url, application_name: 'grimhunt-social-listener' });
    client.on('notification', (message) => {
      if (message.channel === SOCIAL_CHANNEL && message.payload) this.deliver(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${SOCIAL_CHANNEL}`);
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.listener = client;
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private lost(client: Client, error?: Error): void {
    if (this.closed || (this.listener !== null && this.listener !== client) || this.retry) return;
    if (error) this.logger.warn(`social event notifications interrupted (${error.message}); reconnecting`);
    this.listener = null;
    client.end().catch(() => undefined);
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.listen();
    }, 1000);
    this.retry.unref();
  }
}

import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { DATABASE_LISTEN_URL } from './lag-tolerant-reads';

/** What one subscriber of a channel is told. */
export interface ChannelHandler {
  /** One notification's payload (PostgreSQL delivers it after the sending transaction commits). */
  notify(payload: string): void;
  /**
   * The channel is listened to, after the first connection and after every reconnection: notifications sent while
   * the connection was down are lost, so a cache fed by the channel clears itself here.
   */
  connected?(): void;
  /** The connection dropped; notifications are missed until the next `connected`. */
  lost?(): void;
}

const RETRY_MS = 1000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * PostgreSQL LISTEN for the whole process: one dedicated connection (not from the pool; DATABASE_LISTEN_URL when a
 * pooler in transaction mode stands in between, which would hand the session to another client after each
 * transaction) that listens to every subscribed channel and hands each notification to that channel's handlers. A
 * lost connection is reopened every second, and each handler hears `lost` and then `connected` again.
 */
@Injectable()
export class PgChannelListener implements OnModuleDestroy {
  private readonly logger = new Logger('PgChannelListener');
  private readonly handlers = new Map<string, Set<ChannelHandler>>();
  /** Channels the current connection listens to. */
  private readonly listened = new Set<string>();
  private client: Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  /** Connecting and LISTEN run one at a time. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() @Inject(DATABASE_LISTEN_URL) private readonly listenUrl: string | null = null,
  ) {}

  /** True while the connection is up. */
  get connected(): boolean {
    return this.client !== null;
  }

  /**
   * Subscribes `handler` to `channel` (a plain lower-case identifier). Resolves once the channel is listened to, or
   * once the first attempt failed (the handler then hears `connected` after a reconnection). The returned function
   * unsubscribes.
   */
  async subscribe(channel: string, handler: ChannelHandler): Promise<() => void> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    await this.serially(async () => {
      if (this.closed) return;
      if (!this.client) return this.connect();
      if (!this.listened.has(channel)) {
        await this.client.query(`LISTEN ${channel}`);
        this.listened.add(channel);
      }
      handler.connected?.();
    });
    return () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(channel) === set) this.handlers.delete(channel);
    };
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    this.listened.clear();
    await client?.end().catch(() => undefined);
  }

  private serially(step: () => Promise<void>): Promise<void> {
    const run = this.queue.then(step).catch((error: Error) => this.lost(this.client, error));
    this.queue = run;
    return run;
  }

  /** Opens the connection, listens to every subscribed channel and tells each handler. */
  private async connect(): Promise<void> {
    if (this.closed || this.client) return;
    const url = this.listenUrl ?? (this.dataSource.options as { url?: string }).url;
    const client = new Client({ connectionString: url, application_name: 'grimhunt-listener' });
    client.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const handler of this.handlers.get(message.channel) ?? []) {
        try {
          handler.notify(message.payload);
        } catch (error) {
          this.logger.error({ err: error }, `a handler of ${message.channel} failed`);
        }
      }
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      const channels = [...this.handlers.keys()];
      if (channels.length > 0) await client.query(channels.map((channel) => `LISTEN ${channel}`).join('; '));
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      for (const channel of channels) this.listened.add(channel);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    for (const channel of this.listened) for (const handler of this.handlers.get(channel) ?? []) handler.connected?.();
  }

  /** `client` failed (or could not connect): tell the handlers once and try again in a second. */
  private lost(client: Client | null, error?: Error): void {
    if (this.closed || (this.client !== null && this.client !== client)) return;
    const wasUp = client !== null && this.client === client;
    if (!wasUp && this.retry) return;
    this.client = null;
    this.listened.clear();
    if (wasUp) {
      if (error) this.logger.warn(`notifications interrupted (${error.message}); reconnecting`);
      for (const set of this.handlers.values()) for (const handler of set) handler.lost?.();
    }
    client?.end().catch(() => undefined);
    if (this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.serially(() => this.connect());
    }, RETRY_MS);
    this.retry.unref();
  }
}

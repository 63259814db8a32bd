import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Client, ClientConfig } from 'pg';
import { streamOf, TickCork } from './pool-client';
import { statementName } from './prepared-statements';
import { retried, Tx, unwrapTx } from './unit-of-work';

/** How a process's pipelines are set up (`DB_PIPELINES`, `DB_PREPARED_STATEMENTS`). */
export interface PipelineOptions {
  /** Connections of each pipelined set; 0 sends the statements through the pool instead. */
  count: number;
  /** Repeated statements are parsed once per connection under a name (off behind a pooler in transaction mode). */
  prepared: boolean;
}

/**
 * One connection in node-postgres's pipeline mode: every statement is written at once as its own Parse (unless the
 * connection parsed it before under its name), Bind, Describe, Execute and Sync, without waiting for the answers of
 * those before it, so PostgreSQL runs each in its own implicit transaction (committed at its Sync, or rolled back
 * alone when it fails) and starts the next as soon as the last one finished, with no round trip to this process in
 * between. The answers come back in the order the statements were sent. Statements issued in the same tick leave in
 * one write. A lost connection fails every statement sent on it (whether it committed is not known, as with a pooled
 * connection lost mid-statement); the next statement opens a new connection.
 */
class PipelinedConnection {
  private client: Client | null = null;
  private opening: Promise<Client> | null = null;
  private closed = false;
  private readonly cork = new TickCork();
  inFlight = 0;

  constructor(
    private readonly url: string,
    private readonly name: string,
    private readonly prepared: boolean,
    private readonly logger: Logger,
  ) {}

  async run(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
    this.inFlight++;
    try {
      const client = this.client ?? (await this.open());
      this.cork.hold(streamOf(client));
      const name = this.prepared && params.length > 0 ? statementName(sql) : undefined;
      const result = await client.query(name ? { name, text: sql, values: params } : { text: sql, values: params });
      return result.rows;
    } finally {
      this.inFlight--;
    }
  }

  close(): void {
    this.closed = true;
    const client = this.client;
    this.client = null;
    void client?.end().catch(() => undefined);
  }

  private open(): Promise<Client> {
    if (this.closed) return Promise.reject(new Error('the statement pipeline was closed'));
    this.opening ??= this.connect().finally(() => (this.opening = null));
    return this.opening;
  }

  private async connect(): Promise<Client> {
    const client = new Client({ connectionString: this.url, application_name: this.name, pipeline: true } as ClientConfig);
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('the statement pipeline was closed');
    }
    this.client = client;
    return client;
  }

  /** The connection failed: node-postgres fails what was sent on it; the next statement opens a new connection. */
  private lost(client: Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    if (!this.closed) this.logger.warn({ err: error }, `${this.name}: connection lost`);
    void client.end().catch(() => undefined);
  }
}

/**
 * A set of pipelined connections of this process. A key keeps to one connection while it has statements in flight,
 * so that key's statements run one after the other on one backend, in the order sent, and never wait for each
 * other's locks in PostgreSQL; a key with nothing in flight takes the connection with the fewest statements in
 * flight. Statements failing on a serialization failure or a deadlock are sent again (as the unit of work does).
 * With no connections (`DB_PIPELINES=0`) the statements go through the pool, in autocommit.
 *
 * The kernel keeps two sets, so that neither waits behind the other's statements: `StatementPipelines` for
 * one-statement writes that queue on one row (the market's placements, keyed by item), `ReadPipelines` for a player's
 * point reads that a request sends together (the player views, keyed by player).
 */
@Injectable()
export class StatementPipelines implements OnModuleDestroy {
  private readonly logger = new Logger(this.constructor.name);
  private readonly connections: PipelinedConnection[];
  private readonly lanes = new Map<string, { connection: PipelinedConnection; running: number }>();

  constructor(
    private readonly dataSource: DataSource,
    options: PipelineOptions,
    label = 'grimhunt-pipeline',
  ) {
    const url = (dataSource.options as { url?: string }).url;
    this.connections = Array.from(
      { length: url ? options.count : 0 },
      (_, i) => new PipelinedConnection(url!, `${label}-${i + 1}`, options.prepared, this.logger),
    );
  }

  /** Whether statements are pipelined (else they go through the pool). */
  get enabled(): boolean {
    return this.connections.length > 0;
  }

  async run<T>(key: string, sql: string, params: unknown[]): Promise<T[]> {
    if (!this.enabled) return retried(this.logger, 'statement', () => this.dataSource.query(sql, params));
    let lane = this.lanes.get(key);
    if (!lane) {
      const connection = this.connections.reduce((a, b) => (b.inFlight < a.inFlight ? b : a));
      this.lanes.set(key, (lane = { connection, running: 0 }));
    }
    lane.running++;
    try {
      const connection = lane.connection;
      return (await retried(this.logger, 'pipelined statement', () => connection.run(sql, params))) as T[];
    } finally {
      if (--lane.running === 0) this.lanes.delete(key);
    }
  }

  /** A read in the caller's transaction when there is one (`tx`), else pipelined under `key` (see `run`). */
  read<T>(tx: Tx | undefined, key: string, sql: string, params: unknown[]): Promise<T[]> {
    return tx ? unwrapTx(tx).query(sql, params) : this.run<T>(key, sql, params);
  }

  onModuleDestroy(): void {
    for (const connection of this.connections) connection.close();
  }
}

/** The player views' point reads (see `StatementPipelines`). */
@Injectable()
export class ReadPipelines extends StatementPipelines {}

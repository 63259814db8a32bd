import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Client, types } from 'pg';
import { parse, serialize } from 'pg-protocol';
import type { BackendMessage, DataRowMessage, RowDescriptionMessage } from 'pg-protocol/dist/messages';
import type { Socket } from 'node:net';
import { retried } from './unit-of-work';

/** Dedicated connections a process keeps for pipelined statements (`DB_PIPELINES`); 0 turns pipelining off. */
export const STATEMENT_PIPELINES = Symbol('STATEMENT_PIPELINES');

/** A parameter as PostgreSQL's text format takes it. */
function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

interface Pending {
  parsers: ((text: string) => unknown)[];
  names: string[];
  rows: Record<string, unknown>[];
  error: Error | null;
  resolve: (rows: Record<string, unknown>[]) => void;
  reject: (error: Error) => void;
}

/**
 * One connection that runs statements back to back without waiting for each answer: every statement goes out at
 * once as its own Parse, Bind, Describe, Execute and Sync, so PostgreSQL runs each in its own implicit transaction
 * (committed at its Sync, or rolled back alone when it fails) and starts the next as soon as the last one committed,
 * with no round trip to this process in between. The answers come back in the order the statements were sent.
 *
 * The connection is opened (and authenticated) by `pg`; once it is ready, its socket is read here with `pg`'s own
 * protocol parser, and text values are converted with `pg`'s type parsers, so rows look as the pool's rows do.
 */
class PipelinedConnection {
  private readonly pending: Pending[] = [];
  private socket: Socket | null = null;
  private opening: Promise<Socket> | null = null;
  private client: Client | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly name: string,
    private readonly logger: Logger,
  ) {}

  get inFlight(): number {
    return this.pending.length;
  }

  async run(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
    const socket = this.socket ?? (await this.open());
    return new Promise((resolve, reject) => {
      this.pending.push({ parsers: [], names: [], rows: [], error: null, resolve, reject });
      socket.write(
        Buffer.concat([
          serialize.parse({ text: sql, types: [] }),
          serialize.bind({ values: params.map(textOf) }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
    });
  }

  close(): void {
    this.closed = true;
    this.fail(new Error('the statement pipeline was closed'));
  }

  private open(): Promise<Socket> {
    if (this.closed) return Promise.reject(new Error('the statement pipeline was closed'));
    this.opening ??= this.connect().finally(() => (this.opening = null));
    return this.opening;
  }

  private async connect(): Promise<Socket> {
    const client = new Client({ connectionString: this.url, application_name: this.name });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the statement pipeline connection ended')));
    await client.connect();
    const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
    // From here on this class reads the socket: pg's reader is detached, pg still reports errors and the close.
    socket.removeAllListeners('data');
    parse(socket, (message) => this.receive(message));
    this.client = client;
    this.socket = socket;
    if (this.closed) {
      this.drop();
      throw new Error('the statement pipeline was closed');
    }
    return socket;
  }

  private receive(message: BackendMessage): void {
    const head = this.pending[0];
    switch (message.name) {
      case 'rowDescription': {
        if (!head) return;
        const { fields } = message as RowDescriptionMessage;
        head.names = fields.map((f) => f.name);
        head.parsers = fields.map((f) => types.getTypeParser(f.dataTypeID, 'text') as (text: string) => unknown);
        return;
      }
      case 'dataRow': {
        if (!head) return;
        const row: Record<string, unknown> = {};
        (message as DataRowMessage).fields.forEach((text, i) => (row[head.names[i]] = text === null ? null : head.parsers[i](text)));
        head.rows.push(row);
        return;
      }
      case 'error':
        if (head) head.error ??= message as unknown as Error;
        else this.logger.warn({ err: message }, 'the statement pipeline got an error with no statement waiting');
        return;
      case 'readyForQuery': {
        const done = this.pending.shift();
        if (!done) return;
        if (done.error) done.reject(done.error);
        else done.resolve(done.rows);
        return;
      }
      default:
        return;
    }
  }

  /** The connection failed: every statement sent on it fails (whether it committed is not known), the next opens a new one. */
  private lost(client: Client, error: Error): void {
    if (this.client !== client && this.client !== null) return;
    this.logger.warn({ err: error }, 'a statement pipeline connection was lost');
    this.drop();
    this.fail(error);
  }

  private drop(): void {
    const client = this.client;
    this.client = null;
    this.socket = null;
    client?.end().catch(() => undefined);
  }

  private fail(error: Error): void {
    for (const waiting of this.pending.splice(0)) waiting.reject(error);
    if (this.closed) this.drop();
  }
}

/**
 * A process's pipelined connections. A key (the market's item) keeps to one connection while it has statements in
 * flight, so that key's statements run one after the other on one backend and never wait for each other's locks in
 * PostgreSQL; a key with nothing in flight takes the connection with the fewest statements in flight. Statements
 * failing on a serialization failure or a deadlock are sent again (as the unit of work does).
 */
@Injectable()
export class StatementPipelines implements OnModuleDestroy {
  private readonly logger = new Logger('StatementPipelines');
  private readonly connections: PipelinedConnection[];
  private readonly lanes = new Map<string, { connection: PipelinedConnection; running: number }>();

  constructor(
    private readonly dataSource: DataSource,
    @Optional() @Inject(STATEMENT_PIPELINES) count?: number,
  ) {
    const url = (dataSource.options as { url?: string }).url ?? '';
    this.connections = Array.from(
      { length: url ? (count ?? 2) : 0 },
      (_, i) => new PipelinedConnection(url, `grimhunt-pipeline-${i + 1}`, this.logger),
    );
  }

  /** Whether this process pipelines (it does unless `DB_PIPELINES` is 0). */
  get enabled(): boolean {
    return this.connections.length > 0;
  }

  async run<T>(key: string, sql: string, params: unknown[]): Promise<T[]> {
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

  onModuleDestroy(): void {
    for (const connection of this.connections) connection.close();
  }
}

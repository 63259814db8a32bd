import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { SocialEventDto } from '@grimhunt/contracts';
import { PgChannelListener, PgNotification, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { SocialEventFor, SocialEventPublisher } from '../../application/ports/social-events.port';

export const SOCIAL_CHANNEL = 'grimhunt_social';

/** One open stream: `write` sends an event, `end` closes the stream (at shutdown). */
export interface SocialEventSink {
  write(event: SocialEventDto): void;
  end(): void;
}

/**
 * Live social events across API processes: `publish` sends one `pg_notify` per transaction (delivered by PostgreSQL
 * only when the transaction commits; `notifications` makes the same ones for another context's statement to send), and the process's LISTEN connection (the kernel's PgChannelListener) hands each
 * notification to the streams this process holds open for its player. While that connection is reopened, events are
 * missed (the screens reload their lists when a stream reopens).
 */
@Injectable()
export class PgSocialEvents implements SocialEventPublisher, OnModuleInit, OnModuleDestroy {
  private readonly sinks = new Map<string, Set<SocialEventSink>>();
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly listener: PgChannelListener) {}

  async onModuleInit(): Promise<void> {
    this.unsubscribe = await this.listener.subscribe(SOCIAL_CHANNEL, { notify: (payload) => this.deliver(payload) });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    // Open streams would keep the HTTP server from closing: end them (the browsers reconnect to another process).
    for (const set of this.sinks.values()) for (const sink of set) sink.end();
    this.sinks.clear();
  }

  async publish(tx: Tx, events: SocialEventFor[]): Promise<void> {
    if (events.length === 0) return;
    await unwrapTx(tx).query(`SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload`, [
      SOCIAL_CHANNEL,
      this.notifications(events).map((n) => n.payload),
    ]);
  }

  notifications(events: SocialEventFor[]): PgNotification[] {
    return events.map((e) => ({ channel: SOCIAL_CHANNEL, payload: JSON.stringify(e) }));
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
}

import { Logger } from '@nestjs/common';
import { isDatabaseUnavailable } from '../http/error.filter';

export interface PeriodicJobOptions {
  /** The logger's context and the name in its messages ('market expiry'). */
  name: string;
  /** The first run, after the process started (a start under load is not slowed by the job). */
  firstRunMs: number;
  /** The pause between the end of one run and the start of the next. */
  everyMs: number;
  /**
   * One run. It must be safe when every API process runs it at the same moment: claim the rows it works on
   * (`FOR UPDATE SKIP LOCKED`, a guarded UPDATE) or take a transaction-level advisory lock, so no leader is needed.
   */
  run(): Promise<void>;
}

/**
 * A clock job of the API: every process runs it `firstRunMs` after start and then `everyMs` after each run ends,
 * never two runs at once in one process; a failed run is logged and the next one tries again. Whatever must happen
 * once across processes is the job's own claim in PostgreSQL, not this timer.
 */
export class PeriodicJob {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private started = false;

  constructor(private readonly options: PeriodicJobOptions) {
    this.logger = new Logger(options.name);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(this.options.firstRunMs);
  }

  /** No run starts after this; one under way finishes (its transaction commits or rolls back on its own). */
  stop(): void {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    try {
      await this.options.run();
    } catch (error) {
      reportJobFailure(this.logger, error, `${this.options.name} failed; the next run retries`);
    }
    if (this.started && this.timer === null) this.schedule(this.options.everyMs);
  }
}

/**
 * A background job's failure: an outage of the database (or of the pooler in front of it) is a warning, as it is for
 * HTTP requests, since the next run retries and the outage is reported where it happens; anything else is an error.
 */
export function reportJobFailure(logger: Logger, error: unknown, text: string): void {
  if (isDatabaseUnavailable(error)) logger.warn({ err: error }, `${text} (database unavailable)`);
  else logger.error({ err: error }, text);
}

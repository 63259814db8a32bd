import { Logger as NestLogger, LoggerService } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';
import pino, { Logger } from 'pino';

/**
 * Pretty, coloured lines when a person reads stdout (a terminal); one JSON object per line otherwise (a file, a pipe,
 * a container's log collector), whatever NODE_ENV says.
 */
export function logFormat(stdoutIsTerminal: boolean | undefined, level: string): 'pretty' | 'json' {
  return stdoutIsTerminal && level !== 'silent' ? 'pretty' : 'json';
}

/** One pino logger for Nest and fastify (request logs carry the request id as `reqId`). */
export function createRootLogger(level: string): Logger {
  const pretty = logFormat(process.stdout.isTTY, level) === 'pretty';
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers["x-app-key"]'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
}

export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, ...params: unknown[]) {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]) {
    this.write('trace', message, params);
  }

  /**
   * Nest's `Logger` passes `(message, ...params, context)`: a named logger appends its name last. Our code logs pino's
   * way, `logger.warn({ err }, 'text')`, so after an object the first string is the text; after a string message, an
   * error's other string is its stack.
   */
  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, params: unknown[]) {
    const strings = params.filter((p): p is string => typeof p === 'string');
    const context = strings.length > 0 ? strings[strings.length - 1] : undefined;
    const extra = strings.slice(0, -1);
    if (message && typeof message === 'object' && !(message instanceof Error)) {
      const { msg, ...rest } = message as { msg?: string };
      this.logger[level]({ context, ...rest }, msg ?? extra.join(' '));
      return;
    }
    const text = message instanceof Error ? (message.stack ?? message.message) : String(message);
    if (level === 'error' && extra.length > 0) this.logger.error({ context, trace: extra.join('\n') }, text);
    else this.logger[level]({ context }, extra.length > 0 ? `${text} ${extra.join(' ')}` : text);
  }
}

/**
 * TypeORM's own messages (the pool's errors when the database or the pooler drops a connection, migrations) through
 * the application's logger: one JSON line with a time like every other, instead of TypeORM's coloured console lines
 * that no log collector can parse or place in time. Queries and query errors are not logged here: a failed statement
 * reaches the code that sent it, which decides whether it is an error.
 */
export class TypeOrmNestLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('TypeORM');

  logQuery(): void {}
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(message: string): void {
    this.logger.log(message);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.log(String(message));
  }
}

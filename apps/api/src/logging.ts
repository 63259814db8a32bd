import { LoggerService } from '@nestjs/common';
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
  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string) {
    this.write('error', message, context, trace);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, context?: string, trace?: string) {
    if (message && typeof message === 'object' && !(message instanceof Error)) {
      const { msg, ...rest } = message as { msg?: string };
      this.logger[level]({ context, ...rest, ...(trace ? { trace } : {}) }, msg ?? '');
    } else {
      this.logger[level](
        { context, ...(trace ? { trace } : {}) },
        message instanceof Error ? (message.stack ?? message.message) : String(message),
      );
    }
  }
}

import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ApiErrorBody, ERROR_CODES } from '@grimhunt/contracts';
import { DomainError, httpStatusOf, RateLimitedError } from '../errors/domain-error';
import { pgErrorCode } from '../persistence/pg-errors';

/** PostgreSQL refused the input itself (bad uuid text, NUL byte, too deep): a client error, never a 500. */
const PG_INPUT_ERRORS = new Set(['22P02', '22021', '22001', '22003', '22007', '22008', '54001']);
/** Connection-level failures and a server that is starting, stopping or in recovery. */
const PG_UNAVAILABLE = /^(08\d{3}|57P0[1-4]|53300)$/;
const RELEASED_RUNNER = new Set(['QueryRunnerProviderAlreadyReleasedError', 'QueryRunnerAlreadyReleasedError']);
const NET_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/** Whether an error means the database cannot be reached right now (the API answers 503 then). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && (PG_UNAVAILABLE.test(code) || NET_UNAVAILABLE.has(code))) return true;
  // TypeORM releases a transaction's query runner as soon as its connection reports an error (the server went away):
  // the transaction's next statement, or its rollback, then fails with one of these instead of a connection error.
  if (RELEASED_RUNNER.has(String((error as { name?: unknown })?.name ?? ''))) return true;
  const message = String((error as { message?: unknown })?.message ?? '');
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery)|terminating connection due to administrator command|Cannot use a pool after calling end/i.test(
    message,
  );
}

interface ReplyLike {
  status(code: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  send(body: unknown): void;
}

const HTTP_CODES: Record<number, string> = {
  400: ERROR_CODES.GENERIC_VALIDATION,
  401: ERROR_CODES.AUTH_UNAUTHENTICATED,
  403: ERROR_CODES.AUTH_FORBIDDEN,
  404: ERROR_CODES.GENERIC_NOT_FOUND,
  409: ERROR_CODES.GENERIC_CONFLICT,
  429: ERROR_CODES.GENERIC_RATE_LIMITED,
};

/** Renders every error as `{ statusCode, code, message }`; unknown errors leak nothing. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<ReplyLike>();
    const request = http.getRequest<{ id?: string; legacyShape?: boolean; method?: string; url?: string }>();
    const body = this.toBody(exception, request);
    if (exception instanceof RateLimitedError) reply.header('retry-after', String(exception.retryAfterSeconds));
    if (body.statusCode === 503) reply.header('retry-after', '5');
    const payload = request.legacyShape ? { success: false, ...body } : body;
    // Errors are JSON even where the route had set another type (a text route refused before its handler ran).
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.status(body.statusCode).send(payload);
  }

  toBody(exception: unknown, request: { id?: string; method?: string; url?: string }): ApiErrorBody {
    if (exception instanceof DomainError) {
      return {
        statusCode: httpStatusOf(exception),
        code: exception.code,
        message: exception.message,
        ...(exception.details ? { errors: exception.details } : {}),
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse() as string | { message?: string | string[] };
      const raw = typeof response === 'string' ? response : response.message;
      const messages = Array.isArray(raw) ? raw : [raw ?? exception.message];
      if (status >= 500) this.logger.error({ err: exception, reqId: request.id }, 'http exception');
      return {
        statusCode: status,
        code: HTTP_CODES[status] ?? (status >= 500 ? ERROR_CODES.GENERIC_INTERNAL : ERROR_CODES.GENERIC_VALIDATION),
        message: messages[0] ?? 'Request failed',
        ...(messages.length > 1 ? { errors: messages } : {}),
      };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn({ err: exception, reqId: request.id }, 'database unavailable');
      return {
        statusCode: 503,
        code: ERROR_CODES.GENERIC_UNAVAILABLE,
        message: 'The game is briefly unavailable. Please try again in a moment.',
        requestId: request.id,
      };
    }
    const pgCode = pgErrorCode(exception);
    if (pgCode && PG_INPUT_ERRORS.has(pgCode)) {
      this.logger.warn({ err: exception, reqId: request.id, route: `${request.method} ${request.url}` }, 'input refused by the database');
      return { statusCode: 400, code: ERROR_CODES.GENERIC_VALIDATION, message: 'The request contains a value that is not valid' };
    }
    if (exception instanceof RangeError && /call stack/i.test(exception.message)) {
      return { statusCode: 400, code: ERROR_CODES.GENERIC_VALIDATION, message: 'The request is nested too deeply' };
    }
    this.logger.error({ err: exception, reqId: request.id, route: `${request.method} ${request.url}` }, 'unexpected error');
    return {
      statusCode: 500,
      code: ERROR_CODES.GENERIC_INTERNAL,
      message: 'Something went wrong on our side. Please try again.',
      requestId: request.id,
    };
  }
}

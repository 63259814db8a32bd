import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ApiErrorBody, ERROR_CODES } from '@grimhunt/contracts';
import { DomainError, httpStatusOf, RateLimitedError } from '../errors/domain-error';

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

/** Renders every error as `{ statusCode, code, message }` (DESIGN §2); unknown errors leak nothing. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<ReplyLike>();
    const request = http.getRequest<{ id?: string; legacyShape?: boolean; method?: string; url?: string }>();
    const body = this.toBody(exception, request);
    if (exception instanceof RateLimitedError) reply.header('retry-after', String(exception.retryAfterSeconds));
    const payload = request.legacyShape ? { success: false, ...body } : body;
    reply.status(body.statusCode).send(payload);
  }

  toBody(exception: unknown, request: { id?: string; method?: string; url?: string }): ApiErrorBody {
    if (exception instanceof DomainError) {
      return { statusCode: httpStatusOf(exception), code: exception.code, message: exception.message, ...(exception.details ? { errors: exception.details } : {}) };
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
    this.logger.error({ err: exception, reqId: request.id, route: `${request.method} ${request.url}` }, 'unexpected error');
    return { statusCode: 500, code: ERROR_CODES.GENERIC_INTERNAL, message: 'Something went wrong on our side. Please try again.', requestId: request.id };
  }
}

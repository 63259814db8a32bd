import { ERROR_CODES } from '@grimhunt/contracts';

/**
 * Base of every expected failure. `code` is a stable string from contracts (`HUNT.COOLDOWN_ACTIVE`);
 * the HTTP status follows from the code (see `statusForCode`) unless a subclass fixes it.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
    readonly details?: string[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found', code: string = ERROR_CODES.GENERIC_NOT_FOUND) {
    super(code, message, 404);
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, details?: string[], code: string = ERROR_CODES.GENERIC_VALIDATION) {
    super(code, message, 400, details);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code: string = ERROR_CODES.GENERIC_CONFLICT) {
    super(code, message, 409);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You may not do this', code: string = ERROR_CODES.AUTH_FORBIDDEN) {
    super(code, message, 403);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Please log in', code: string = ERROR_CODES.AUTH_UNAUTHENTICATED) {
    super(code, message, 401);
  }
}

export class RateLimitedError extends DomainError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(ERROR_CODES.GENERIC_RATE_LIMITED, message, 429);
  }
}

/** `*.NOT_FOUND` 404, `*.FORBIDDEN` 403, conflicts and cooldowns 409, everything else 400 (STYLE.md). */
export function statusForCode(code: string): number {
  if (code.endsWith('.NOT_FOUND')) return 404;
  if (code.endsWith('.FORBIDDEN')) return 403;
  if (code.endsWith('.UNAUTHENTICATED')) return 401;
  if (code.endsWith('.RATE_LIMITED')) return 429;
  if (/\.(CONFLICT|IN_USE|COOLDOWN_ACTIVE|TAKEN)$/.test(code) || code.endsWith('_TAKEN')) return 409;
  if (code === ERROR_CODES.GENERIC_INTERNAL) return 500;
  return 400;
}

export function httpStatusOf(error: DomainError): number {
  return error.status ?? statusForCode(error.code);
}

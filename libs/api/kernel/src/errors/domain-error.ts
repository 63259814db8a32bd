import { ERROR_CODES } from '@grimhunt/contracts';
import { statusForCode } from './error-status';

/**
 * Base of every expected failure: a stable string `code` from contracts (`HUNT.COOLDOWN_ACTIVE`) and a message the UI
 * can show. It knows nothing of HTTP: the kernel's one table (`error-status.ts`) turns the code into a status.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: string[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found', code: string = ERROR_CODES.GENERIC_NOT_FOUND) {
    super(code, message);
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, details?: string[], code: string = ERROR_CODES.GENERIC_VALIDATION) {
    super(code, message, details);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code: string = ERROR_CODES.GENERIC_CONFLICT) {
    super(code, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You may not do this', code: string = ERROR_CODES.AUTH_FORBIDDEN) {
    super(code, message);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Please log in', code: string = ERROR_CODES.AUTH_UNAUTHENTICATED) {
    super(code, message);
  }
}

export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(ERROR_CODES.GENERIC_RATE_LIMITED, message);
  }
}

export { statusForCode };

/** The HTTP status of a domain error, from its code. */
export function httpStatusOf(error: DomainError): number {
  return statusForCode(error.code);
}

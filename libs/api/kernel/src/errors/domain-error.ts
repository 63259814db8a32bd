import { ERROR_CODES } from '@grimhunt/contracts';

/**
 * Base of every expected failure: a stable string `code` from contracts (`HUNT.COOLDOWN_ACTIVE`), a message the UI
 * can show, and the kind of refusal it is. The kind is the class: a context's error extends the class that says what
 * went wrong, and the error filter answers that class's status. This base is a request the rules refuse (400);
 * NotFoundError 404, ConflictError 409 (a state that forbids it now: not enough gold, already claimed),
 * ForbiddenError 403, UnauthenticatedError 401, RateLimitedError and TooManyAttemptsError 429,
 * PreconditionRequiredError 428, PayloadTooLargeError 413, UpstreamUnavailableError 502, UnavailableError 503.
 */
export class DomainError extends Error {
  /** The HTTP status of this kind of refusal. */
  readonly status: number = 400;

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
  override readonly status: number = 404;

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
  override readonly status: number = 409;

  constructor(message: string, code: string = ERROR_CODES.GENERIC_CONFLICT) {
    super(code, message);
  }
}

export class ForbiddenError extends DomainError {
  override readonly status: number = 403;

  constructor(message = 'You may not do this', code: string = ERROR_CODES.AUTH_FORBIDDEN) {
    super(code, message);
  }
}

export class UnauthenticatedError extends DomainError {
  override readonly status: number = 401;

  constructor(message = 'Please log in', code: string = ERROR_CODES.AUTH_UNAUTHENTICATED) {
    super(code, message);
  }
}

export class RateLimitedError extends DomainError {
  override readonly status: number = 429;

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(ERROR_CODES.GENERIC_RATE_LIMITED, message);
  }
}

/** Too many tries of one thing (wrong answers to a puzzle): 429 with the context's own code. */
export class TooManyAttemptsError extends DomainError {
  override readonly status: number = 429;

  constructor(message: string, code: string) {
    super(code, message);
  }
}

/** Something must happen first (a puzzle to solve before hunting on): 428. */
export class PreconditionRequiredError extends DomainError {
  override readonly status: number = 428;

  constructor(message: string, code: string) {
    super(code, message);
  }
}

/** A body or upload larger than the limit: 413. */
export class PayloadTooLargeError extends DomainError {
  override readonly status: number = 413;

  constructor(message: string, code: string = ERROR_CODES.GENERIC_PAYLOAD_TOO_LARGE) {
    super(code, message);
  }
}

/** A provider we depend on did not answer (the payment provider): 502. */
export class UpstreamUnavailableError extends DomainError {
  override readonly status: number = 502;

  constructor(message: string, code: string) {
    super(code, message);
  }
}

/** The game cannot serve this right now (too busy, the database away): 503, try again shortly. */
export class UnavailableError extends DomainError {
  override readonly status: number = 503;

  constructor(message: string, code: string = ERROR_CODES.GENERIC_UNAVAILABLE) {
    super(code, message);
  }
}

/** The HTTP status of a domain error: its class's. */
export function httpStatusOf(error: DomainError): number {
  return error.status;
}

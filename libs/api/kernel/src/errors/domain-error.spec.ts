import {
  ConflictError,
  DomainError,
  ForbiddenError,
  httpStatusOf,
  NotFoundError,
  PayloadTooLargeError,
  PreconditionRequiredError,
  RateLimitedError,
  TooManyAttemptsError,
  UnauthenticatedError,
  UnavailableError,
  UpstreamUnavailableError,
  ValidationError,
} from './domain-error';

describe('the HTTP status of a domain error', () => {
  it('is its class, whatever its code says', () => {
    expect(httpStatusOf(new DomainError('X.Y', 'm'))).toBe(400);
    expect(httpStatusOf(new DomainError('X.NOT_FOUND', 'm'))).toBe(400); // the class decides, not the suffix
    expect(httpStatusOf(new ValidationError('bad'))).toBe(400);
    expect(httpStatusOf(new NotFoundError())).toBe(404);
    expect(httpStatusOf(new ConflictError('busy'))).toBe(409);
    expect(httpStatusOf(new ForbiddenError())).toBe(403);
    expect(httpStatusOf(new UnauthenticatedError())).toBe(401);
    expect(httpStatusOf(new RateLimitedError('slow down', 3))).toBe(429);
    expect(httpStatusOf(new TooManyAttemptsError('later', 'HUNT.CHALLENGE_LOCKED'))).toBe(429);
    expect(httpStatusOf(new PreconditionRequiredError('first this', 'HUNT.CHALLENGE_REQUIRED'))).toBe(428);
    expect(httpStatusOf(new PayloadTooLargeError('too big'))).toBe(413);
    expect(httpStatusOf(new UpstreamUnavailableError('no answer', 'PAYMENT.PROVIDER_UNAVAILABLE'))).toBe(502);
    expect(httpStatusOf(new UnavailableError('busy'))).toBe(503);
  });

  it("keeps the context's code and the message the UI shows", () => {
    class NotEnoughGold extends ConflictError {
      constructor() {
        super('Not enough gold', 'ECONOMY.NOT_ENOUGH_GOLD');
      }
    }
    const error = new NotEnoughGold();
    expect(error).toBeInstanceOf(DomainError);
    expect({ code: error.code, message: error.message, status: error.status, name: error.name }).toEqual({
      code: 'ECONOMY.NOT_ENOUGH_GOLD',
      message: 'Not enough gold',
      status: 409,
      name: 'NotEnoughGold',
    });
  });
});

import { ConflictError, DomainError, httpStatusOf, NotFoundError, statusForCode } from './domain-error';

describe('statusForCode', () => {
  it.each([
    ['HUNT.NOT_FOUND', 404],
    ['HUNT.REPLAY_NOT_FOUND', 404],
    ['PAYMENT.RECIPIENT_NOT_FOUND', 400],
    ['MAIL.FORBIDDEN', 403],
    ['HUNT.COOLDOWN_ACTIVE', 409],
    ['CATALOGUE.IN_USE', 409],
    ['IDENTITY.NAME_TAKEN', 409],
    ['GENERIC.RATE_LIMITED', 429],
    ['ECONOMY.SOMETHING_NEW', 400],
  ])('%s -> %d', (code, status) => expect(statusForCode(code)).toBe(status));

  it('takes the status from the one table before the suffix rules', () => {
    expect(statusForCode('PAYMENT.PROVIDER_UNAVAILABLE')).toBe(502);
    expect(statusForCode('HUNT.CHALLENGE_REQUIRED')).toBe(428);
    expect(statusForCode('IDENTITY.INVALID_CREDENTIALS')).toBe(401);
    expect(statusForCode('IDENTITY.WRONG_PASSWORD')).toBe(400);
    expect(statusForCode('GENERIC.PAYLOAD_TOO_LARGE')).toBe(413);
    expect(statusForCode('ECONOMY.NOT_ENOUGH_GOLD')).toBe(409);
  });

  it('derives the status of an error from its code alone', () => {
    expect(httpStatusOf(new DomainError('X.Y', 'm'))).toBe(400);
    expect(httpStatusOf(new DomainError('X.NOT_FOUND', 'm'))).toBe(404);
    expect(httpStatusOf(new NotFoundError())).toBe(404);
    expect(httpStatusOf(new ConflictError('busy'))).toBe(409);
  });
});

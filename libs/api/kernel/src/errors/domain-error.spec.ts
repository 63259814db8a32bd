import { ConflictError, DomainError, httpStatusOf, NotFoundError, statusForCode } from './domain-error';

describe('statusForCode', () => {
  it.each([
    ['HUNT.NOT_FOUND', 404],
    ['MAIL.FORBIDDEN', 403],
    ['HUNT.COOLDOWN_ACTIVE', 409],
    ['CATALOGUE.IN_USE', 409],
    ['IDENTITY.NAME_TAKEN', 409],
    ['GENERIC.RATE_LIMITED', 429],
    ['ECONOMY.NOT_ENOUGH_GOLD', 400],
  ])('%s -> %d', (code, status) => expect(statusForCode(code)).toBe(status));

  it('lets an error fix its own status', () => {
    expect(httpStatusOf(new DomainError('X.Y', 'm', 418))).toBe(418);
    expect(httpStatusOf(new NotFoundError())).toBe(404);
    expect(httpStatusOf(new ConflictError('busy'))).toBe(409);
  });
});

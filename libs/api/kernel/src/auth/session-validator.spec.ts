import { GAME_ROLES, ROLE } from '@grimhunt/contracts';
import { ForbiddenError, UnauthenticatedError } from '../errors/domain-error';
import { confirmSession, SESSION_ENDED } from './session-validator.port';

describe('confirmSession: the guard decision, taken on the account row a transaction locked', () => {
  const pending = { version: 3, roles: GAME_ROLES };

  it('answers the current role of an account whose token version matches and whose role the route admits', () => {
    expect(confirmSession(pending, { role: ROLE.user, tokenVersion: 3 })).toBe('user');
    expect(confirmSession(pending, { role: ROLE.admin, tokenVersion: 3 })).toBe('admin');
  });

  it('ends the session (401) of a token older or newer than the account, and of an account that is gone', () => {
    for (const account of [{ role: ROLE.user, tokenVersion: 4 }, { role: ROLE.user, tokenVersion: 2 }, null]) {
      expect(() => confirmSession(pending, account)).toThrow(new UnauthenticatedError(SESSION_ENDED));
    }
  });

  it('refuses (403) a role the route does not admit, as the guard does', () => {
    expect(() => confirmSession(pending, { role: ROLE.banned, tokenVersion: 3 })).toThrow(ForbiddenError);
    expect(() => confirmSession({ version: 3, roles: ['admin'] }, { role: ROLE.user, tokenVersion: 3 })).toThrow(ForbiddenError);
  });
});

import { validateEmail, validatePassword, validateUsername, VALIDATION_MESSAGES as M } from './identity.contracts';
import { roleName, ROLE } from '../common/roles';

describe('registration rules', () => {
  it.each([
    ['', M.usernameRequired],
    ['   ', M.usernameRequired],
    ['ab', M.usernameTooShort],
    [' ab ', M.usernameTooShort],
    ['a'.repeat(20), M.usernameTooLong],
    ['bad name', M.usernameChars],
    ['ümlaut', M.usernameChars],
    ['abc', null],
    ['Ghost_Hunter-19', null],
    ['a'.repeat(19), null],
  ])('username %j -> %s', (value, expected) => expect(validateUsername(value)).toBe(expected));

  it.each([
    ['', M.passwordRequired],
    ['12345', M.passwordTooShort],
    ['123456', null],
    ['x'.repeat(50), null],
    ['x'.repeat(51), M.passwordTooLong],
  ])('password of length %#', (value, expected) => expect(validatePassword(value)).toBe(expected));

  it.each([
    ['', M.emailRequired],
    ['nope', M.emailInvalid],
    ['a@b', M.emailInvalid],
    ['a b@c.de', M.emailInvalid],
    ['hunter@ghosts.org', null],
  ])('email %j', (value, expected) => expect(validateEmail(value)).toBe(expected));
});

describe('roles', () => {
  it('names role values and falls back to guest', () => {
    expect(roleName(ROLE.admin)).toBe('admin');
    expect(roleName(555)).toBe('notActivated');
    expect(roleName(666)).toBe('banned');
    expect(roleName(42)).toBe('guest');
  });
});

import { ROLE } from '@grimhunt/contracts';
import { Account } from './account.entity';
import { assertPasswordDigest, normaliseUsername } from './credentials';

const base = { id: 'id', name: 'n', email: 'e@x.de', passwordHash: 'h', patreonType: 0, xp: 0, createdAt: new Date(0), lastLoginAt: null };

describe('Account', () => {
  it('activates a not-activated account once', () => {
    const account = new Account({ ...base, role: ROLE.notActivated });
    expect(account.isActivated).toBe(false);
    expect(account.activate()).toBe(true);
    expect(account.role).toBe(ROLE.user);
    expect(account.activate()).toBe(false);
  });

  it('never turns a banned or admin account into a user by activation', () => {
    for (const role of [ROLE.banned, ROLE.admin, ROLE.betaUser]) {
      const account = new Account({ ...base, role });
      expect(account.activate()).toBe(false);
      expect(account.role).toBe(role);
    }
  });
});

describe('credentials', () => {
  it('accepts only SHA-256 hex digests as passwords, lower-cased', () => {
    expect(assertPasswordDigest('A'.repeat(64))).toBe('a'.repeat(64));
    expect(() => assertPasswordDigest('secret')).toThrow('SHA-256');
    expect(() => assertPasswordDigest(undefined)).toThrow('Password is required');
    expect(() => assertPasswordDigest('')).toThrow('Password is required');
    expect(() => assertPasswordDigest(42)).toThrow('SHA-256');
  });

  it('trims usernames and applies the spec rules', () => {
    expect(normaliseUsername('  hunter ')).toBe('hunter');
    expect(() => normaliseUsername('x')).toThrow('Username must be at least 3 characters long');
  });
});

jest.mock('@noble/hashes/sha2.js', () => require('../testing/noble-node.mock'));
jest.mock('@noble/hashes/utils.js', () => require('../testing/noble-node.mock'));

import { browser } from '../lib/browser';
import { fakeJwt, installFakeFetch } from '../testing/fake-fetch';
import { authProvider } from './auth-provider';

const SHA256_OF_ADMIN = '8c6976e5b5410415bde908bd4dee15dfb167a9c873fc4bb8a81f6f2ab448a918';
const future = Math.floor(Date.now() / 1000) + 3600;

describe('authProvider', () => {
  let assign: jest.SpyInstance;

  beforeEach(() => {
    localStorage.clear();
    assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  describe('login', () => {
    it('posts the username and the SHA-256 hex of the typed password as a form and stores the token', async () => {
      const token = fakeJwt({ sub: 'u1', name: 'admin', role: 'admin', exp: future });
      const { calls } = installFakeFetch(() => ({ body: { success: true, access_token: token, message: 'Login successful' } }));

      await authProvider.login({ username: 'admin', password: 'admin' });

      expect(calls).toHaveLength(1);
      expect(calls[0].url).toBe('/api/user/login');
      expect(calls[0].init.method).toBe('POST');
      expect(calls[0].headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
      const form = new URLSearchParams(String(calls[0].init.body));
      expect(form.get('username')).toBe('admin');
      expect(form.get('password')).toBe(SHA256_OF_ADMIN);
      expect(form.get('password')).not.toContain('admin');
      expect(localStorage.getItem('token')).toBe(token);
    });

    it('rejects with the server message and stores nothing when success is false', async () => {
      installFakeFetch(() => ({ body: { success: false, access_token: null, message: 'Invalid username or password' } }));
      await expect(authProvider.login({ username: 'admin', password: 'nope' })).rejects.toThrow('Invalid username or password');
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('rejects with the message of an error answer', async () => {
      installFakeFetch(() => ({ status: 429, body: { statusCode: 429, code: 'GENERIC.RATE_LIMITED', message: 'Too many requests.' } }));
      await expect(authProvider.login({ username: 'admin', password: 'x' })).rejects.toThrow('Too many requests.');
    });
  });

  describe('checkAuth', () => {
    it('rejects without a token', async () => {
      await expect(authProvider.checkAuth({})).rejects.toBeDefined();
      expect(assign).not.toHaveBeenCalled();
    });

    it('accepts an unexpired admin token', async () => {
      localStorage.setItem('token', fakeJwt({ sub: 'u1', name: 'boss', role: 'admin', exp: future }));
      await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    });

    it('rejects an expired token and removes it', async () => {
      localStorage.setItem('token', fakeJwt({ sub: 'u1', name: 'boss', role: 'admin', exp: Math.floor(Date.now() / 1000) - 10 }));
      await expect(authProvider.checkAuth({})).rejects.toBeDefined();
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('rejects a garbage token', async () => {
      localStorage.setItem('token', 'not-a-jwt');
      await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    });

    it.each(['user', 'betaUser', 'notActivated', 'banned'])(
      'sends a signed-in %s to / with a full page navigation and keeps the shared session',
      async (role) => {
        const token = fakeJwt({ sub: 'u2', name: 'player', role, exp: future });
        localStorage.setItem('token', token);

        await expect(authProvider.checkAuth({})).rejects.toEqual(expect.objectContaining({ redirectTo: false }));
        expect(assign).toHaveBeenCalledWith('/');

        // react-admin logs out after a failed check: the player's token must survive it.
        await authProvider.logout({});
        expect(localStorage.getItem('token')).toBe(token);
      },
    );
  });

  it('getPermissions returns the role name and getIdentity the subject and name', async () => {
    localStorage.setItem('token', fakeJwt({ sub: 'user-42', name: 'Grim Reaper', role: 'admin', exp: future }));
    await expect(authProvider.getPermissions!({})).resolves.toBe('admin');
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 'user-42', fullName: 'Grim Reaper' });
  });

  it('checkError removes the token on 401 only', async () => {
    localStorage.setItem('token', 't');
    await expect(authProvider.checkError!({ status: 403 })).resolves.toBeUndefined();
    expect(localStorage.getItem('token')).toBe('t');
    await expect(authProvider.checkError!({ status: 401 })).rejects.toBeDefined();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

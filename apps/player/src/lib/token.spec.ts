import { TOKEN_STORAGE_KEY } from '@grimhunt/contracts';
import { makeToken } from '../testing/make-token';
import { canEnterGame, decodeToken, getToken, isExpired, removeToken, roleOf, secondsLeft, setToken, subscribeToken } from './token';

describe('token', () => {
  const now = Date.UTC(2024, 6, 1, 9, 0, 0);

  it('decodes the base64url JWT payload, including non-ASCII names', () => {
    const token = makeToken({ sub: 'abc', name: 'Geistjäger_ü', role: 'betaUser' }, now);
    expect(decodeToken(token)).toMatchObject({ sub: 'abc', name: 'Geistjäger_ü', role: 'betaUser' });
  });

  it('returns null for something that is not a JWT', () => {
    expect(decodeToken('garbage')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    expect(decodeToken(null)).toBeNull();
  });

  it('computes the remaining life from exp', () => {
    const token = makeToken({ ttlSeconds: 1000 }, now);
    expect(secondsLeft(token, now)).toBe(1000);
    expect(secondsLeft(token, now + 400_000)).toBe(600);
    expect(isExpired(token, now + 999_000)).toBe(false);
    expect(isExpired(token, now + 1_000_000)).toBe(true);
  });

  it('removes an expired token from storage when read', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ ttlSeconds: 60 }, now));
    expect(getToken(now + 30_000)).not.toBeNull();
    expect(getToken(now + 61_000)).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps a token without exp (the server decides)', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-jwt');
    expect(getToken()).toBe('not-a-jwt');
  });

  it('reads the role name and decides who may enter the game', () => {
    expect(roleOf(makeToken({ role: 'admin' }))).toBe('admin');
    expect(roleOf(makeToken({ role: '' as never }))).toBe('');
    expect(roleOf(null)).toBe('');
    expect(canEnterGame('user')).toBe(true);
    expect(canEnterGame('betaUser')).toBe(true);
    expect(canEnterGame('admin')).toBe(true);
    expect(canEnterGame('notActivated')).toBe(false);
    expect(canEnterGame('banned')).toBe(false);
    expect(canEnterGame('')).toBe(false);
  });

  it('stores under the `token` key and notifies subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToken(listener);
    setToken('abc');
    expect(localStorage.getItem('token')).toBe('abc');
    removeToken();
    expect(localStorage.getItem('token')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setToken('again');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

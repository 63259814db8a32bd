import { browser } from './browser';
import { checkToken, checkVersion, VERSION_STORAGE_KEY } from './session-checks';
import { installFakeFetch } from '../testing/fake-fetch';

describe('session checks', () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  describe('checkToken', () => {
    it('stores the renewed token from GET /api/user/check', async () => {
      localStorage.setItem('token', 'old');
      const { calls } = installFakeFetch(() => ({ body: { success: true, access_token: 'new' } }));
      await expect(checkToken()).resolves.toBe(true);
      expect(calls[0].url).toBe('/api/user/check');
      expect(calls[0].headers.get('Authorization')).toBe('Bearer old');
      expect(localStorage.getItem('token')).toBe('new');
      expect(reload).not.toHaveBeenCalled();
    });

    it.each([
      ['success false', { body: { success: false, access_token: null } }],
      ['401', { status: 401, body: { statusCode: 401, code: 'AUTH.UNAUTHENTICATED', message: 'no' } }],
    ])('removes the token and reloads on %s', async (_label, answer) => {
      localStorage.setItem('token', 'old');
      installFakeFetch(() => answer);
      await expect(checkToken()).resolves.toBe(false);
      expect(localStorage.getItem('token')).toBeNull();
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('does nothing without a token', async () => {
      const { calls } = installFakeFetch();
      await expect(checkToken()).resolves.toBe(false);
      expect(calls).toHaveLength(0);
      expect(reload).not.toHaveBeenCalled();
    });
  });

  describe('checkVersion', () => {
    it('only stores the version on the first visit', async () => {
      installFakeFetch(() => ({ body: '0.1.0' }));
      await expect(checkVersion()).resolves.toBe(false);
      expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('0.1.0');
      expect(reload).not.toHaveBeenCalled();
    });

    it('reloads when the server version differs from the stored one', async () => {
      localStorage.setItem(VERSION_STORAGE_KEY, '0.0.9');
      const { calls } = installFakeFetch(() => ({ body: '0.1.0' }));
      await expect(checkVersion()).resolves.toBe(true);
      expect(calls[0].url).toBe('/api/version/');
      expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('0.1.0');
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('does not reload for the same version', async () => {
      localStorage.setItem(VERSION_STORAGE_KEY, '0.1.0');
      installFakeFetch(() => ({ body: '0.1.0' }));
      await expect(checkVersion()).resolves.toBe(false);
      expect(reload).not.toHaveBeenCalled();
    });
  });
});

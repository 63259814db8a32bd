import { TOKEN_REFRESH_THRESHOLD_SECONDS, TOO_MANY_REQUESTS_MESSAGE } from '@grimhunt/contracts';
import { deferred, fakeResponse, installFetch, jsonResponse, textResponse, type FakeResponse } from '../testing/fake-fetch';
import { makeToken } from '../testing/make-token';
import { ApiError, DEFAULT_ERROR_MESSAGE, api, apiPath, encodeForm, errorText, refreshToken } from './api-client';
import { reloadPage } from './browser';
import { getToken, setToken } from './token';

jest.mock('./browser');

const reload = jest.mocked(reloadPage);
const unexpected = (): never => {
  throw new Error('expected the call to fail');
};

describe('api client', () => {
  beforeEach(() => reload.mockReset());

  it('builds /api paths', () => {
    expect(apiPath('user', 'login')).toBe('/api/user/login');
    expect(apiPath('/clientUser/', 'getme')).toBe('/api/clientUser/getme');
  });

  it('sends the app key and version on every call, and the bearer when signed in', async () => {
    const token = makeToken();
    setToken(token);
    const { calls } = installFetch(() => jsonResponse(200, { ok: 1 }));

    await expect(api.get('/api/clientUser/getme')).resolves.toEqual({ ok: 1 });

    expect(calls).toHaveLength(1);
    expect(calls[0].headers).toMatchObject({
      'x-app-key': 'test-app-key',
      'x-app-version': '0.1.0',
      Authorization: `Bearer ${token}`,
    });
  });

  it('sends no bearer for calls marked auth: false (login, register, forgot password)', async () => {
    setToken(makeToken());
    const { calls } = installFetch(() => jsonResponse(200, { success: true }));
    await api.postForm('/api/user/login', { username: 'a' }, { auth: false });
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(calls[0].headers['x-app-key']).toBe('test-app-key');
  });

  it('sends no bearer without a token', async () => {
    const { calls } = installFetch(() => jsonResponse(200, {}));
    await api.get('/api/x');
    expect(calls[0].headers.Authorization).toBeUndefined();
  });

  it('sends a DELETE with no body', async () => {
    const { calls } = installFetch(() => jsonResponse(200, { ok: true }));
    await expect(api.delete('/api/market/orders/1')).resolves.toEqual({ ok: true });
    expect(calls[0].method).toBe('DELETE');
    expect(calls[0].body).toBeUndefined();
  });

  it('shows the server message of a refusal, and the fallback for anything else', async () => {
    installFetch(() => jsonResponse(409, { statusCode: 409, code: 'SOCIAL.ALREADY_FRIENDS', message: 'You are already friends' }));
    const refused = await api.post('/api/social/friends/requests', { name: 'Mara' }).then(unexpected, (e: unknown) => e);
    expect(errorText(refused, 'Could not send')).toBe('You are already friends');
    installFetch(() => fakeResponse(502, '<html><body>Bad Gateway</body></html>', 'text/html'));
    const broken = await api.get('/api/x').then(unexpected, (e: unknown) => e);
    expect(errorText(broken, 'Could not send')).toBe('Could not send');
    expect(errorText(new Error('network down'))).toBe('That did not work. Please try again.');
  });

  it("groups the digits of an XP amount in a refusal's message, as every amount on screen", async () => {
    installFetch(() =>
      jsonResponse(400, { statusCode: 400, code: 'HUNT.TRAVEL_XP_REQUIRED', message: 'You need 12000 XP to travel to Blackthorn Manor' }),
    );
    const refused = await api.post('/api/Game/travel', {}).then(unexpected, (e: unknown) => e);
    expect(errorText(refused)).toBe('You need 12,000 XP to travel to Blackthorn Manor');
  });

  it('encodes form posts as application/x-www-form-urlencoded', async () => {
    const { calls } = installFetch(() => jsonResponse(200, { success: true }));
    await api.postForm('/api/user/register', { username: 'Van Helsing', email: 'a+b@c.de', skip: undefined }, { auth: false });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(calls[0].body).toBe('username=Van+Helsing&email=a%2Bb%40c.de');
    expect(new URLSearchParams(calls[0].body).get('email')).toBe('a+b@c.de');
    expect(encodeForm({ n: 3, flag: false })).toBe('n=3&flag=false');
  });

  it('sends JSON bodies as application/json', async () => {
    const { calls } = installFetch(() => jsonResponse(200, { id: 1 }));
    await api.post('/api/mail', { toUserId: 'u2', loot: null });
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(calls[0].body ?? '')).toEqual({ toUserId: 'u2', loot: null });
  });

  it('returns text answers as text', async () => {
    installFetch(() => textResponse(200, 'Your account has been activated.'));
    await expect(api.getText('/api/user/ActivateAccount/x', { auth: false })).resolves.toBe('Your account has been activated.');
  });

  describe('token refresh', () => {
    it('renews the token first when less than the threshold of life remains', async () => {
      const old = makeToken({ ttlSeconds: TOKEN_REFRESH_THRESHOLD_SECONDS - 60 });
      const fresh = makeToken({ ttlSeconds: 7 * 24 * 3600, name: 'fresh' });
      setToken(old);
      const { calls } = installFetch((call) =>
        call.url === '/api/user/check' ? jsonResponse(200, { success: true, access_token: fresh }) : jsonResponse(200, {}),
      );

      await api.get('/api/clientUser/getme');

      expect(calls.map((c) => c.url)).toEqual(['/api/user/check', '/api/clientUser/getme']);
      expect(calls[0].headers.Authorization).toBe(`Bearer ${old}`);
      expect(calls[0].headers['x-app-key']).toBe('test-app-key');
      expect(calls[1].headers.Authorization).toBe(`Bearer ${fresh}`);
      expect(getToken()).toBe(fresh);
    });

    it('does not renew a token with more life than the threshold', async () => {
      setToken(makeToken({ ttlSeconds: TOKEN_REFRESH_THRESHOLD_SECONDS + 60 }));
      const { calls } = installFetch(() => jsonResponse(200, {}));
      await api.get('/api/clientUser/getme');
      expect(calls.map((c) => c.url)).toEqual(['/api/clientUser/getme']);
    });

    it('shares one renewal between concurrent calls', async () => {
      setToken(makeToken({ ttlSeconds: 3600 }));
      const fresh = makeToken({ name: 'fresh' });
      const check = deferred<FakeResponse>();
      const { calls } = installFetch((call) => (call.url === '/api/user/check' ? check.promise : jsonResponse(200, {})));

      const all = Promise.all([api.get('/api/a'), api.get('/api/b'), api.get('/api/c')]);
      await Promise.resolve();
      check.resolve(jsonResponse(200, { success: true, access_token: fresh }));
      await all;

      expect(calls.filter((c) => c.url === '/api/user/check')).toHaveLength(1);
      expect(calls.filter((c) => c.url !== '/api/user/check').every((c) => c.headers.Authorization === `Bearer ${fresh}`)).toBe(true);
    });

    it('ends the session when the renewal is refused with 401', async () => {
      setToken(makeToken({ ttlSeconds: 3600 }));
      installFetch((call) =>
        call.url === '/api/user/check'
          ? jsonResponse(401, { statusCode: 401, code: 'AUTH.UNAUTHENTICATED', message: 'no' })
          : jsonResponse(200, {}),
      );
      await expect(api.get('/api/clientUser/getme')).rejects.toMatchObject({ status: 401 });
      expect(getToken()).toBeNull();
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('keeps using the current token when the server cannot be reached for the renewal', async () => {
      const token = makeToken({ ttlSeconds: 3600 });
      setToken(token);
      const { calls } = installFetch((call) => {
        if (call.url === '/api/user/check') throw new TypeError('Failed to fetch');
        return jsonResponse(200, {});
      });
      await api.get('/api/clientUser/getme');
      expect(calls[1].headers.Authorization).toBe(`Bearer ${token}`);
      expect(reload).not.toHaveBeenCalled();
    });

    it('refreshToken resolves null without a token and rejects on success:false', async () => {
      await expect(refreshToken()).resolves.toBeNull();
      setToken(makeToken());
      installFetch(() => jsonResponse(200, { success: false, access_token: null }));
      await expect(refreshToken()).rejects.toBeInstanceOf(ApiError);
    });

    it('drops an expired token instead of sending it', async () => {
      localStorage.setItem('token', makeToken({ ttlSeconds: -10 }));
      const { calls } = installFetch(() => jsonResponse(200, {}));
      await api.get('/api/x');
      expect(calls[0].headers.Authorization).toBeUndefined();
      expect(localStorage.getItem('token')).toBeNull();
    });
  });

  describe('errors', () => {
    it('a 401 on an authenticated call removes the token and reloads', async () => {
      setToken(makeToken());
      installFetch(() => jsonResponse(401, { statusCode: 401, code: 'AUTH.UNAUTHENTICATED', message: 'Unauthorized' }));
      await expect(api.get('/api/clientUser/getme')).rejects.toMatchObject({ status: 401, code: 'AUTH.UNAUTHENTICATED' });
      expect(getToken()).toBeNull();
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('a 401 on a call without bearer (wrong login) neither removes a token nor reloads', async () => {
      const token = makeToken();
      setToken(token);
      installFetch(() => jsonResponse(401, { success: false, access_token: null, message: 'Invalid username or password' }));
      const error = await api.postForm('/api/user/login', {}, { auth: false }).then(unexpected, (e: ApiError) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message).toBe('Invalid username or password');
      expect(error.body).toMatchObject({ success: false });
      expect(getToken()).toBe(token);
      expect(reload).not.toHaveBeenCalled();
    });

    it('maps { statusCode, code, message } bodies', async () => {
      installFetch(() => jsonResponse(409, { statusCode: 409, code: 'IDENTITY.NAME_TAKEN', message: 'This username is already taken' }));
      const error = await api.get('/api/x').then(unexpected, (e: ApiError) => e);
      expect(error).toMatchObject({
        status: 409,
        code: 'IDENTITY.NAME_TAKEN',
        message: 'This username is already taken',
        statusText: 'Conflict',
      });
      expect(error.hasServerMessage).toBe(true);
    });

    it('falls back to "Network response was not ok" without a message', async () => {
      installFetch(() => textResponse(500, ''));
      const error = await api.get('/api/x').then(unexpected, (e: ApiError) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(500);
      expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
      expect(error.hasServerMessage).toBe(false);
    });

    it('does not surface HTML error pages as messages', async () => {
      installFetch(() => ({ ...textResponse(502, '<html>Bad gateway</html>'), headers: { get: () => 'text/html' } }));
      await expect(api.get('/api/x')).rejects.toThrow(DEFAULT_ERROR_MESSAGE);
    });

    it('uses the text of a text/plain error (activation links)', async () => {
      installFetch(() => textResponse(400, 'This link is invalid or has expired.'));
      await expect(api.getText('/api/user/ActivateAccount/x', { auth: false })).rejects.toThrow('This link is invalid or has expired.');
    });

    it('carries the rate-limit message on 429, even without a body', async () => {
      installFetch(() => jsonResponse(429, { statusCode: 429, code: 'GENERIC.RATE_LIMITED', message: TOO_MANY_REQUESTS_MESSAGE }));
      await expect(api.get('/api/x')).rejects.toThrow(TOO_MANY_REQUESTS_MESSAGE);
      installFetch(() => textResponse(429, ''));
      await expect(api.get('/api/x')).rejects.toThrow(TOO_MANY_REQUESTS_MESSAGE);
    });

    it('lets network failures through as they are', async () => {
      installFetch(() => {
        throw new TypeError('Failed to fetch');
      });
      await expect(api.get('/api/x')).rejects.toThrow(TypeError);
    });
  });
});

import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { reloadPage } from '../../../lib/browser';
import { installFetch, jsonResponse } from '../../../testing/fake-fetch';
import { makeToken } from '../../../testing/make-token';
import { keepSessionAlive, useSessionKeeper } from './use-session-keeper';

jest.mock('../../../lib/browser');

describe('session keeper', () => {
  beforeEach(() => jest.mocked(reloadPage).mockReset());
  afterEach(() => jest.useRealTimers());

  it('renews the token at start and every 5 minutes', async () => {
    jest.useFakeTimers();
    const fresh = makeToken({ name: 'fresh' });
    localStorage.setItem('token', makeToken());
    const { calls } = installFetch(() => jsonResponse(200, { success: true, access_token: fresh }));
    const { unmount } = renderHook(() => useSessionKeeper());
    await act(async () => undefined);
    expect(calls.filter((c) => c.url === '/api/user/check')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe(fresh);

    await act(async () => jest.advanceTimersByTime(299_000));
    expect(calls).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(calls).toHaveLength(2);
    unmount();
  });

  it('looks for the token up to 10 times, 100 ms apart', async () => {
    jest.useFakeTimers();
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const { calls } = installFetch(() => jsonResponse(200, { success: true, access_token: makeToken() }));
    const { unmount } = renderHook(() => useSessionKeeper());
    await act(async () => jest.advanceTimersByTime(450));
    localStorage.setItem('token', makeToken());
    await act(async () => jest.advanceTimersByTime(100));
    expect(calls.filter((c) => c.url === '/api/user/check')).toHaveLength(1);
    unmount();

    localStorage.clear();
    getItem.mockClear();
    const second = renderHook(() => useSessionKeeper());
    await act(async () => jest.advanceTimersByTime(5_000));
    expect(getItem.mock.calls.filter(([key]) => key === 'token')).toHaveLength(10);
    second.unmount();
    getItem.mockRestore();
  });

  it('removes the token and reloads when the server refuses it', async () => {
    localStorage.setItem('token', makeToken());
    installFetch(() => jsonResponse(401, { statusCode: 401, code: 'AUTH.UNAUTHENTICATED', message: 'Unauthorized' }));
    await keepSessionAlive();
    expect(localStorage.getItem('token')).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps the token when the server cannot be reached', async () => {
    const token = makeToken();
    localStorage.setItem('token', token);
    installFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await keepSessionAlive();
    expect(localStorage.getItem('token')).toBe(token);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('does nothing without a token', async () => {
    const { mock } = installFetch(() => jsonResponse(200, {}));
    await keepSessionAlive();
    expect(mock).not.toHaveBeenCalled();
  });
});

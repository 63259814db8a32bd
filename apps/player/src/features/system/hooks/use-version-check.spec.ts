import { clearCaches, reloadPage } from '../../../lib/browser';
import { installFetch, textResponse } from '../../../testing/fake-fetch';
import { VERSION_STORAGE_KEY, checkVersion } from './use-version-check';

jest.mock('../../../lib/browser');

describe('checkVersion', () => {
  beforeEach(() => {
    jest.mocked(reloadPage).mockReset();
    jest.mocked(clearCaches).mockReset().mockResolvedValue(undefined);
  });

  it('stores the version on the first visit without reloading', async () => {
    const { calls } = installFetch(() => textResponse(200, '0.1.0'));
    await expect(checkVersion()).resolves.toBe(false);
    expect(calls[0].url).toBe('/api/version/');
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('0.1.0');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('does nothing when the version is unchanged', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '0.1.0');
    installFetch(() => textResponse(200, '0.1.0\n'));
    await expect(checkVersion()).resolves.toBe(false);
    expect(clearCaches).not.toHaveBeenCalled();
  });

  it('stores the new version, clears caches and reloads when it changed', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '0.1.0');
    installFetch(() => textResponse(200, '0.2.0'));
    await expect(checkVersion()).resolves.toBe(true);
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('0.2.0');
    expect(clearCaches).toHaveBeenCalledTimes(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('ignores a failing version endpoint', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '0.1.0');
    installFetch(() => textResponse(500, ''));
    await expect(checkVersion()).resolves.toBe(false);
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('0.1.0');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

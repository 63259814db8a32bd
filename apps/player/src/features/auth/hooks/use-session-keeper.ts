import { useEffect } from 'react';
import { ADMIN_TOKEN_CHECK_INTERVAL_MS } from '@grimhunt/contracts';
import { ApiError, refreshToken } from '../../../lib/api-client';
import { reloadPage } from '../../../lib/browser';
import { announceTokenChange, getToken, removeToken } from '../../../lib/token';

export const TOKEN_LOOKUP_ATTEMPTS = 10;
export const TOKEN_LOOKUP_DELAY_MS = 100;

/**
 * Renews the token; when the server refuses it the session ends (token removed, page reloaded).
 * An unreachable server is not a refusal: the token stays and the next round tries again.
 */
export async function keepSessionAlive(): Promise<void> {
  if (!getToken()) return;
  try {
    await refreshToken();
  } catch (error) {
    if (error instanceof ApiError) {
      removeToken();
      reloadPage();
    }
  }
}

/**
 * Shell start-up: look for the token up to 10 times 100 ms apart (it may be written just
 * after the page loads), renew it at start and every 5 minutes.
 */
export function useSessionKeeper(): void {
  useEffect(() => {
    let attempts = 0;
    let lookup: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      attempts += 1;
      if (getToken()) {
        announceTokenChange();
        void keepSessionAlive();
        return;
      }
      if (attempts < TOKEN_LOOKUP_ATTEMPTS) lookup = setTimeout(look, TOKEN_LOOKUP_DELAY_MS);
    };
    look();
    const timer = setInterval(() => void keepSessionAlive(), ADMIN_TOKEN_CHECK_INTERVAL_MS);
    return () => {
      if (lookup) clearTimeout(lookup);
      clearInterval(timer);
    };
  }, []);
}

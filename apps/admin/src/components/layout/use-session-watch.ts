import { useEffect } from 'react';
import { ADMIN_TOKEN_CHECK_INTERVAL_MS } from '@grimhunt/contracts';
import { checkToken, checkVersion } from '../../lib/session-checks';

/** Version check once, token check at start and every 5 minutes (spec admin §4, §9). */
export function useSessionWatch(): void {
  useEffect(() => {
    void checkVersion();
    void checkToken();
    const timer = setInterval(() => void checkToken(), ADMIN_TOKEN_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}

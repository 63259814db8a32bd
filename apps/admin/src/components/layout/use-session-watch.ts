import { useEffect } from 'react';
import { ADMIN_TOKEN_CHECK_INTERVAL_MS } from '@grimhunt/contracts';
import { checkToken, checkVersion } from '../../lib/session-checks';
import { decodeToken, readToken } from '../../lib/token';

/**
 * Version check once, token check at start and every 5 minutes. Only for a signed-in admin:
 * the layout also renders for a moment while a player is sent back to the game, and a token check cut off by that
 * navigation must not remove the player's shared session.
 */
export function useSessionWatch(): void {
  useEffect(() => {
    if (decodeToken(readToken())?.role !== 'admin') return undefined;
    void checkVersion();
    void checkToken();
    const timer = setInterval(() => void checkToken(), ADMIN_TOKEN_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}

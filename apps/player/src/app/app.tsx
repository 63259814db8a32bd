import { startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouteFallback } from '../components/spinner';
import { paths } from '../config/paths';
import { useSessionKeeper } from '../features/auth/hooks/use-session-keeper';
import { useVersionCheck } from '../features/system/hooks/use-version-check';
import { matchPath } from '../lib/history';
import { lazyNamed } from '../lib/lazy';
import { useToken } from '../lib/token';

// The first-load budget (80 KB of gzipped JS signed out): the entry holds only React and this shell. A visitor without a token loads the small signed-out
// app; a stored token (or the payment provider's return page) loads the game app with its router and query cache.
const GameApp = lazyNamed(() => import('./game-app'), 'GameApp');
const SignedOutShell = lazyNamed(() => import('./signed-out-shell'), 'SignedOutShell');

/** The game, the game app for the payment return page signed out, or the signed-out app. */
type Part = 'game' | 'payment' | 'signedOut';

/** Chooses the game or the signed-out app from the stored token and runs the start-up checks. */
export function Shell({ createQueryClient }: { createQueryClient?: () => QueryClient }) {
  const token = useToken();
  useSessionKeeper();
  useVersionCheck();
  const [paymentPage, setPaymentPage] = useState(() => !!matchPath(paths.shopCallback.path, window.location.pathname));
  const wanted: Part = token ? 'game' : paymentPage ? 'payment' : 'signedOut';
  const [part, setPart] = useState<Part>(wanted);
  useEffect(() => {
    if (part === wanted) return;
    // Leaving the game (token removed or expired) keeps its screen until the signed-out app has loaded, so the
    // activation page goes on showing its answer; the game opens behind its loading screen.
    if (wanted === 'signedOut') startTransition(() => setPart(wanted));
    else setPart(wanted);
  }, [part, wanted]);
  const openPaymentPage = useCallback(() => setPaymentPage(true), []);
  const leavePaymentPage = useCallback(() => setPaymentPage(false), []);

  return (
    <Suspense fallback={<RouteFallback label={part === 'signedOut' ? undefined : 'Opening the gates...'} />}>
      {part === 'signedOut' ? (
        <SignedOutShell onPaymentPage={openPaymentPage} />
      ) : (
        <GameApp signedIn={part === 'game'} onLeave={leavePaymentPage} createQueryClient={createQueryClient} />
      )}
    </Suspense>
  );
}

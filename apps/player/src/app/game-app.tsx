import { useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { NavigationProvider, type Navigate } from '../components/app-link';
import { CookieBanner } from '../components/cookie-banner';
import { InstallPrompt } from '../components/install-prompt';
import { paths } from '../config/paths';
import { lazyNamed } from '../lib/lazy';
import { AppProvider } from './provider';
import { PublicLayoutRoute, SignedInRoutes } from './routes/signed-in';

const ShopCallbackRoute = lazyNamed(() => import('./routes/shop-callback'), 'ShopCallbackRoute');

/** The links of the pages both shells share (components/app-link.tsx) move through React Router here. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const go: Navigate = (href, options) => void navigate(href, { replace: options?.replace });
  return <NavigationProvider value={go}>{children}</NavigationProvider>;
}

/** Leaving the payment page signed out: the signed-out app takes over. */
function LeaveGameApp({ leave }: { leave: () => void }) {
  useEffect(leave, [leave]);
  return null;
}

/**
 * Signed out, the game app shows only the payment status page (the provider's return after a payment: it asks the
 * payment API, so it belongs here); any other path goes back to the signed-out app.
 */
function PaymentReturnRoutes({ onLeave }: { onLeave: () => void }) {
  return (
    <Routes>
      <Route element={<PublicLayoutRoute />}>
        <Route path={paths.shopCallback.path} element={<ShopCallbackRoute />} />
      </Route>
      <Route path="*" element={<LeaveGameApp leave={onLeave} />} />
    </Routes>
  );
}

interface GameAppProps {
  signedIn: boolean;
  onLeave: () => void;
  /** The query client (tests: one without retries); by default the app's own (app/provider.tsx). */
  createQueryClient?: () => QueryClient;
}

/**
 * The game app (lazily loaded by the shell when a token is stored): React Router, TanStack Query and every
 * signed-in screen. `onLeave` hands a signed-out visitor back to the signed-out app.
 */
export function GameApp({ signedIn, onLeave, createQueryClient }: GameAppProps) {
  return (
    <AppProvider createClient={createQueryClient}>
      <RouterNavigation>
        {/* Before the page: on a phone the banner stands in the flow above it instead of covering it. */}
        <CookieBanner />
        {signedIn ? <SignedInRoutes /> : <PaymentReturnRoutes onLeave={onLeave} />}
        <InstallPrompt />
      </RouterNavigation>
    </AppProvider>
  );
}

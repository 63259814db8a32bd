import { CookieBanner } from '../components/cookie-banner';
import { InstallPrompt } from '../components/install-prompt';
import { useSessionKeeper } from '../features/auth/hooks/use-session-keeper';
import { useVersionCheck } from '../features/system/hooks/use-version-check';
import { useToken } from '../lib/token';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** Chooses the signed-in or signed-out shell from the stored token and runs the start-up checks. */
export function Shell() {
  const token = useToken();
  useSessionKeeper();
  useVersionCheck();
  return (
    <>
      <AppRoutes signedIn={!!token} />
      <CookieBanner />
      <InstallPrompt />
    </>
  );
}

export function App() {
  return (
    <AppProvider>
      <Shell />
    </AppProvider>
  );
}

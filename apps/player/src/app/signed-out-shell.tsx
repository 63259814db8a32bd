import { useEffect, type ReactElement } from 'react';
import { NavigationProvider } from '../components/app-link';
import { CookieBanner } from '../components/cookie-banner';
import { InstallPrompt } from '../components/install-prompt';
import { PublicLayout } from '../components/layout/public-layout';
import { paths } from '../config/paths';
import { matchPath, pushPath, usePath } from '../lib/history';
import { lazyNamed } from '../lib/lazy';

// The signed-out app: plain React and the history API, no router, query cache or form library,
// so a visitor's first load stays small. Every page is its own chunk.
const ActivateAccountRoute = lazyNamed(() => import('./routes/activate-account'), 'ActivateAccountRoute');
const LoginRoute = lazyNamed(() => import('./routes/auth/login'), 'LoginRoute');
const RegisterRoute = lazyNamed(() => import('./routes/auth/register'), 'RegisterRoute');
const ForgotPasswordRetrieveRoute = lazyNamed(() => import('./routes/forgot-password-retrieve'), 'ForgotPasswordRetrieveRoute');
const ImprintRoute = lazyNamed(() => import('./routes/imprint'), 'ImprintRoute');
const LandingRoute = lazyNamed(() => import('./routes/landing'), 'LandingRoute');
const StoryRoute = lazyNamed(() => import('./routes/story'), 'StoryRoute');

/** The page of a signed-out path, or null when the path is not one. */
function pageOf(path: string, onPaymentPage: () => void): ReactElement | null {
  const param = (pattern: string, name: string) => matchPath(pattern, path)?.[name];
  if (matchPath(paths.home.path, path) || matchPath(paths.welcome.path, path)) return <LandingRoute />;
  if (matchPath(paths.login.path, path)) return <LoginRoute />;
  if (matchPath(paths.register.path, path)) return <RegisterRoute />;
  if (matchPath(paths.imprint.path, path)) return <ImprintRoute />;
  if (matchPath(paths.story.path, path)) return <StoryRoute />;
  const retrieveId = param(paths.forgotPasswordRetrieve.path, 'id');
  if (retrieveId !== undefined) return <ForgotPasswordRetrieveRoute key={retrieveId} id={retrieveId} />;
  const activateId = param(paths.activateAccount.path, 'id');
  if (activateId !== undefined) return <ActivateAccountRoute key={activateId} id={activateId} />;
  if (matchPath(paths.shopCallback.path, path)) return <OpenGameApp open={onPaymentPage} />;
  return null;
}

/** The payment status page asks the payment API, which lives in the game app: hand the path over to it. */
function OpenGameApp({ open }: { open: () => void }) {
  useEffect(open, [open]);
  return null;
}

/** A game path (Play now leads to /game) or an unknown one: signed out, that is the login. */
function ToLogin() {
  useEffect(() => pushPath(paths.login.getHref(), { replace: true }), []);
  return null;
}

/** The signed-out shell; `onPaymentPage` is called on /shopcallback/:pid, which the game app shows. */
export function SignedOutShell({ onPaymentPage }: { onPaymentPage: () => void }) {
  const path = usePath();
  const page = pageOf(path, onPaymentPage) ?? <ToLogin />;
  return (
    <NavigationProvider value={pushPath}>
      {/* Before the page: on a phone the banner stands in the flow above it instead of covering it. */}
      <CookieBanner />
      <PublicLayout>{page}</PublicLayout>
      <InstallPrompt />
    </NavigationProvider>
  );
}

import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PublicLayout } from '../components/layout/public-layout';
import { RouteFallback } from '../components/spinner';
import { paths } from '../config/paths';
import { lazyNamed } from '../lib/lazy';

// Route-level code splitting (issue 10 item 7): the signed-out pages and the signed-in shell are separate chunks,
// and every screen below them is one more, so a visitor downloads only the page in front of them.
const SignedInRoutes = lazyNamed(() => import('./routes/signed-in'), 'SignedInRoutes');
const ActivateAccountRoute = lazyNamed(() => import('./routes/activate-account'), 'ActivateAccountRoute');
const LoginRoute = lazyNamed(() => import('./routes/auth/login'), 'LoginRoute');
const RegisterRoute = lazyNamed(() => import('./routes/auth/register'), 'RegisterRoute');
const ForgotPasswordRetrieveRoute = lazyNamed(() => import('./routes/forgot-password-retrieve'), 'ForgotPasswordRetrieveRoute');
const ImprintRoute = lazyNamed(() => import('./routes/imprint'), 'ImprintRoute');
const LandingRoute = lazyNamed(() => import('./routes/landing'), 'LandingRoute');
const ShopCallbackRoute = lazyNamed(() => import('./routes/shop-callback'), 'ShopCallbackRoute');
const StoryRoute = lazyNamed(() => import('./routes/story'), 'StoryRoute');

/** Signed-out shell (spec admin §2 "Shell, signed out"). */
function SignedOutRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={paths.welcome.path} element={<LandingRoute />} />
        <Route path={paths.forgotPasswordRetrieve.path} element={<ForgotPasswordRetrieveRoute />} />
        <Route path={paths.activateAccount.path} element={<ActivateAccountRoute />} />
        <Route path={paths.shopCallback.path} element={<ShopCallbackRoute />} />
        <Route path={paths.imprint.path} element={<ImprintRoute />} />
        <Route path={paths.story.path} element={<StoryRoute />} />
        <Route path={paths.login.path} element={<LoginRoute />} />
        <Route path={paths.register.path} element={<RegisterRoute />} />
        <Route path={paths.home.path} element={<LandingRoute />} />

        {/* A game path (Play now leads to /game) or an unknown one: signed out, that is the login. */}
        <Route path="*" element={<Navigate to={paths.login.getHref()} replace />} />
      </Route>
    </Routes>
  );
}

export function AppRoutes({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <Suspense fallback={<RouteFallback label="Opening the gates..." />}>
      <SignedInRoutes />
    </Suspense>
  ) : (
    <SignedOutRoutes />
  );
}

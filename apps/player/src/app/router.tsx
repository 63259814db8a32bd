import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PublicLayout } from '../components/layout/public-layout';
import { paths, type GameScreenKey } from '../config/paths';
import { ActivateAccountRoute } from './routes/activate-account';
import { LoginRoute } from './routes/auth/login';
import { RegisterRoute } from './routes/auth/register';
import { ForgotPasswordRetrieveRoute } from './routes/forgot-password-retrieve';
import { AdminRedirectRoute } from './routes/game/admin-redirect';
import { EquipmentRoute } from './routes/game/equipment';
import { ExhibitionRoute } from './routes/game/exhibition';
import { GameShellRoute } from './routes/game/game-shell';
import { GameHomeRoute } from './routes/game/home';
import { InventoryRoute } from './routes/game/inventory';
import { GlossaryRoute } from './routes/game/glossary';
import { GrimoireRoute } from './routes/game/grimoire';
import { JournalRoute } from './routes/game/journal';
import { TravelRoute } from './routes/game/travel';
import { LadderRoute } from './routes/game/ladder';
import { PostServiceRoute } from './routes/game/post-service';
import { PremiumShopRoute } from './routes/game/premium-shop';
import { ProfileRoute } from './routes/game/profile';
import { ShopRoute } from './routes/game/shop';
import { ImprintRoute } from './routes/imprint';
import { LandingRoute } from './routes/landing';
import { ShopCallbackRoute } from './routes/shop-callback';
import { StoryRoute } from './routes/story';

/** The element of every game screen (the record type makes a new path in config/paths.ts fail to compile until it has one). */
const GAME_SCREEN_ELEMENTS: Record<GameScreenKey, ReactElement> = {
  bar: <ShopRoute endpoint="getbar" />,
  office: <ShopRoute endpoint="getoffice" />,
  pet: <ShopRoute endpoint="GetPetShop" />,
  laboratory: <ShopRoute endpoint="GetLaboratory" />,
  qsec: <ShopRoute endpoint="GetQSec" />,
  exhibition: <ExhibitionRoute />,
  inventory: <InventoryRoute />,
  equipment: <EquipmentRoute />,
  ladder: <LadderRoute />,
  hunt: <GameHomeRoute />,
  journal: <JournalRoute />,
  travel: <TravelRoute />,
  grimoire: <GrimoireRoute />,
  glossary: <GlossaryRoute />,
  postservice: <PostServiceRoute />,
  premiumShop: <PremiumShopRoute />,
  profile: <ProfileRoute />,
};

const GAME_SCREENS = (Object.keys(paths.game) as (keyof typeof paths.game)[]).filter(
  (key): key is GameScreenKey => key !== 'root',
);

const home = <Navigate to={paths.home.getHref()} replace />;

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
        <Route path={paths.home.path} element={<LoginRoute />} />
        <Route path="*" element={home} />
      </Route>
    </Routes>
  );
}

/** Signed-in shell (spec admin §2 "Shell, signed in"); the game part is gated by role in GameShellRoute. */
function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={paths.imprint.path} element={<ImprintRoute />} />
        <Route path={paths.shopCallback.path} element={<ShopCallbackRoute />} />
        <Route path={paths.activateAccount.path} element={<ActivateAccountRoute />} />
        <Route path={paths.story.path} element={<StoryRoute />} />
      </Route>
      <Route path={paths.admin.path} element={<AdminRedirectRoute />} />
      <Route path={`${paths.admin.path}/*`} element={<AdminRedirectRoute />} />
      <Route path={paths.login.path} element={home} />
      <Route path={paths.register.path} element={home} />
      <Route path={paths.welcome.path} element={home} />
      <Route element={<GameShellRoute />}>
        <Route index element={<GameHomeRoute />} />
        <Route path={paths.game.root.path} element={<GameHomeRoute />} />
        {GAME_SCREENS.map((key) => (
          <Route key={key} path={paths.game[key].path} element={GAME_SCREEN_ELEMENTS[key]} />
        ))}
      </Route>
      <Route path="*" element={home} />
    </Routes>
  );
}

export function AppRoutes({ signedIn }: { signedIn: boolean }) {
  return signedIn ? <SignedInRoutes /> : <SignedOutRoutes />;
}

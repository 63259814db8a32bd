import type { ReactElement } from 'react';
import { Navigate, Outlet, Route, Routes, useParams } from 'react-router-dom';
import { PublicLayout } from '../../components/layout/public-layout';
import { paths, type GameScreenKey } from '../../config/paths';
import { lazyNamed } from '../../lib/lazy';
import { GameShellRoute } from './game/game-shell';

// Every screen is its own chunk: the game's first load carries the shell and home, the rest loads on the way.
const ActivateAccountRoute = lazyNamed(() => import('./activate-account'), 'ActivateAccountRoute');
const AdminRedirectRoute = lazyNamed(() => import('./game/admin-redirect'), 'AdminRedirectRoute');
const CovenRoute = lazyNamed(() => import('./game/coven'), 'CovenRoute');
const CovensRoute = lazyNamed(() => import('./game/covens'), 'CovensRoute');
const EquipmentRoute = lazyNamed(() => import('./game/equipment'), 'EquipmentRoute');
const ExhibitionRoute = lazyNamed(() => import('./game/exhibition'), 'ExhibitionRoute');
const GameHomeRoute = lazyNamed(() => import('./game/home'), 'GameHomeRoute');
const InventoryRoute = lazyNamed(() => import('./game/inventory'), 'InventoryRoute');
const FriendsRoute = lazyNamed(() => import('./game/friends'), 'FriendsRoute');
const MapsRoute = lazyNamed(() => import('./game/maps'), 'MapsRoute');
const GlossaryRoute = lazyNamed(() => import('./game/glossary'), 'GlossaryRoute');
const GrimoireRoute = lazyNamed(() => import('./game/grimoire'), 'GrimoireRoute');
const JournalRoute = lazyNamed(() => import('./game/journal'), 'JournalRoute');
const TournamentRoute = lazyNamed(() => import('./game/tournament'), 'TournamentRoute');
const TournamentsRoute = lazyNamed(() => import('./game/tournaments'), 'TournamentsRoute');
const TokenShopRoute = lazyNamed(() => import('./game/token-shop'), 'TokenShopRoute');
const TravelRoute = lazyNamed(() => import('./game/travel'), 'TravelRoute');
const LadderRoute = lazyNamed(() => import('./game/ladder'), 'LadderRoute');
const MarketRoute = lazyNamed(() => import('./game/market'), 'MarketRoute');
const MirrorNightsRoute = lazyNamed(() => import('./game/mirror-nights'), 'MirrorNightsRoute');
const PostServiceRoute = lazyNamed(() => import('./game/post-service'), 'PostServiceRoute');
const PremiumShopRoute = lazyNamed(() => import('./game/premium-shop'), 'PremiumShopRoute');
const ProfileRoute = lazyNamed(() => import('./game/profile'), 'ProfileRoute');
const ShopRoute = lazyNamed(() => import('./game/shop'), 'ShopRoute');
const ImprintRoute = lazyNamed(() => import('./imprint'), 'ImprintRoute');
const ShopCallbackRoute = lazyNamed(() => import('./shop-callback'), 'ShopCallbackRoute');
const StoryRoute = lazyNamed(() => import('./story'), 'StoryRoute');

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
  mirrorNights: <MirrorNightsRoute />,
  hunt: <GameHomeRoute />,
  journal: <JournalRoute />,
  travel: <TravelRoute />,
  grimoire: <GrimoireRoute />,
  glossary: <GlossaryRoute />,
  postservice: <PostServiceRoute />,
  friends: <FriendsRoute />,
  maps: <MapsRoute />,
  market: <MarketRoute />,
  premiumShop: <PremiumShopRoute />,
  profile: <ProfileRoute />,
  covens: <CovensRoute />,
  coven: <CovenRoute />,
  tournaments: <TournamentsRoute />,
  tournament: <TournamentRoute />,
  tokenShop: <TokenShopRoute />,
};

const GAME_SCREENS = (Object.keys(paths.game) as (keyof typeof paths.game)[]).filter((key): key is GameScreenKey => key !== 'root');

/** The public frame around the nested route's page (the pages both shells show, in the game app). */
export function PublicLayoutRoute() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}

/** /activateAccount/:id: the page both shells show, with its id from the path. */
function ActivateAccountPage() {
  const { id = '' } = useParams();
  return <ActivateAccountRoute key={id} id={id} />;
}

const home = <Navigate to={paths.home.getHref()} replace />;

/** Signed-in shell; the game part is gated by role in GameShellRoute. */
export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayoutRoute />}>
        <Route path={paths.imprint.path} element={<ImprintRoute />} />
        <Route path={paths.shopCallback.path} element={<ShopCallbackRoute />} />
        <Route path={paths.activateAccount.path} element={<ActivateAccountPage />} />
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

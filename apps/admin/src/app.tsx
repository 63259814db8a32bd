import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AppLayout } from './components/layout/app-layout';
import { Dashboard } from './pages/dashboard/dashboard';
import { GiftSchedulePage } from './pages/gift-schedule/gift-schedule-page';
import { GIFT_SCHEDULE_PATH } from './pages/gift-schedule/gift-schedule-path';
import { MissionsSettingsPage } from './pages/missions-settings/missions-settings-page';
import { MISSIONS_PATH } from './pages/missions-settings/missions-path';
import { AnalyticsPage } from './pages/analytics/analytics-page';
import { ANALYTICS_PATH } from './pages/analytics/analytics-path';
import { HuntSimulatorPage } from './pages/hunt-simulator/hunt-simulator-page';
import { HUNT_SIMULATOR_PATH } from './pages/hunt-simulator/hunt-simulator-path';
import { HuntStatisticsPage } from './pages/hunt-statistics/hunt-statistics-page';
import { HUNT_STATISTICS_PATH } from './pages/hunt-statistics/hunt-statistics-path';
import { MaxStatsPage } from './pages/max-stats/max-stats-page';
import { MarketPage } from './pages/market/market-page';
import { MARKET_PATH } from './pages/market/market-path';
import { MAX_STATS_PATH } from './pages/max-stats/max-stats-path';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { covenResource } from './resources/coven';
import { currencyResource } from './resources/currency';
import { damagetypeResource } from './resources/damage-type';
import { enemyResource } from './resources/enemy';
import { enemytypeResource } from './resources/enemy-type';
import { itemResource } from './resources/item';
import { itemtypeResource } from './resources/item-type';
import { marketTradeResource } from './resources/market-trade';
import { mirrorNightResource } from './resources/mirror-night';
import { newsResource } from './resources/news';
import { premiumPackageResource } from './resources/premium-package';
import { proceventtypeResource } from './resources/proc-event-type';
import { proctypeResource } from './resources/proc-type';
import { rankResource } from './resources/rank';
import { rarityResource } from './resources/rarity';
import { regionResource } from './resources/region';
import { statResource } from './resources/stat';
import { tournamentResource } from './resources/tournament';
import { userResource } from './resources/user';
import { settingResource } from './resources/settings';
import { friendshipResource } from './resources/friendship';
import { seanceMapResource } from './resources/seance-map';

/**
 * The back office. Resource names are the API path segments. No `requireAuth`: with it, a
 * signed-out visit re-ran its logout redirect to #/login without ever rendering the login; every page
 * checks the session itself (react-admin's useAuthenticated in lists, edits and the custom pages).
 */
export function App() {
  return (
    <Admin
      title="Grimhunt Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      layout={AppLayout}
      dashboard={Dashboard}
      disableTelemetry
    >
      <Resource name="user" {...userResource} />
      <Resource name="item" {...itemResource} />
      <Resource name="itemtype" {...itemtypeResource} />
      <Resource name="enemy" {...enemyResource} />
      <Resource name="enemytype" {...enemytypeResource} />
      <Resource name="rarity" {...rarityResource} />
      <Resource name="region" {...regionResource} />
      {/* Edited inside the region detail; registered for lookups only. */}
      <Resource name="huntingground" recordRepresentation="name" />
      <Resource name="huntingtable" recordRepresentation="name" />
      <Resource name="currency" {...currencyResource} />
      <Resource name="stat" {...statResource} />
      <Resource name="proctype" {...proctypeResource} />
      <Resource name="damagetype" {...damagetypeResource} />
      <Resource name="proceventtype" {...proceventtypeResource} />
      <Resource name="rank" {...rankResource} />
      <Resource name="premiumPackage" {...premiumPackageResource} />
      <Resource name="news" {...newsResource} />
      <Resource name="mirrornight" {...mirrorNightResource} />
      <Resource name="setting" {...settingResource} />
      <Resource name="friendship" {...friendshipResource} />
      <Resource name="seancemap" {...seanceMapResource} />
      <Resource name="tournament" {...tournamentResource} />
      <Resource name="coven" {...covenResource} />
      <Resource name="markettrade" {...marketTradeResource} />
      <CustomRoutes>
        <Route path={MISSIONS_PATH} element={<MissionsSettingsPage />} />
        <Route path={ANALYTICS_PATH} element={<AnalyticsPage />} />
        <Route path={HUNT_STATISTICS_PATH} element={<HuntStatisticsPage />} />
        <Route path={HUNT_SIMULATOR_PATH} element={<HuntSimulatorPage />} />
        <Route path={MAX_STATS_PATH} element={<MaxStatsPage />} />
        <Route path={GIFT_SCHEDULE_PATH} element={<GiftSchedulePage />} />
        <Route path={MARKET_PATH} element={<MarketPage />} />
      </CustomRoutes>
    </Admin>
  );
}

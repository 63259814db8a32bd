import { Menu } from 'react-admin';
import PersonIcon from '@mui/icons-material/Person';
import InventoryIcon from '@mui/icons-material/Inventory2';
import CategoryIcon from '@mui/icons-material/Category';
import SnowshoeingIcon from '@mui/icons-material/Snowshoeing';
import LabelIcon from '@mui/icons-material/Label';
import DiamondIcon from '@mui/icons-material/Diamond';
import MapIcon from '@mui/icons-material/Map';
import PaidIcon from '@mui/icons-material/Paid';
import BarChartIcon from '@mui/icons-material/BarChart';
import BoltIcon from '@mui/icons-material/Bolt';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import EventIcon from '@mui/icons-material/Event';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import FlagIcon from '@mui/icons-material/Flag';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import FlipIcon from '@mui/icons-material/Flip';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import ScienceIcon from '@mui/icons-material/Science';
import SettingsIcon from '@mui/icons-material/Settings';
import PeopleIcon from '@mui/icons-material/People';
import RedeemIcon from '@mui/icons-material/Redeem';
import { GIFT_SCHEDULE_PATH } from '../../pages/gift-schedule/gift-schedule-path';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { MARKET_PATH } from '../../pages/market/market-path';
import { MISSIONS_PATH } from '../../pages/missions-settings/missions-path';
import { ANALYTICS_PATH } from '../../pages/analytics/analytics-path';
import InsightsIcon from '@mui/icons-material/Insights';
import { HUNT_STATISTICS_PATH } from '../../pages/hunt-statistics/hunt-statistics-path';
import { HUNT_SIMULATOR_PATH } from '../../pages/hunt-simulator/hunt-simulator-path';

/** Navigation (analytics comes later; max stats has a route but no link). */
export const MENU_ENTRIES = [
  { to: '/user', label: 'user', icon: <PersonIcon /> },
  { to: '/item', label: 'items', icon: <InventoryIcon /> },
  { to: '/itemtype', label: 'itemTypes', icon: <CategoryIcon /> },
  { to: '/enemy', label: 'Ghosts', icon: <SnowshoeingIcon /> },
  { to: '/enemytype', label: 'GhostTypes', icon: <LabelIcon /> },
  { to: '/rarity', label: 'Rarities', icon: <DiamondIcon /> },
  { to: '/region', label: 'regions', icon: <MapIcon /> },
  { to: '/currency', label: 'currencies', icon: <PaidIcon /> },
  { to: '/stat', label: 'stats', icon: <BarChartIcon /> },
  { to: '/proctype', label: 'procTypes', icon: <BoltIcon /> },
  { to: '/damagetype', label: 'damageTypes', icon: <WhatshotIcon /> },
  { to: '/proceventtype', label: 'procEventTypes', icon: <EventIcon /> },
  { to: '/rank', label: 'ranks', icon: <MilitaryTechIcon /> },
  { to: MISSIONS_PATH, label: 'missions', icon: <FlagIcon /> },
  { to: '/premiumPackage', label: 'premiumpackages', icon: <WorkspacePremiumIcon /> },
  { to: '/news', label: 'news', icon: <NewspaperIcon /> },
  { to: '/mirrornight', label: 'Mirror Nights', icon: <FlipIcon /> },
  { to: '/setting', label: 'settings', icon: <SettingsIcon /> },
  { to: '/friendship', label: 'friendships', icon: <PeopleIcon /> },
  { to: GIFT_SCHEDULE_PATH, label: 'gift of the day', icon: <RedeemIcon /> },
  { to: '/tournament', label: 'tournaments', icon: <EmojiEventsIcon /> },
  { to: '/coven', label: 'covens', icon: <GroupsIcon /> },
  { to: MARKET_PATH, label: 'market', icon: <StorefrontIcon /> },
  { to: '/markettrade', label: 'market trades', icon: <ReceiptLongIcon /> },
  { to: ANALYTICS_PATH, label: 'analytics', icon: <InsightsIcon /> },
  { to: HUNT_STATISTICS_PATH, label: 'Hunt Statistiken', icon: <QueryStatsIcon /> },
  { to: HUNT_SIMULATOR_PATH, label: 'Hunt Simulator', icon: <ScienceIcon /> },
];

export function AppMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      {MENU_ENTRIES.map((entry) => (
        <Menu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={entry.icon} />
      ))}
    </Menu>
  );
}

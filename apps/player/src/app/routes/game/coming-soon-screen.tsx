import { ComingSoon } from '../../../components/coming-soon';
import { GAME_SCREEN_TITLES, type GameScreenKey } from '../../../config/paths';

export function ComingSoonRoute({ screen }: { screen: GameScreenKey }) {
  return <ComingSoon title={GAME_SCREEN_TITLES[screen]} />;
}

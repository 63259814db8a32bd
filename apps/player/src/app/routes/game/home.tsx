import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { DailyRewardButton } from '../../../features/daily-reward/components/daily-reward-button';
import { NextGoal } from '../../../features/goals/components/next-goal';
import { HuntHome } from '../../../features/hunt/components/hunt-home';
import { JournalList } from '../../../features/journal/components/journal-list';
import { MusicPlayer } from '../../../features/music/components/music-player';
import { NewsHeader } from '../../../features/news/components/news-header';
import { HuntOddsPanel } from '../../../features/odds/components/hunt-odds-panel';
import { SetupAdvisor } from '../../../features/odds/components/setup-advisor';
import { EquippedFrame } from '../../../features/token-shop/components/equipped-frame';
import { EquippedTitle } from '../../../features/token-shop/components/equipped-title';
import { WelcomePopup } from '../../../features/news/components/welcome-popup';
import { decodeToken, roleOf, useToken } from '../../../lib/token';

/** Entries of the journal shown under the hunt header. */
export const HOME_JOURNAL_ENTRIES = 5;
/** Ghosts of the odds panel on home (the likeliest; the album lists them all). */
export const HOME_ODDS_GHOSTS = 5;

/**
 * `/`, `/game` and `/hunt` when signed in: the hunt home, composed here from the news,
 * hunt, odds and journal features: the news header (with the music player), the hunt header (with the equipped title beside the name and the equipped frame around the avatar), the next goal, the odds
 * of the next hunt with the best-setup advisor, the latest journal
 * entries, the hunt result popup and the welcome popup.
 */
export function GameHomeRoute() {
  const token = useToken();
  return (
    <HuntHome
      role={roleOf(token)}
      tokenName={decodeToken(token)?.name}
      nameBadge={<EquippedTitle />}
      frameAvatar={(avatar) => <EquippedFrame>{avatar}</EquippedFrame>}
      news={
        <NewsHeader>
          <MusicPlayer />
        </NewsHeader>
      }
    >
      <NextGoal />
      <div className="home-odds">
        <HuntOddsPanel limit={HOME_ODDS_GHOSTS} />
        <SetupAdvisor />
      </div>
      <section className="panel hunt-home__journal" aria-labelledby="home-journal-title">
        <div className="hunt-home__journal-head">
          <h2 id="home-journal-title" className="journal__title">
            Latest from your journal
          </h2>
          <Link className="btn btn--ghost btn--small" to={paths.game.journal.getHref()}>
            Open journal
          </Link>
        </div>
        <JournalList limit={HOME_JOURNAL_ENTRIES} />
      </section>
      <DailyRewardButton />
      <WelcomePopup />
    </HuntHome>
  );
}

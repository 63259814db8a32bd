import { Link } from 'react-router-dom';
import type { RoleName } from '@grimhunt/contracts';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { truncateName } from '../../../lib/format';
import { JournalList } from '../../journal/components/journal-list';
import { NewsHeader } from '../../news/components/news-header';
import { WelcomePopup } from '../../news/components/welcome-popup';
import { useMe } from '../../user/api/get-me';
import { useHuntAction } from '../hooks/use-hunt-action';
import { HuntHeader } from './hunt-header';
import { HuntResult } from './hunt-result';

/** Entries of the journal shown under the hunt header. */
export const HOME_JOURNAL_ENTRIES = 5;

/**
 * Home when signed in (spec player §2): the news header, the hunt header, the latest journal entries, the hunt
 * result popup and the welcome popup.
 */
export function HuntHome({ role, tokenName, clock }: { role: RoleName | ''; tokenName?: string; clock?: () => number }) {
  const me = useMe();
  const { hunt, busy, error, clearError } = useHuntAction();

  return (
    <div className="hunt-home">
      <NewsHeader />
      {me.isPending ? (
        <section className="panel hunt-header">
          <Spinner label="Summoning your hunter..." />
        </section>
      ) : me.isError ? (
        <section className="panel hunt-header" aria-labelledby="home-title">
          <h1 id="home-title" className="home__name">
            {truncateName(tokenName ?? 'Hunter')}
          </h1>
          <p className="alert alert--error" role="alert">
            Could not load your hunter: {me.error.message}
          </p>
          <button type="button" className="btn btn--primary" onClick={() => void me.refetch()}>
            Try again
          </button>
        </section>
      ) : (
        <HuntHeader user={me.data} userReadAt={me.dataUpdatedAt} role={role} busy={busy} onHunt={(kind) => void hunt(kind)} clock={clock} />
      )}
      {error && (
        <p className="alert alert--error hunt-home__error" role="alert">
          The hunt failed: {error}{' '}
          <button type="button" className="link-button" onClick={clearError}>
            Dismiss
          </button>
        </p>
      )}
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
      <HuntResult />
      <WelcomePopup />
    </div>
  );
}

import type { ReactNode } from 'react';
import type { RoleName } from '@grimhunt/contracts';
import { Spinner } from '../../../components/spinner';
import { truncateName } from '../../../lib/format';
import { useMe } from '../../../api/get-me';
import { useHuntAction } from '../hooks/use-hunt-action';
import { HuntHeader } from './hunt-header';
import { HuntResult } from './hunt-result';
import { HuntScene } from './hunt-scene';
import { LastParty } from './last-party';
import '../hunt.css';

interface HuntHomeProps {
  role: RoleName | '';
  tokenName?: string;
  clock?: () => number;
  /** Shown above the hunt header (the route puts the news header there). */
  news?: ReactNode;
  /** Shown under the hunt header and scene (the route puts the latest journal entries and the welcome popup there). */
  children?: ReactNode;
  /** Shown beside the hunter's name (the route puts the equipped title there). */
  nameBadge?: ReactNode;
  /** Wraps the hunter's avatar (the route draws the equipped frame around it). */
  frameAvatar?: (avatar: ReactNode) => ReactNode;
}

/** The hunt part of home: the hunt header, a failed hunt's text and the hunt result popup. */
export function HuntHome({ role, tokenName, clock, news, children, nameBadge, frameAvatar }: HuntHomeProps) {
  const me = useMe();
  const { hunt, busy, error, clearError } = useHuntAction();

  return (
    <div className="hunt-home">
      {news}
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
        <HuntHeader
          user={me.data}
          userReadAt={me.dataUpdatedAt}
          role={role}
          busy={busy}
          onHunt={hunt}
          clock={clock}
          nameBadge={nameBadge}
          frameAvatar={frameAvatar}
        />
      )}
      {me.data && <HuntScene user={me.data} />}
      <LastParty />
      {error && (
        <p className="alert alert--error hunt-home__error" role="alert">
          The hunt failed: {error}{' '}
          <button type="button" className="link-button" onClick={clearError}>
            Dismiss
          </button>
        </p>
      )}
      {children}
      <HuntResult />
    </div>
  );
}

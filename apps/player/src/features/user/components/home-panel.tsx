import { Link } from 'react-router-dom';
import { PATREON_TIERS, type RoleName } from '@grimhunt/contracts';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { formatCurrency, truncateName } from '../../../lib/format';
import { useMe } from '../api/get-me';

const ROLE_LABELS: Record<string, string> = {
  user: 'Hunter',
  betaUser: 'Beta Hunter',
  admin: 'Admin',
  notActivated: 'Not activated',
  banned: 'Banned',
  guest: 'Guest',
};

/** Signed-in home for now: who you are, XP and purse (spec player §2 "Home"); the hunt arrives later. */
export function HomePanel({ role, tokenName }: { role: RoleName | ''; tokenName?: string }) {
  const me = useMe();

  if (me.isPending) {
    return (
      <section className="panel home">
        <Spinner label="Summoning your hunter..." />
      </section>
    );
  }

  if (me.isError) {
    return (
      <section className="panel home" aria-labelledby="home-title">
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
    );
  }

  const user = me.data;
  const xpGoal = user.nextRankXP > 0 ? user.nextRankXP : 0;
  const progress = xpGoal > 0 ? Math.min(100, Math.round((user.xp / xpGoal) * 100)) : 100;
  const patron = user.patreonType > 0 ? PATREON_TIERS[user.patreonType] : null;
  const currencies = user.currencies?.currencyEntries ?? [];

  return (
    <section className="panel home" aria-labelledby="home-title">
      <div className="home__id">
        <div className="home__avatar" aria-hidden="true">
          <span>{user.name.slice(0, 1).toUpperCase()}</span>
        </div>
        <div className="home__who">
          <h1 id="home-title" className="home__name" title={user.name}>
            {truncateName(user.name)}
          </h1>
          <p className="home__meta">
            <span className="badge" data-testid="role-name">
              {ROLE_LABELS[role] ?? role}
            </span>
            {patron && (
              <span className="badge badge--patron" title={`Patron: ${patron}`}>
                ✦ {patron}
              </span>
            )}
            <span className="home__rank">{user.currentRank?.name ?? 'Unranked'}</span>
          </p>
        </div>
      </div>

      <div className="xp" aria-label="Experience">
        <div className="xp__head">
          <span>XP</span>
          <span data-testid="xp-value">
            {user.xp.toLocaleString('en-US')}
            {xpGoal > 0 && ` / ${xpGoal.toLocaleString('en-US')}`}
          </span>
        </div>
        <div className="xp__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
          <span style={{ width: `${progress}%` }} />
        </div>
      </div>

      <h2 className="home__subtitle">Purse</h2>
      {currencies.length === 0 ? (
        <p className="muted">No currencies yet.</p>
      ) : (
        <ul className="currencies">
          {currencies.map((entry) => (
            <li key={entry.shortName || entry.name} className="currency">
              <span className="currency__coin" aria-hidden="true" />
              <span className="currency__name">{entry.name}</span>
              <span className="currency__value" title={entry.value.toLocaleString('en-US')}>
                {formatCurrency(entry.value)}
              </span>
            </li>
          ))}
        </ul>
      )}

      <div className="home__next">
        <p className="muted">Your traps are being prepared. The hunt itself opens with the next update.</p>
        <Link className="btn btn--ghost" to={paths.story.getHref()}>
          Read the story
        </Link>
      </div>
    </section>
  );
}

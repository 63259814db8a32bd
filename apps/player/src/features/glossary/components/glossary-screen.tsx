import { Spinner } from '../../../components/spinner';
import { thumbUrl } from '../../../config/game';
import { useStats } from '../api/get-stats';
import '../glossary.css';
import { ScreenHeader } from '../../../components/screen-header';

/** The glossary: the stats sorted by name, with their units and flavour text. */
export function GlossaryScreen() {
  const stats = useStats();
  return (
    <section className="glossary-screen" aria-labelledby="glossary-title">
      <ScreenHeader titleId="glossary-title" eyebrow="Hunter's lexicon" title="Glossary" tagline="What every number on your gear means." />
      <div className="panel">
        {stats.isPending ? (
          <Spinner label="Dusting off the lexicon..." />
        ) : stats.isError ? (
          <p className="alert alert--error" role="alert">
            Could not load the glossary: {stats.error.message}
          </p>
        ) : stats.data.length === 0 ? (
          <p className="empty-note">The lexicon is empty.</p>
        ) : (
          <dl className="glossary">
            {stats.data.map((stat) => (
              <div key={stat.id} className="glossary__entry" data-testid="glossary-entry">
                <dt className="glossary__term">
                  {stat.imageId ? (
                    <img className="glossary__icon" src={thumbUrl(stat.imageId)} alt="" width={28} height={28} loading="lazy" />
                  ) : (
                    <span className="glossary__icon glossary__icon--drawn" aria-hidden="true">
                      {(stat.name || stat.shortName).slice(0, 1).toUpperCase()}
                    </span>
                  )}
                  <span className="glossary__name">{stat.name || stat.shortName}</span>
                  {stat.unitSymbol && <span className="glossary__unit">{stat.unitSymbol}</span>}
                </dt>
                <dd className="glossary__flavor">
                  {stat.flavorText || <span className="muted">No description yet.</span>}
                  <br />
                  <code className="glossary__short">{stat.shortName}</code>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}

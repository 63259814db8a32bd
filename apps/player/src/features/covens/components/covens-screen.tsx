import { Link } from 'react-router-dom';
import { CovenEmblem } from '../../../components/art/coven-emblem';
import { ScreenHeader } from '../../../components/screen-header';
import { paths } from '../../../config/paths';
import { useMyCoven } from '../api/get-my-coven';
import { CovenSearch } from './coven-search';
import { CreateCovenForm } from './create-coven-form';
import '../covens.css';

/** /covens: the player's own coven (when they have one), the search, and founding a coven for those in none. */
export function CovensScreen() {
  const mine = useMyCoven();
  return (
    <section className="covens-screen" aria-labelledby="covens-title">
      <ScreenHeader
        titleId="covens-title"
        eyebrow="Hunt together"
        title="Covens"
        tagline="Up to twelve hunters under one emblem, competing in tournaments."
      >
        <Link className="btn btn--ghost btn--small" to={paths.game.tournaments.getHref()}>
          Tournaments
        </Link>
      </ScreenHeader>
      {mine.data && (
        <Link className="panel coven-mine" to={paths.game.coven.getHref(mine.data.id)}>
          <CovenEmblem seed={mine.data.emblemImageId} design={mine.data.emblemDesign} name={mine.data.name} size={56} />
          <span>
            <span className="eyebrow">Your coven</span>
            <strong className="coven-mine__name">{mine.data.name}</strong>
          </span>
        </Link>
      )}
      <div className="covens-screen__grid">
        <div className="panel">
          <h2 className="section-title">Find a coven</h2>
          <CovenSearch />
        </div>
        {mine.data === null && <CreateCovenForm />}
      </div>
    </section>
  );
}

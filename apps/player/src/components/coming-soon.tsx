import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { GhostIcon } from './logo';

/** Shared panel for game screens that arrive with later issues. No fake data. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="panel coming-soon" aria-labelledby="coming-soon-title">
      <div className="coming-soon__art" aria-hidden="true">
        <GhostIcon size={96} />
      </div>
      <p className="eyebrow">{title}</p>
      <h1 id="coming-soon-title" className="coming-soon__title">
        This part of the hunt opens soon
      </h1>
      <p className="muted">
        The {title} is still being haunted into shape. It will open with one of the next updates. Until then,
        keep your lantern lit.
      </p>
      <Link className="btn btn--primary" to={paths.home.getHref()}>
        Back to Home
      </Link>
    </section>
  );
}

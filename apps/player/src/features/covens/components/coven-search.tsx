import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { COVEN_MAX_MEMBERS } from '@grimhunt/contracts';
import { CovenEmblem } from '../../../components/art/coven-emblem';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { useCovenSearch } from '../api/search-covens';
import '../covens.css';

/** Coven search: a name or part of one; an empty search lists every coven, newest first. */
export function CovenSearch() {
  const { register, handleSubmit } = useForm<{ q: string }>({ defaultValues: { q: '' } });
  const [q, setQ] = useState('');
  const search = useCovenSearch(q);
  const submit = handleSubmit((values) => setQ(values.q.trim()));

  return (
    <div className="coven-search">
      <form role="search" className="coven-search__form" onSubmit={(event) => void submit(event)}>
        <label className="sr-only" htmlFor="coven-search-q">
          Coven name
        </label>
        <input id="coven-search-q" className="input" placeholder="Coven name" {...register('q')} />
        <button type="submit" className="btn btn--ghost">
          Search
        </button>
      </form>
      {search.isPending && <Spinner label="Calling the covens..." />}
      {search.isError && (
        <p className="alert alert--error" role="alert">
          Could not search covens: {search.error.message}
        </p>
      )}
      {search.data?.length === 0 && <p className="muted">No coven answers to that name.</p>}
      <ul className={`coven-search__list${search.isFetching ? ' coven-search__list--loading' : ''}`} aria-label="Covens found">
        {search.data?.map((coven) => (
          <li key={coven.id} className="coven-row">
            <CovenEmblem seed={coven.emblemImageId} design={coven.emblemDesign} name={coven.name} size={44} />
            <div className="coven-row__text">
              <Link className="coven-row__name" to={paths.game.coven.getHref(coven.id)}>
                {coven.name}
              </Link>
              <span className="muted coven-row__motto">{coven.motto || 'No motto yet.'}</span>
            </div>
            <span className="coven-row__facts">
              <span>
                {coven.memberCount}/{COVEN_MAX_MEMBERS}
              </span>
              <span className={`badge ${coven.open ? 'coven-badge--open' : ''}`}>{coven.open ? 'Open' : 'By application'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

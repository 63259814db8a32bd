import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useActivateAccount } from '../../features/auth/api/activate-account';
import { ApiError } from '../../lib/api-client';
import { removeToken } from '../../lib/token';
import './notice-page.css';

/**
 * /activateAccount/:id (spec admin §2): shows the server's text and a Play Now! link, and removes the stored
 * token so the next login carries the new role.
 */
export function ActivateAccountRoute() {
  const { id = '' } = useParams();
  const query = useActivateAccount(id);
  const settled = !query.isPending;

  useEffect(() => {
    if (settled) removeToken();
  }, [settled]);

  const text = query.isPending
    ? 'loading...'
    : query.isError
      ? query.error instanceof ApiError && query.error.hasServerMessage
        ? query.error.message
        : 'something went wrong'
      : query.data;

  return (
    <section className="panel notice-page" aria-labelledby="activate-title">
      <h1 id="activate-title" className="section-title">
        Account activation
      </h1>
      <p className="notice-page__text" role="status">
        {text}
      </p>
      <Link className="btn btn--primary btn--glow" to={paths.game.root.getHref()}>
        Play Now!
      </Link>
    </section>
  );
}

import { useEffect } from 'react';
import { AppLink } from '../../components/app-link';
import { paths } from '../../config/paths';
import { activateAccount } from '../../features/auth/api/activate-account';
import { useSingleUseAnswer } from '../../hooks/use-single-use-answer';
import { ApiError } from '../../lib/api-client';
import { removeToken } from '../../lib/token';
import './notice-page.css';

/**
 * /activateAccount/:id: shows the server's text and a Play Now! link, and removes the stored
 * token so the next login carries the new role. Shown by both shells (`id` from the path).
 */
export function ActivateAccountRoute({ id }: { id: string }) {
  const answer = useSingleUseAnswer(`activate:${id}`, () => activateAccount(id));
  const settled = answer.status !== 'pending';

  useEffect(() => {
    if (settled) removeToken();
  }, [settled]);

  const text =
    answer.status === 'pending'
      ? 'loading...'
      : answer.status === 'error'
        ? answer.error instanceof ApiError && answer.error.hasServerMessage
          ? answer.error.message
          : 'something went wrong'
        : answer.data;

  return (
    <section className="panel notice-page" aria-labelledby="activate-title">
      <h1 id="activate-title" className="section-title">
        Account activation
      </h1>
      <p className="notice-page__text" role="status">
        {text}
      </p>
      <AppLink className="btn btn--primary btn--glow" to={paths.game.root.getHref()}>
        Play Now!
      </AppLink>
    </section>
  );
}

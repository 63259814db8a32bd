import { AppLink } from '../../components/app-link';
import { paths } from '../../config/paths';
import { retrievePassword } from '../../features/auth/api/retrieve-password';
import { useSingleUseAnswer } from '../../hooks/use-single-use-answer';
import './notice-page.css';

/** /forgotPasswordRetrieve/:id (spec admin §2): 'loading...', then the server's text or 'something went wrong'. */
export function ForgotPasswordRetrieveRoute({ id }: { id: string }) {
  const answer = useSingleUseAnswer(`retrieve:${id}`, () => retrievePassword(id));
  return (
    <section className="panel notice-page" aria-labelledby="retrieve-title">
      <h1 id="retrieve-title" className="section-title">
        Password retrieval
      </h1>
      <p className="notice-page__text" role="status">
        {answer.status === 'pending' ? 'loading...' : answer.status === 'error' ? 'something went wrong' : answer.data}
      </p>
      <AppLink className="btn btn--ghost" to={paths.home.getHref()}>
        Go to Login
      </AppLink>
    </section>
  );
}

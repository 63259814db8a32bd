import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useRetrievePassword } from '../../features/auth/api/retrieve-password';
import './notice-page.css';

/** /forgotPasswordRetrieve/:id (spec admin §2): 'loading...', then the server's text or 'something went wrong'. */
export function ForgotPasswordRetrieveRoute() {
  const { id = '' } = useParams();
  const query = useRetrievePassword(id);
  return (
    <section className="panel notice-page" aria-labelledby="retrieve-title">
      <h1 id="retrieve-title" className="section-title">
        Password retrieval
      </h1>
      <p className="notice-page__text" role="status">
        {query.isPending ? 'loading...' : query.isError ? 'something went wrong' : query.data}
      </p>
      <Link className="btn btn--ghost" to={paths.home.getHref()}>
        Go to Login
      </Link>
    </section>
  );
}

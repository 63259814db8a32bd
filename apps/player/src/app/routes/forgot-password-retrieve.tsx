import { useState } from 'react';
import { AppLink } from '../../components/app-link';
import { paths } from '../../config/paths';
import { retrievePassword } from '../../features/auth/api/retrieve-password';
import { singleUseAnswerAsked, useSingleUseAnswer } from '../../hooks/use-single-use-answer';
import './notice-page.css';

/**
 * /forgotPasswordRetrieve/:id: the link is single-use and using it sets a new password, so the page asks nothing
 * until the player presses the button (a mail scanner opening the link must not use it up); then 'loading...',
 * the server's text, or 'something went wrong'.
 */
export function ForgotPasswordRetrieveRoute({ id }: { id: string }) {
  const key = `retrieve:${id}`;
  const [asked, setAsked] = useState(() => singleUseAnswerAsked(key));
  return (
    <section className="panel notice-page" aria-labelledby="retrieve-title">
      <h1 id="retrieve-title" className="section-title">
        Password retrieval
      </h1>
      {asked ? (
        <RetrievedPassword answerKey={key} id={id} />
      ) : (
        <>
          <p className="notice-page__text">Press the button to set a new password for your account and see it once.</p>
          <button type="button" className="btn" onClick={() => setAsked(true)}>
            Show my new password
          </button>
        </>
      )}
      <AppLink className="btn btn--ghost" to={paths.home.getHref()}>
        Go to Login
      </AppLink>
    </section>
  );
}

function RetrievedPassword({ answerKey, id }: { answerKey: string; id: string }) {
  const answer = useSingleUseAnswer(answerKey, () => retrievePassword(id));
  return (
    <p className="notice-page__text" role="status">
      {answer.status === 'pending' ? 'loading...' : answer.status === 'error' ? 'something went wrong' : answer.data}
    </p>
  );
}

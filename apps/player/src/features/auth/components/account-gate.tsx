import { useResendActivation } from '../api/resend-activation';
import { logout } from './logout-button';
import '../auth.css';

/** Shown to a signed-in account that may not enter the game yet. */
export function ActivationWall() {
  const resend = useResendActivation();
  const answer = resend.isSuccess ? resend.data?.message || 'Activation link requested.' : resend.isError ? resend.error.message : null;

  return (
    <section className="panel gate" aria-labelledby="gate-title">
      <h1 id="gate-title" className="gate__title">
        Your account needs to be activated first
      </h1>
      <p>We sent you an activation link by email. If you cannot find it, please also check your spam folder.</p>
      <p className="muted">Nothing arrived? Resend Activation Link mails you a new link; the older one then stops working.</p>
      {answer && (
        <p className={`alert ${resend.isError || resend.data?.success === false ? 'alert--error' : 'alert--ok'}`} role="status">
          {answer}
        </p>
      )}
      <div className="gate__actions">
        <button type="button" className="btn btn--primary" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend Activation Link'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={logout}>
          Logout
        </button>
      </div>
    </section>
  );
}

/** Shown when the stored token carries no role. */
export function SignInWall() {
  return (
    <section className="panel gate" aria-labelledby="gate-title">
      <h1 id="gate-title" className="gate__title">
        Please register or login first.
      </h1>
      <div className="gate__actions">
        <button type="button" className="btn btn--ghost" onClick={logout}>
          Logout
        </button>
      </div>
    </section>
  );
}

import { IDENTITY_MESSAGES } from '@grimhunt/contracts';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { REGISTER_MESSAGES, useRegisterForm } from '../hooks/use-register-form';
import '../auth.css';

// The error line is always rendered (empty when valid) so the layout does not jump when a blur shows an
// error; otherwise a click on REGISTER right after typing could land below the moved button.
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p id={id} className="field__error" aria-live="polite">
      {error ?? ''}
    </p>
  );
}

export function RegisterForm() {
  const { phase, formError, errors, submit, fieldProps } = useRegisterForm();

  if (phase === 'pending') {
    return (
      <section className="panel auth-card auth-card--center" aria-live="polite">
        <div className="ritual" aria-hidden="true" />
        <p className="auth-card__lead" role="status">
          {REGISTER_MESSAGES.creating}
        </p>
        <p className="muted">The spirits are writing your name into the ledger.</p>
      </section>
    );
  }

  if (phase === 'done') {
    return (
      <section className="panel auth-card auth-card--center" aria-labelledby="register-done-title">
        <h1 id="register-done-title" className="auth-card__title">
          Welcome, hunter
        </h1>
        <p className="alert alert--ok" role="status">
          {IDENTITY_MESSAGES.registered}
        </p>
        <p>{IDENTITY_MESSAGES.afterActivation}</p>
        <AppLink className="btn btn--primary btn--block" to={paths.login.getHref()}>
          Go to Login
        </AppLink>
      </section>
    );
  }

  return (
    <form className="panel auth-card" onSubmit={submit} noValidate aria-labelledby="register-title">
      <h1 id="register-title" className="auth-card__title">
        Join the Hunt
      </h1>
      <p className="auth-card__lead muted">Create your hunter and claim your first trap.</p>

      <div className="field">
        <label htmlFor="register-username">Username</label>
        <input {...fieldProps('username')} autoComplete="username" />
        <FieldError id="register-username-error" error={errors.username} />
      </div>
      <div className="field">
        <label htmlFor="register-email">Email</label>
        <input {...fieldProps('email')} type="email" autoComplete="email" />
        <FieldError id="register-email-error" error={errors.email} />
      </div>
      <div className="field">
        <label htmlFor="register-password">Password</label>
        <input {...fieldProps('password')} type="password" autoComplete="new-password" />
        <FieldError id="register-password-error" error={errors.password} />
      </div>

      {formError && (
        <p className="alert alert--error" role="alert">
          {formError}
        </p>
      )}

      <button type="submit" className="btn btn--primary btn--block">
        REGISTER
      </button>
      <p className="auth-card__switch">
        Already hunting?{' '}
        <AppLink to={paths.login.getHref()} className="link-strong">
          LOGIN
        </AppLink>
      </p>
    </form>
  );
}

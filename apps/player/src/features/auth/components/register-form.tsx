import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { IDENTITY_MESSAGES, VALIDATION_MESSAGES, validateEmail, validatePassword, validateUsername } from '@grimhunt/contracts';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { useRequest } from '../../../hooks/use-request';
import { ApiError } from '../../../lib/api-client';
import { register, type RegisterInput } from '../api/register';
import '../auth.css';

type Field = keyof RegisterInput;

export const REGISTER_MESSAGES = {
  failed: 'Registration failed. Please try again later.',
  network: 'Network error. Please check your connection and try again.',
  creating: 'Creating your account...',
} as const;

/** The contract validators (`@grimhunt/contracts`): the browser and the server refuse the same input with the same words. */
const rules: Record<Field, (value: string) => string | null> = {
  username: validateUsername,
  email: validateEmail,
  password: validatePassword,
};
const FIELDS: readonly Field[] = ['username', 'email', 'password'];

/** Text of a failed registration. */
export function registerFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { success?: unknown; message?: unknown } | null;
    const legacy = body && typeof body === 'object' && body.success === false && typeof body.message === 'string';
    if (legacy && body.message) return body.message as string;
    if ((error.status === 400 || error.status === 409 || error.status === 429) && error.hasServerMessage) {
      return error.message;
    }
    return REGISTER_MESSAGES.failed;
  }
  return REGISTER_MESSAGES.network;
}

export function RegisterForm() {
  const signUp = useRequest(register);
  const [values, setValues] = useState<RegisterInput>({ username: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [rootError, setRootError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const state = signUp.state;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const message = rules[field](values[field]);
      if (message) found[field] = message;
    }
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (!firstInvalid) {
      setErrors({});
      setRootError(null);
      // A second submit in the same tick is dropped while the first is under way.
      void signUp.run(values);
      return;
    }
    if (!values.username.trim() && !values.email.trim() && !values.password) {
      setErrors({});
      setRootError(VALIDATION_MESSAGES.allRequired);
    } else {
      setErrors(found);
      setRootError(VALIDATION_MESSAGES.fixErrors);
      inputs.current[firstInvalid]?.focus();
    }
  };

  const refused = state.status === 'success' && state.data?.success === false;
  if (state.status === 'pending') {
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

  if (state.status === 'success' && !refused) {
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

  const formError =
    rootError ??
    (state.status === 'success' && refused
      ? state.data?.message || REGISTER_MESSAGES.failed
      : state.status === 'error'
        ? registerFailureText(state.error)
        : null);

  // A field is checked when it loses focus; typing clears its error.
  const fieldProps = (field: Field) => ({
    id: `register-${field}`,
    className: 'input',
    name: field,
    value: values[field],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[field] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
      setRootError(null);
      signUp.reset();
    },
    onBlur: () => setErrors((current) => ({ ...current, [field]: rules[field](values[field]) ?? undefined })),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `register-${field}-error` : undefined,
  });
  // The error line is always rendered (empty when valid) so the layout does not jump when a blur shows an
  // error; otherwise a click on REGISTER right after typing could land below the moved button.
  const fieldError = (field: Field) => (
    <p id={`register-${field}-error`} className="field__error" aria-live="polite">
      {errors[field] ?? ''}
    </p>
  );

  return (
    <form className="panel auth-card" onSubmit={submit} noValidate aria-labelledby="register-title">
      <h1 id="register-title" className="auth-card__title">
        Join the Hunt
      </h1>
      <p className="auth-card__lead muted">Create your hunter and claim your first trap.</p>

      <div className="field">
        <label htmlFor="register-username">Username</label>
        <input {...fieldProps('username')} autoComplete="username" />
        {fieldError('username')}
      </div>
      <div className="field">
        <label htmlFor="register-email">Email</label>
        <input {...fieldProps('email')} type="email" autoComplete="email" />
        {fieldError('email')}
      </div>
      <div className="field">
        <label htmlFor="register-password">Password</label>
        <input {...fieldProps('password')} type="password" autoComplete="new-password" />
        {fieldError('password')}
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

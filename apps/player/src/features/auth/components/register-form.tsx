import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  IDENTITY_MESSAGES,
  VALIDATION_MESSAGES,
  validateEmail,
  validatePassword,
  validateUsername,
} from '@grimhunt/contracts';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { register } from '../api/register';
import '../auth.css';

type Field = 'username' | 'email' | 'password';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string | null>>;

export const REGISTER_MESSAGES = {
  failed: 'Registration failed. Please try again later.',
  network: 'Network error. Please check your connection and try again.',
  creating: 'Creating your account...',
} as const;

const validators: Record<Field, (value: string) => string | null> = {
  username: validateUsername,
  email: validateEmail,
  password: validatePassword,
};

/** Text of a failed registration (spec player §8). */
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

type Phase = 'editing' | 'waiting' | 'done';

export function RegisterForm() {
  const [values, setValues] = useState<Values>({ username: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('editing');
  const busy = useRef(false);

  const edit = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: null }));
    setFormError(null);
  };
  const blur = (field: Field) => () => setErrors((e) => ({ ...e, [field]: validators[field](values[field]) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    if (!values.username.trim() && !values.email.trim() && !values.password) {
      setFormError(VALIDATION_MESSAGES.allRequired);
      return;
    }
    const found: Errors = {
      username: validateUsername(values.username),
      email: validateEmail(values.email),
      password: validatePassword(values.password),
    };
    setErrors(found);
    if (found.username || found.email || found.password) {
      setFormError(VALIDATION_MESSAGES.fixErrors);
      return;
    }
    busy.current = true;
    setFormError(null);
    setPhase('waiting');
    try {
      const result = await register(values);
      if (result && result.success === false) {
        setFormError(result.message || REGISTER_MESSAGES.failed);
        setPhase('editing');
      } else {
        setPhase('done');
      }
    } catch (error) {
      setFormError(registerFailureText(error));
      setPhase('editing');
    } finally {
      busy.current = false;
    }
  };

  if (phase === 'waiting') {
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
        <Link className="btn btn--primary btn--block" to={paths.login.getHref()}>
          Go to Login
        </Link>
      </section>
    );
  }

  const fieldProps = (field: Field) => ({
    id: `register-${field}`,
    name: field,
    className: 'input',
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => edit(field)(event.target.value),
    onBlur: blur(field),
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
        <Link to={paths.login.getHref()} className="link-strong">
          LOGIN
        </Link>
      </p>
    </form>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { IDENTITY_MESSAGES, VALIDATION_MESSAGES, validateEmail, validatePassword, validateUsername } from '@grimhunt/contracts';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { rule } from '../../../lib/form';
import { REGISTER_MUTATION_KEY, useRegister, type RegisterInput } from '../api/register';
import '../auth.css';

type Field = keyof RegisterInput;

export const REGISTER_MESSAGES = {
  failed: 'Registration failed. Please try again later.',
  network: 'Network error. Please check your connection and try again.',
  creating: 'Creating your account...',
} as const;

const rules = {
  username: rule<RegisterInput>(validateUsername),
  email: rule<RegisterInput>(validateEmail),
  password: rule<RegisterInput>(validatePassword),
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

export function RegisterForm() {
  const queryClient = useQueryClient();
  const signUp = useRegister();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<RegisterInput>({
    defaultValues: { username: '', email: '', password: '' },
    // A field is checked when it loses focus; typing clears its error (spec player §2).
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });

  const submit = handleSubmit(
    (values) => {
      // Two submits in one tick: the mutation cache already holds the first one as pending.
      if (queryClient.isMutating({ mutationKey: REGISTER_MUTATION_KEY }) > 0) return;
      signUp.mutate(values);
    },
    () => {
      const { username, email, password } = getValues();
      if (!username.trim() && !email.trim() && !password) {
        clearErrors(['username', 'email', 'password']);
        setError('root', { message: VALIDATION_MESSAGES.allRequired });
      } else {
        setError('root', { message: VALIDATION_MESSAGES.fixErrors });
      }
    },
  );

  const refused = signUp.isSuccess && signUp.data?.success === false;
  if (signUp.isPending) {
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

  if (signUp.isSuccess && !refused) {
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

  const formError =
    errors.root?.message ??
    (refused ? signUp.data?.message || REGISTER_MESSAGES.failed : signUp.isError ? registerFailureText(signUp.error) : null);

  const fieldProps = (field: Field) => ({
    id: `register-${field}`,
    className: 'input',
    ...register(field, {
      validate: rules[field],
      onChange: () => {
        clearErrors(field);
        clearErrors('root');
        signUp.reset();
      },
    }),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `register-${field}-error` : undefined,
  });
  // The error line is always rendered (empty when valid) so the layout does not jump when a blur shows an
  // error; otherwise a click on REGISTER right after typing could land below the moved button.
  const fieldError = (field: Field) => (
    <p id={`register-${field}-error`} className="field__error" aria-live="polite">
      {errors[field]?.message ?? ''}
    </p>
  );

  return (
    <form className="panel auth-card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="register-title">
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

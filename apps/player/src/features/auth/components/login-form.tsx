import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { IDENTITY_MESSAGES, TOO_MANY_REQUESTS_MESSAGE, VALIDATION_MESSAGES } from '@grimhunt/contracts';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { useLogin, type LoginInput } from '../api/login';
import { PasswordField } from '../../../components/form/password-field';
import '../auth.css';

/** Text of a failed login (spec player §8). */
export function loginFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    const reason = error.hasServerMessage ? error.message : error.statusText || error.message;
    return `Login Failed: ${reason}`;
  }
  return `Login Error: ${error instanceof Error ? error.message : String(error)}`;
}

interface LoginFormProps {
  /** Receives the access token of a successful login. */
  onSuccess: (accessToken: string) => void;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const { register, handleSubmit, getValues } = useForm<LoginInput>({ defaultValues: { username: '', password: '' } });
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const loginMutation = useLogin();
  const forgotMutation = useForgotPassword();

  const submit = handleSubmit((values) => {
    if (loginMutation.isPending) return;
    setNotice(null);
    loginMutation.mutate(values, {
      onSuccess: (result) => {
        if (result?.success && result.access_token) onSuccess(result.access_token);
      },
    });
  });
  const refused = loginMutation.isSuccess && !(loginMutation.data?.success && loginMutation.data.access_token);
  const error = loginMutation.isError
    ? loginFailureText(loginMutation.error)
    : refused
      ? `Login Failed: ${loginMutation.data?.message || 'Unknown error'}`
      : null;

  const forgot = () => {
    loginMutation.reset();
    const username = getValues('username');
    if (!username.trim()) {
      setNotice({ tone: 'error', text: VALIDATION_MESSAGES.forgotNeedsUsername });
      return;
    }
    setNotice(null);
    forgotMutation.mutate(username, {
      onSuccess: () => setNotice({ tone: 'ok', text: IDENTITY_MESSAGES.forgotSent }),
      onError: (err) =>
        setNotice({
          tone: 'error',
          text: err instanceof ApiError && err.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : IDENTITY_MESSAGES.forgotUnknown,
        }),
    });
  };

  return (
    <form className="panel auth-card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="login-title">
      <h1 id="login-title" className="auth-card__title">
        Enter the Hunt
      </h1>
      <p className="auth-card__lead muted">Sign in, hunter. The night is young.</p>

      <div className="field">
        <label htmlFor="login-username">Username</label>
        <input id="login-username" className="input" autoComplete="username" {...register('username')} />
      </div>

      <div className="field">
        <label htmlFor="login-password">Password</label>
        <PasswordField id="login-password" autoComplete="current-password" {...register('password')} />
      </div>

      <div className="auth-card__row">
        <button type="button" className="link-button" onClick={forgot} disabled={forgotMutation.isPending}>
          Forgot Password
        </button>
      </div>

      {notice && (
        <p className={`alert ${notice.tone === 'ok' ? 'alert--ok' : 'alert--error'}`} role="status">
          {notice.text}
        </p>
      )}
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}

      <button type="submit" className="btn btn--primary btn--block" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? 'Summoning...' : 'LOGIN'}
      </button>

      <p className="auth-card__switch">
        New to the hunt?{' '}
        <Link to={paths.register.getHref()} className="link-strong">
          SIGN UP
        </Link>
      </p>
    </form>
  );
}

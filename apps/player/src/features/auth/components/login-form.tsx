import { useState, type FormEvent } from 'react';
import { IDENTITY_MESSAGES, TOO_MANY_REQUESTS_MESSAGE, VALIDATION_MESSAGES } from '@grimhunt/contracts';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { useFormFields } from '../../../hooks/use-form-fields';
import { useRequest } from '../../../hooks/use-request';
import { ApiError } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/forgot-password';
import { login, type LoginInput } from '../api/login';
import { PasswordField } from '../../../components/form/password-field';
import '../auth.css';

/** Text of a failed login. */
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
  const { values, bind } = useFormFields<keyof LoginInput>({ username: '', password: '' });
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const signIn = useRequest(login);
  const forgotRequest = useRequest(requestPasswordReset);
  const loginState = signIn.state;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loginState.status === 'pending') return;
    setNotice(null);
    const outcome = await signIn.run(values);
    if (outcome?.status === 'success' && outcome.data?.success && outcome.data.access_token) onSuccess(outcome.data.access_token);
  };
  const answer = loginState.status === 'success' ? loginState.data : null;
  const refused = loginState.status === 'success' && !(answer?.success && answer.access_token);
  const error =
    loginState.status === 'error'
      ? loginFailureText(loginState.error)
      : refused
        ? `Login Failed: ${answer?.message || 'Unknown error'}`
        : null;

  const forgot = async () => {
    signIn.reset();
    const username = values.username;
    if (!username.trim()) {
      setNotice({ tone: 'error', text: VALIDATION_MESSAGES.forgotNeedsUsername });
      return;
    }
    setNotice(null);
    const outcome = await forgotRequest.run(username);
    if (outcome?.status === 'success') setNotice({ tone: 'ok', text: IDENTITY_MESSAGES.forgotSent });
    else if (outcome?.status === 'error')
      setNotice({
        tone: 'error',
        text:
          outcome.error instanceof ApiError && outcome.error.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : IDENTITY_MESSAGES.forgotUnknown,
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
        <input id="login-username" className="input" autoComplete="username" {...bind('username')} />
      </div>

      <div className="field">
        <label htmlFor="login-password">Password</label>
        <PasswordField id="login-password" autoComplete="current-password" {...bind('password')} />
      </div>

      <div className="auth-card__row">
        <button type="button" className="link-button" onClick={() => void forgot()} disabled={forgotRequest.state.status === 'pending'}>
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

      <button type="submit" className="btn btn--primary btn--block" disabled={loginState.status === 'pending'}>
        {loginState.status === 'pending' ? 'Summoning...' : 'LOGIN'}
      </button>

      <p className="auth-card__switch">
        New to the hunt?{' '}
        <AppLink to={paths.register.getHref()} className="link-strong">
          SIGN UP
        </AppLink>
      </p>
    </form>
  );
}

import { LoginForm } from '../../../features/auth/components/login-form';
import { setToken } from '../../../lib/token';

/**
 * /login and where a signed-out game path leads. A successful login stores the token: the shell
 * then opens the game, which sends /login home.
 */
export function LoginRoute() {
  return (
    <div className="auth-page">
      <LoginForm onSuccess={setToken} />
    </div>
  );
}

import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LoginForm } from '../../../features/auth/components/login-form';
import { setToken, useToken } from '../../../lib/token';

/** /login and the signed-out `/` (spec player §2). A stored token sends you home. */
export function LoginRoute() {
  const token = useToken();
  const navigate = useNavigate();
  if (token) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <div className="auth-page">
      <LoginForm
        onSuccess={(accessToken) => {
          setToken(accessToken);
          navigate(paths.home.getHref(), { replace: true });
        }}
      />
    </div>
  );
}

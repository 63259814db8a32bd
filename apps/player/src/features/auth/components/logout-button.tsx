import { reloadPage } from '../../../lib/browser';
import { removeToken } from '../../../lib/token';
import '../auth.css';

/** Logout removes the stored token and reloads. */
export function logout(): void {
  removeToken();
  reloadPage();
}

export function LogoutButton({ className = 'btn btn--ghost' }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={logout}>
      Logout
    </button>
  );
}

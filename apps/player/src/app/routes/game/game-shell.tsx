import { Outlet } from 'react-router-dom';
import { GameLayout } from '../../../components/layout/game-layout';
import { PublicLayout } from '../../../components/layout/public-layout';
import { paths } from '../../../config/paths';
import { ActivationWall, SignInWall } from '../../../features/auth/components/account-gate';
import { logout } from '../../../features/auth/components/logout-button';
import { navigateTo } from '../../../lib/browser';
import { canEnterGame, roleOf, useToken } from '../../../lib/token';

/**
 * The signed-in game by account state (spec player §2): user, admin and betaUser enter the game; another
 * role sees the activation wall; no role is asked to register or log in.
 */
export function GameShellRoute() {
  const token = useToken();
  const role = roleOf(token);
  if (!role) {
    return (
      <PublicLayout>
        <SignInWall />
      </PublicLayout>
    );
  }
  if (!canEnterGame(role)) {
    return (
      <PublicLayout>
        <ActivationWall />
      </PublicLayout>
    );
  }
  return (
    <GameLayout isAdmin={role === 'admin'} onLogout={logout} onAdmin={() => navigateTo(paths.admin.getHref())}>
      <Outlet />
    </GameLayout>
  );
}

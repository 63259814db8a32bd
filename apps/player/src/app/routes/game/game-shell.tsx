import { Outlet } from 'react-router-dom';
import { GameLayout } from '../../../components/layout/game-layout';
import { PublicLayout } from '../../../components/layout/public-layout';
import { paths } from '../../../config/paths';
import { ActivationWall, SignInWall } from '../../../features/auth/components/account-gate';
import { logout } from '../../../features/auth/components/logout-button';
import { useHuntHorn } from '../../../features/hunt/hooks/use-hunt-horn';
import { useUnreadMailCount } from '../../../features/mail/hooks/use-unread-mail';
import { SocialLive } from '../../../features/social/components/social-live';
import { navigateTo } from '../../../lib/browser';
import { canEnterGame, roleOf, useToken } from '../../../lib/token';

/**
 * The signed-in game by account state: user, admin and betaUser enter the game; another
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
  return <GameFrame isAdmin={role === 'admin'} />;
}

/**
 * The game layout with the unread-mail badge on the Post Service entries, the horn (tab title, notification) and the
 * social event stream (live friend requests, gifts and party hunts).
 */
function GameFrame({ isAdmin }: { isAdmin: boolean }) {
  const unread = useUnreadMailCount();
  useHuntHorn();
  return (
    <GameLayout
      isAdmin={isAdmin}
      onLogout={logout}
      onAdmin={() => navigateTo(paths.admin.getHref())}
      badges={{ [paths.game.postservice.getHref()]: unread }}
    >
      <Outlet />
      <SocialLive />
    </GameLayout>
  );
}

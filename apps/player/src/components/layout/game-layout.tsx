import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useGameSidebar } from '../../hooks/use-game-sidebar';
import { Footer } from '../footer';
import { RouteFallback } from '../spinner';
import { GameSidebar } from './game-sidebar';
import { GameTopbar } from './game-topbar';
import type { Badges } from './nav-badge';
import './game-layout.css';
import '../ui.css';
import './layout.css';

interface GameLayoutProps {
  isAdmin: boolean;
  /** Called by the logout button (kept outside so components/ does not depend on features/). */
  onLogout: () => void;
  /** Full page navigation to the back office. */
  onAdmin: () => void;
  children?: ReactNode;
  /** Counts shown on menu entries, by href (the route passes the unread mail for the Post Service). */
  badges?: Badges;
}

/** The signed-in game frame: header, navigation, mobile sidebar, footer. */
export function GameLayout({ isAdmin, onLogout, onAdmin, children, badges }: GameLayoutProps) {
  const sidebar = useGameSidebar();
  const account = { isAdmin, onLogout, onAdmin, badges };
  return (
    <div className="page page--game">
      <GameTopbar {...account} sidebarOpen={sidebar.open} onBurger={sidebar.toggle} />
      <GameSidebar {...account} open={sidebar.open} onClose={sidebar.close} />
      <main className="page__main page__main--game">
        <Suspense fallback={<RouteFallback />}>{children ?? <Outlet />}</Suspense>
      </main>
      <Footer />
    </div>
  );
}

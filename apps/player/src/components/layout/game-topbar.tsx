import { Link, NavLink } from 'react-router-dom';
import { COMMUNITY_MENU, COMPANY_MENU, JOURNEY_MENU, MAIN_MENU } from '../../config/menus';
import { paths } from '../../config/paths';
import { Logo } from '../logo';
import { AdminLink } from './admin-link';
import { NavBadge, navClass, type Badges } from './nav-badge';
import { NavDropdown } from './nav-dropdown';

interface GameTopbarProps {
  isAdmin: boolean;
  onLogout: () => void;
  onAdmin: () => void;
  badges?: Badges;
  sidebarOpen: boolean;
  onBurger: () => void;
}

/** The game's top bar: the burger (narrow screens), the logo, the main navigation, profile and logout. */
export function GameTopbar({ isAdmin, onLogout, onAdmin, badges, sidebarOpen, onBurger }: GameTopbarProps) {
  return (
    <header className="topbar topbar--game">
      <button
        type="button"
        className="burger"
        aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={sidebarOpen}
        aria-controls="game-sidebar"
        onClick={onBurger}
      >
        <span />
        <span />
        <span />
      </button>
      <Link to={paths.home.getHref()} className="topbar__brand" aria-label="Grimhunt home">
        <Logo size={40} />
      </Link>
      <nav className="nav" aria-label="Main">
        <ul className="nav__list">
          <li className="nav__item">
            <NavLink end className={navClass} to={paths.home.getHref()}>
              HOME
            </NavLink>
          </li>
          <NavDropdown label="COMPANY" entries={COMPANY_MENU} badges={badges} />
          <NavDropdown label="JOURNEY" entries={JOURNEY_MENU} badges={badges} />
          {MAIN_MENU.map((entry) => (
            <li key={entry.href} className="nav__item">
              <NavLink className={navClass} to={entry.href}>
                {entry.label}
                <NavBadge count={badges?.[entry.href]} label="unread" />
              </NavLink>
            </li>
          ))}
          <NavDropdown label="COMMUNITY" entries={COMMUNITY_MENU} badges={badges} />
          {isAdmin && (
            <li className="nav__item">
              <AdminLink onAdmin={onAdmin} />
            </li>
          )}
        </ul>
      </nav>
      <div className="topbar__account">
        <NavLink className={({ isActive }) => `${navClass({ isActive })} topbar__profile`} to={paths.game.profile.getHref()}>
          PROFILE
        </NavLink>
        <button type="button" className="btn btn--ghost btn--small" onClick={onLogout}>
          Logout
        </button>
      </div>
    </header>
  );
}

import { NavLink } from 'react-router-dom';
import { SIDEBAR_MENU } from '../../config/menus';
import { Logo } from '../logo';
import { AdminLink } from './admin-link';
import { NavBadge, navClass, type Badges } from './nav-badge';

interface GameSidebarProps {
  open: boolean;
  onClose: () => void;
  isAdmin: boolean;
  onLogout: () => void;
  onAdmin: () => void;
  badges?: Badges;
}

/** The mobile sidebar and its backdrop; shut, it is hidden from assistive technology and inert. */
export function GameSidebar({ open, onClose, isAdmin, onLogout, onAdmin, badges }: GameSidebarProps) {
  return (
    <>
      <div className={`sidebar-backdrop${open ? ' sidebar-backdrop--open' : ''}`} onClick={onClose} aria-hidden="true" />
      <aside
        id="game-sidebar"
        className={`sidebar${open ? ' sidebar--open' : ''}`}
        aria-label="Game menu"
        aria-hidden={!open}
        inert={!open}
      >
        <div className="sidebar__head">
          <Logo size={32} />
        </div>
        <ul className="sidebar__list">
          {SIDEBAR_MENU.map((entry) => (
            <li key={entry.href}>
              <NavLink end className={navClass} to={entry.href}>
                {entry.label}
                <NavBadge count={badges?.[entry.href]} label="unread" />
              </NavLink>
            </li>
          ))}
          {isAdmin && (
            <li>
              <AdminLink onAdmin={onAdmin} />
            </li>
          )}
        </ul>
        <button type="button" className="btn btn--ghost sidebar__logout" onClick={onLogout}>
          Logout
        </button>
      </aside>
    </>
  );
}

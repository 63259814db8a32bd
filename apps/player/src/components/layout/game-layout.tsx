import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { COMMUNITY_MENU, COMPANY_MENU, JOURNEY_MENU, MAIN_MENU, SIDEBAR_MENU } from '../../config/menus';
import { paths } from '../../config/paths';
import { useSwipeSidebar } from '../../hooks/use-swipe-sidebar';
import { Footer } from '../footer';
import { Logo } from '../logo';
import { RouteFallback } from '../spinner';
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
  badges?: Partial<Record<string, number>>;
}

function Badge({ count, label }: { count?: number; label: string }) {
  if (!count) return null;
  return (
    <span className="nav__badge" aria-label={`${count} ${label}`} data-testid="nav-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) => `nav__link${isActive ? ' nav__link--active' : ''}`;

type Badges = Partial<Record<string, number>>;

/** A top-bar entry that opens a list of places (COMPANY, COMMUNITY); its badge sums the badges of its places. */
function NavDropdown({ label, entries, badges }: { label: string; entries: { label: string; href: string }[]; badges?: Badges }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const location = useLocation();
  const active = entries.some((entry) => location.pathname === entry.href || location.pathname.startsWith(`${entry.href}/`));

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <li className="nav__item nav__dropdown" ref={ref}>
      <button
        type="button"
        className={`nav__link nav__toggle${active ? ' nav__link--active' : ''}`}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((o) => !o)}
      >
        {label} <Badge count={entries.reduce((sum, entry) => sum + (badges?.[entry.href] ?? 0), 0)} label="unread" />
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul className="nav__menu" role="menu">
          {entries.map((entry) => (
            <li key={entry.href} role="none">
              <NavLink role="menuitem" className={navClass} to={entry.href} onClick={() => setOpen(false)}>
                {entry.label}
                <Badge count={badges?.[entry.href]} label="unread" />
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The signed-in game frame: header, navigation, mobile sidebar, footer. */
export function GameLayout({ isAdmin, onLogout, onAdmin, children, badges }: GameLayoutProps) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const setOpen = useCallback((open: boolean) => setSidebarOpen(open), []);
  useSwipeSidebar(setOpen);
  const location = useLocation();

  useEffect(() => setSidebarOpen(false), [location.pathname]);

  const adminLink = (
    <a
      className="nav__link nav__link--admin"
      href={paths.admin.getHref()}
      onClick={(event) => {
        event.preventDefault();
        onAdmin();
      }}
    >
      ADMIN
    </a>
  );

  return (
    <div className="page page--game">
      <header className="topbar topbar--game">
        <button
          type="button"
          className="burger"
          aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={sidebarOpen}
          aria-controls="game-sidebar"
          onClick={() => setSidebarOpen((o) => !o)}
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
                  <Badge count={badges?.[entry.href]} label="unread" />
                </NavLink>
              </li>
            ))}
            <NavDropdown label="COMMUNITY" entries={COMMUNITY_MENU} badges={badges} />
            {isAdmin && <li className="nav__item">{adminLink}</li>}
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

      <div
        className={`sidebar-backdrop${sidebarOpen ? ' sidebar-backdrop--open' : ''}`}
        onClick={() => setSidebarOpen(false)}
        aria-hidden="true"
      />
      <aside
        id="game-sidebar"
        className={`sidebar${sidebarOpen ? ' sidebar--open' : ''}`}
        aria-label="Game menu"
        aria-hidden={!sidebarOpen}
        inert={!sidebarOpen}
      >
        <div className="sidebar__head">
          <Logo size={32} />
        </div>
        <ul className="sidebar__list">
          {SIDEBAR_MENU.map((entry) => (
            <li key={entry.href}>
              <NavLink end className={navClass} to={entry.href}>
                {entry.label}
                <Badge count={badges?.[entry.href]} label="unread" />
              </NavLink>
            </li>
          ))}
          {isAdmin && <li>{adminLink}</li>}
        </ul>
        <button type="button" className="btn btn--ghost sidebar__logout" onClick={onLogout}>
          Logout
        </button>
      </aside>

      <main className="page__main page__main--game">
        <Suspense fallback={<RouteFallback />}>{children ?? <Outlet />}</Suspense>
      </main>
      <Footer />
    </div>
  );
}

import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { COMPANY_MENU, MAIN_MENU, SIDEBAR_MENU } from '../../config/menus';
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

function CompanyMenu({ badges }: { badges?: Partial<Record<string, number>> }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const location = useLocation();
  const active = COMPANY_MENU.some((entry) => entry.href === location.pathname);

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
        COMPANY <Badge count={COMPANY_MENU.reduce((sum, entry) => sum + (badges?.[entry.href] ?? 0), 0)} label="unread" />
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul className="nav__menu" role="menu">
          {COMPANY_MENU.map((entry) => (
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
            <CompanyMenu badges={badges} />
            {MAIN_MENU.map((entry) => (
              <li key={entry.href} className="nav__item">
                <NavLink className={navClass} to={entry.href}>
                  {entry.label}
                  <Badge count={badges?.[entry.href]} label="unread" />
                </NavLink>
              </li>
            ))}
            {isAdmin && <li className="nav__item">{adminLink}</li>}
          </ul>
        </nav>
        <button type="button" className="btn btn--ghost btn--small topbar__logout" onClick={onLogout}>
          Logout
        </button>
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

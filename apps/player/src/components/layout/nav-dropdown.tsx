import { useCallback, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useDismiss } from '../../hooks/use-dismiss';
import { NavBadge, navClass, type Badges } from './nav-badge';

/** A top-bar entry that opens a list of places (COMPANY, COMMUNITY); its badge sums the badges of its places. */
export function NavDropdown({ label, entries, badges }: { label: string; entries: { label: string; href: string }[]; badges?: Badges }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const location = useLocation();
  const active = entries.some((entry) => location.pathname === entry.href || location.pathname.startsWith(`${entry.href}/`));

  return (
    <li className="nav__item nav__dropdown" ref={ref}>
      <button
        type="button"
        className={`nav__link nav__toggle${active ? ' nav__link--active' : ''}`}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((o) => !o)}
      >
        {label} <NavBadge count={entries.reduce((sum, entry) => sum + (badges?.[entry.href] ?? 0), 0)} label="unread" />
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul className="nav__menu" role="menu">
          {entries.map((entry) => (
            <li key={entry.href} role="none">
              <NavLink role="menuitem" className={navClass} to={entry.href} onClick={close}>
                {entry.label}
                <NavBadge count={badges?.[entry.href]} label="unread" />
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

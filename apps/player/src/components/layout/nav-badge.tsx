/** Counts shown on menu entries, by href. */
export type Badges = Partial<Record<string, number>>;

/** The class of a navigation link, marked while its page is shown. */
export const navClass = ({ isActive }: { isActive: boolean }) => `nav__link${isActive ? ' nav__link--active' : ''}`;

/** A count on a menu entry (99+ past 99); nothing at zero. */
export function NavBadge({ count, label }: { count?: number; label: string }) {
  if (!count) return null;
  return (
    <span className="nav__badge" aria-label={`${count} ${label}`} data-testid="nav-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}

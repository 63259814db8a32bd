import type { ReactNode } from 'react';
import './screen-header.css';

interface ScreenHeaderProps {
  /** Id of the h1, for the screen section's aria-labelledby. */
  titleId: string;
  /** The small line above the title. */
  eyebrow: ReactNode;
  title: ReactNode;
  /** The line under the title (omitted when empty). */
  tagline?: ReactNode;
  /** Right-hand side: a purse, a link, a button. */
  children?: ReactNode;
}

/** The header every game screen opens with: eyebrow, title, tagline and an optional aside. */
export function ScreenHeader({ titleId, eyebrow, title, tagline, children }: ScreenHeaderProps) {
  return (
    <header className="screen-head">
      <div className="screen-head__text">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id={titleId} className="section-title screen-head__title">
          {title}
        </h1>
        {tagline ? <p className="muted screen-head__tagline">{tagline}</p> : null}
      </div>
      {children}
    </header>
  );
}

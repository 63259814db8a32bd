import type { ReactNode } from 'react';

/** The one frame of every state of the page: a sigil, the title, what to say and where to go next. */
export function StatusPanel({
  tone,
  sigil,
  title,
  testId,
  busy = false,
  actions,
  children,
}: {
  tone: 'success' | 'error' | 'cancelled' | 'waiting';
  sigil: string;
  title: string;
  testId?: string;
  busy?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className={`panel pay-status pay-status--${tone}`}
      aria-labelledby="pay-title"
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      <div className="pay-status__sigil" aria-hidden="true">
        {sigil}
      </div>
      <h1 id="pay-title" className="section-title">
        {title}
      </h1>
      {children}
      {actions && <div className="pay-status__actions">{actions}</div>}
    </section>
  );
}

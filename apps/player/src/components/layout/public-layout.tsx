import { Suspense, type ReactNode } from 'react';
import { paths } from '../../config/paths';
import { AppLink } from '../app-link';
import { Footer } from '../footer';
import { Logo } from '../logo';
import { RouteFallback } from '../spinner';
import '../ui.css';
import './layout.css';

/** Frame of the signed-out pages and the pages both shells share. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="page page--public">
      <header className="topbar topbar--public">
        <AppLink to={paths.home.getHref()} className="topbar__brand" aria-label="Grimhunt home">
          <Logo />
        </AppLink>
      </header>
      <main className="page__main">
        <Suspense fallback={<RouteFallback />}>{children}</Suspense>
      </main>
      <Footer />
    </div>
  );
}

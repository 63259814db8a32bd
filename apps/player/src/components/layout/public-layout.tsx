import { Suspense, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Footer } from '../footer';
import { Logo } from '../logo';
import { RouteFallback } from '../spinner';
import '../ui.css';
import './layout.css';

/** Frame of the signed-out pages and the pages both shells share. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="page page--public">
      <header className="topbar topbar--public">
        <Link to={paths.home.getHref()} className="topbar__brand" aria-label="Grimhunt home">
          <Logo />
        </Link>
      </header>
      <main className="page__main">
        <Suspense fallback={<RouteFallback />}>{children ?? <Outlet />}</Suspense>
      </main>
      <Footer />
    </div>
  );
}

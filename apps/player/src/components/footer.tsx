import { APP_VERSION } from '@grimhunt/contracts';
import { paths } from '../config/paths';
import { AppLink } from './app-link';
import './footer.css';

export function Footer() {
  return (
    <footer className="site-footer">
      <AppLink to={paths.imprint.getHref()}>Imprint</AppLink>
      <span className="site-footer__sep" aria-hidden="true">
        ✦
      </span>
      <span className="site-footer__version">Version {APP_VERSION}</span>
    </footer>
  );
}

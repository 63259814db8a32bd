import { Link } from 'react-router-dom';
import { APP_VERSION } from '@grimhunt/contracts';
import { paths } from '../config/paths';
import './footer.css';

export function Footer() {
  return (
    <footer className="site-footer">
      <Link to={paths.imprint.getHref()}>Imprint</Link>
      <span className="site-footer__sep" aria-hidden="true">
        ✦
      </span>
      <span className="site-footer__version">Version {APP_VERSION}</span>
    </footer>
  );
}

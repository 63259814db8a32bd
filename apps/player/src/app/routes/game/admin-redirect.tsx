import { useEffect } from 'react';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { navigateTo } from '../../../lib/browser';

/** /admin: the back office is a separate app, so leave the player app with a full page load. */
export function AdminRedirectRoute() {
  useEffect(() => {
    navigateTo(paths.admin.getHref());
  }, []);
  return <Spinner label="Opening the back office..." />;
}

import { useState } from 'react';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '@grimhunt/contracts';
import { paths } from '../config/paths';
import { readCookie, writeCookie } from '../lib/cookies';
import { AppLink } from './app-link';
import './cookie-banner.css';

/** Cookie consent at the bottom: gtc_cookie for 150 days, hidden once chosen. */
export function CookieBanner() {
  const [choice, setChoice] = useState<string | null>(() => readCookie(COOKIE_CONSENT_NAME));
  if (choice !== null) return null;

  const choose = (value: 'true' | 'false') => {
    writeCookie(COOKIE_CONSENT_NAME, value, COOKIE_CONSENT_DAYS);
    setChoice(value);
  };

  return (
    <div className="cookie-banner" role="region" aria-label="Cookie consent">
      <p className="cookie-banner__text">
        We use cookies to remember your choices and to count visits. Read more in our{' '}
        <AppLink to={paths.imprint.getHref()}>privacy policy</AppLink>.
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => choose('false')}>
          Decline
        </button>
        <button type="button" className="btn btn--primary btn--small" onClick={() => choose('true')}>
          Accept
        </button>
      </div>
    </div>
  );
}

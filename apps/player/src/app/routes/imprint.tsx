import { useState } from 'react';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '@grimhunt/contracts';
import { AppLink } from '../../components/app-link';
import { paths } from '../../config/paths';
import { IMPRINT_NOT_CONFIGURED, imprintOperator } from '../../config/imprint';
import './imprint.css';

type Lang = 'en' | 'de';

/** Log and analytics retention of the privacy text. */
export const LOG_IP_RETENTION_DAYS = 7;
export const ANALYTICS_RETENTION_MONTHS = 26;

const TEXT = {
  en: {
    title: 'Imprint',
    operatorTitle: 'Operator',
    operator: 'Grimhunt is a browser game run by:',
    email: 'Email',
    contactTitle: 'Contact',
    contact: 'Questions about your account or a purchase: use the support contact in the premium shop or the community chat.',
    privacyTitle: 'Privacy policy',
    privacy: [
      'We store only what the game needs: your username, your email address, a hash of your password and your game progress.',
      `Server logs record the IP address of each request for security and abuse prevention. These logs are deleted after ${LOG_IP_RETENTION_DAYS} days.`,
      `Aggregated usage statistics (analytics) are kept for ${ANALYTICS_RETENTION_MONTHS} months and then deleted.`,
      `Your sign-in token is kept in your browser's local storage until you log out. The cookie "${COOKIE_CONSENT_NAME}" remembers your cookie choice for ${COOKIE_CONSENT_DAYS} days.`,
      'Payments are processed by the payment provider; we receive only the order status, never your card or wallet details.',
      'You may ask for access to, correction or deletion of your data at any time through the contact above.',
    ],
    back: 'Go Back Home',
  },
  de: {
    title: 'Impressum',
    operatorTitle: 'Betreiber',
    operator: 'Grimhunt ist ein Browserspiel von:',
    email: 'E-Mail',
    contactTitle: 'Kontakt',
    contact: 'Fragen zu deinem Konto oder einem Kauf: nutze den Support-Kontakt im Premium-Shop oder den Community-Chat.',
    privacyTitle: 'Datenschutzerklärung',
    privacy: [
      'Wir speichern nur, was das Spiel braucht: deinen Benutzernamen, deine E-Mail-Adresse, einen Hash deines Passworts und deinen Spielfortschritt.',
      `Server-Logs speichern die IP-Adresse jeder Anfrage zur Sicherheit und Missbrauchsabwehr. Diese Logs werden nach ${LOG_IP_RETENTION_DAYS} Tagen gelöscht.`,
      `Zusammengefasste Nutzungsstatistiken (Analytics) werden ${ANALYTICS_RETENTION_MONTHS} Monate aufbewahrt und dann gelöscht.`,
      `Dein Anmelde-Token liegt bis zum Abmelden im lokalen Speicher deines Browsers. Das Cookie „${COOKIE_CONSENT_NAME}" merkt sich deine Cookie-Auswahl für ${COOKIE_CONSENT_DAYS} Tage.`,
      'Zahlungen wickelt der Zahlungsanbieter ab; wir erhalten nur den Status der Bestellung, nie deine Karten- oder Wallet-Daten.',
      'Du kannst jederzeit über den oben genannten Kontakt Auskunft, Berichtigung oder Löschung deiner Daten verlangen.',
    ],
    back: 'Zurück zur Startseite',
  },
} as const;

/** /imprint: imprint and privacy policy in English and German. */
export function ImprintRoute() {
  const [lang, setLang] = useState<Lang>('en');
  const t = TEXT[lang];
  const operator = imprintOperator();
  return (
    <article className="panel imprint" lang={lang} aria-labelledby="imprint-title">
      <div className="imprint__langs" role="group" aria-label="Language">
        <button
          type="button"
          className={`chip${lang === 'en' ? ' chip--active' : ''}`}
          aria-pressed={lang === 'en'}
          onClick={() => setLang('en')}
        >
          EN
        </button>
        <button
          type="button"
          className={`chip${lang === 'de' ? ' chip--active' : ''}`}
          aria-pressed={lang === 'de'}
          onClick={() => setLang('de')}
        >
          DE
        </button>
      </div>
      <h1 id="imprint-title" className="section-title">
        {t.title}
      </h1>
      <h2 className="imprint__heading">{t.operatorTitle}</h2>
      {operator ? (
        <>
          <p>{t.operator}</p>
          <address className="imprint__operator" data-testid="imprint-operator">
            <strong>{operator.name}</strong>
            {operator.addressLines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
            <br />
            {t.email}: <a href={`mailto:${operator.email}`}>{operator.email}</a>
          </address>
        </>
      ) : (
        <p className="alert alert--error" data-testid="imprint-operator">
          {IMPRINT_NOT_CONFIGURED}
        </p>
      )}
      <h2 className="imprint__heading">{t.contactTitle}</h2>
      <p>{t.contact}</p>
      <h2 className="imprint__heading" id="privacy">
        {t.privacyTitle}
      </h2>
      <ul className="imprint__list">
        {t.privacy.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <AppLink className="btn btn--ghost" to={paths.home.getHref()}>
        {t.back}
      </AppLink>
    </article>
  );
}

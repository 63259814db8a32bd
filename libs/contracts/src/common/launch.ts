/** Launch dates of the landing page, Europe/Berlin summer time. */
export const LAUNCH_AT = '2024-07-01T11:00:00+02:00';
export const REGISTRATION_OPENS_AT = '2024-06-24T11:00:00+02:00';
export const COOKIE_CONSENT_NAME = 'gtc_cookie';
export const COOKIE_CONSENT_DAYS = 150;

// The only file that reads `import.meta.env` (Jest maps `*/config/env` to testing/env.mock.ts).

/** Value of the application key header. */
export const APP_KEY: string = import.meta.env.VITE_APP_KEY || 'grimhunt-web';

/** Community chat invite. Empty: the landing page says the link follows. */
export const COMMUNITY_CHAT_URL: string = import.meta.env.VITE_COMMUNITY_CHAT_URL || '';

/** Social links as `Label|https://...` pairs separated by commas, e.g. `YouTube|https://...,Reddit|https://...`. */
export const SOCIAL_LINKS_RAW: string = import.meta.env.VITE_SOCIAL_LINKS || '';

/** Imprint operator (a German imprint needs name, postal address and contact). Empty: the imprint says so. */
export const IMPRINT_NAME: string = import.meta.env.VITE_IMPRINT_NAME || '';
/** Postal address; `|` or a newline separates lines, e.g. `Gruftweg 13|12345 Nebelheim|Germany`. */
export const IMPRINT_ADDRESS: string = import.meta.env.VITE_IMPRINT_ADDRESS || '';
export const IMPRINT_EMAIL: string = import.meta.env.VITE_IMPRINT_EMAIL || '';

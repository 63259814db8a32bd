/**
 * Routes are defined once, in the contracts of the context that serves them: HUNT_ROUTES, ECONOMY_ROUTES
 * and CLIENT_USER_ROUTES, MAIL_ROUTES, PAYMENT_ROUTES, USER_ROUTES, CATALOGUE_ROUTES (with its NEWS_, IMAGE_ and
 * SETTING_ROUTES), MAX_STAT_ROUTES, HUNT_CHALLENGE_ROUTES. Paths are relative to the `/api` prefix; the spec's casings
 * are contract (`huntrefactored`, `Game/quickhunt`, `ClientTravel/getregions`, ...). Here: what belongs to no context.
 */
export const API_PREFIX = 'api';

export const SYSTEM_ROUTES = {
  version: 'version',
  health: 'health',
  docs: 'docs',
} as const;

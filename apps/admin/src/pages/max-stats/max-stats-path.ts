/** The max stats page: a route without a navigation link. */
export const MAX_STATS_PATH = '/maxstats';

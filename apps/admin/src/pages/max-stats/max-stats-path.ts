/** The max stats page: a route without a navigation link (spec admin §2). */
export const MAX_STATS_PATH = '/maxstats';

/**
 * Every query key root of the player app, in one place. The `queryOptions` functions build their keys from these,
 * and invalidations name the same roots, so a key is never spelled twice (docs/extending.md "A call").
 */
export const queryKeys = {
  me: ['me'],
  huntStatus: ['hunt', 'status'],
  huntResult: ['hunt', 'result'],
  huntScene: ['hunt', 'scene'],
  journal: ['journal'],
  mission: ['mission'],
  inventory: ['inventory'],
  equipment: ['equipment'],
  exhibition: ['exhibition'],
  shop: ['shop'],
  grimoire: ['grimoire'],
  regions: ['travel', 'regions'],
  grounds: ['travel', 'grounds'],
  mail: ['mail'],
  recipientSearch: ['recipient-search'],
  payments: ['payments'],
  subscription: ['premium', 'subscription'],
  packages: ['premium', 'packages'],
  news: ['news', 'latest'],
  glossaryStats: ['glossary', 'stats'],
  ladder: ['ladder'],
  /** Everything the odds screens read (odds, advisor, tally, journal history, what-if): stale after a hunt, a travel or a gear change. */
  odds: ['odds'],
  huntOdds: ['odds', 'hunt'],
  setupAdvice: ['odds', 'advisor'],
  ghostTally: ['odds', 'tally'],
  journalHistory: ['odds', 'history'],
  whatIf: ['odds', 'what-if'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Every query key root of the player app, in one place. The `queryOptions` functions build their keys from these,
 * and invalidations name the same roots, so a key is never spelled twice (docs/extending.md "A call").
 */
export const queryKeys = {
  me: ['me'],
  huntStatus: ['hunt', 'status'],
  huntResult: ['hunt', 'result'],
  huntScene: ['hunt', 'scene'],
  /** The friends the player's last sounded hunt took along (kept from the answer for home). */
  huntParty: ['hunt', 'party'],
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
  /** Everything the market screen reads (search, books, my orders): stale after any order is placed or cancelled. */
  market: ['market'],
  marketSearch: ['market', 'search'],
  marketBook: ['market', 'book'],
  marketOrders: ['market', 'orders'],
  recipientSearch: ['recipient-search'],
  payments: ['payments'],
  subscription: ['premium', 'subscription'],
  packages: ['premium', 'packages'],
  news: ['news', 'latest'],
  glossaryStats: ['glossary', 'stats'],
  ladder: ['ladder'],
  friends: ['social', 'friends'],
  gifts: ['social', 'gifts'],
  /** My séance maps, invitations and scrolls; one map is `[...seanceMaps, mapId]`, so both go stale together. */
  seanceMaps: ['social', 'maps'],
  /** Everything about covens (search, the player's own, one coven, its board and applications): stale after any coven action. */
  covens: ['covens'],
  myCoven: ['covens', 'mine'],
  coven: ['covens', 'one'],
  covenSearch: ['covens', 'search'],
  covenBoard: ['covens', 'board'],
  covenApplications: ['covens', 'applications'],
  tournaments: ['tournaments'],
  scoreboard: ['tournaments', 'scoreboard'],
  tokenShop: ['tournaments', 'shop'],
  mirrorNights: ['mirror-nights'],
  mirrorNightVerify: ['mirror-nights-verify'],
  /** Everything the odds screens read (odds, tally, journal history, what-if): stale after a hunt, a travel or a gear change. */
  odds: ['odds'],
  huntOdds: ['odds', 'hunt'],
  /**
   * The advisor's search (the server's costliest read) stands apart from the odds: only a gear, setup or ground change
   * alters its answer, so a hunt does not make it stale (a hunt that uses up the bait at work is the one exception,
   * caught up by its one-minute staleTime).
   */
  setupAdvice: ['setup-advice'],
  ghostTally: ['odds', 'tally'],
  journalHistory: ['odds', 'history'],
  whatIf: ['odds', 'what-if'],
} as const satisfies Record<string, readonly string[]>;

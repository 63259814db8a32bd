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
} as const satisfies Record<string, readonly string[]>;

/** Loads the demo content pack into an empty catalogue. */
export interface DemoContentSeeder {
  /** False (and nothing written) when the catalogue already holds records. */
  seedIfEmpty(): Promise<boolean>;
}
export const DEMO_CONTENT_SEEDER = Symbol('DEMO_CONTENT_SEEDER');

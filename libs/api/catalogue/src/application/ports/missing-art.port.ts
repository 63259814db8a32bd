/** Draws a picture for every catalogue record that has none (run after the content is loaded). */
export interface MissingArtGenerator {
  /** Returns how many pictures were made. Never throws: art is a nicety, not a reason to stop the server. */
  generateMissing(): Promise<number>;
}
export const MISSING_ART = Symbol('MISSING_ART');

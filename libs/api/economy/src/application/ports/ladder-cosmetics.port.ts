/** The cosmetics a player shows on the ladder (token shop keys), owned by the covens context. */
export interface LadderCosmetics {
  frameKey: string | null;
  titleKey: string | null;
}

/**
 * The equipped frames and titles of the ladder's rows. The port is economy's (the ladder lives here), the adapter
 * the covens context's (it owns the token shop): covens depends on economy, never the other way. No default: an app
 * without a provider does not start.
 */
export interface LadderCosmeticsSource {
  /** The equipped cosmetics of these players in one statement (players without any may be left out). */
  cosmeticsOf(userIds: string[]): Promise<Map<string, LadderCosmetics>>;
}
export const LADDER_COSMETICS_PORT = Symbol('LADDER_COSMETICS_PORT');

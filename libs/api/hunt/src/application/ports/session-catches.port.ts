import { Tx } from '@grimhunt/api-kernel';

/** The ghosts one hunt session caught, as its commit writes them (every hunt kind: manual, quick, chrono, coffin, auto). */
export interface SessionCatches {
  userId: string;
  name: string;
  /** One id per catch, in the order the session caught them. */
  enemyIds: string[];
  /** Database time of the session (ms). */
  at: number;
}

/** Work another context does in the hunt's transaction with the catches of a player it marked on the hunter row. */
export interface SessionCatchListener {
  onSessionCatches(tx: Tx, catches: SessionCatches): Promise<void>;
}

/**
 * The hunt's port for the catches of players on a séance map, inside the transaction that commits them; the social
 * context provides it. `HuntWriter` calls it only for a hunt request that caught something and whose hunter row
 * counts open séance maps, so a hunt of a player on no map sends no statement for it.
 */
export const SESSION_CATCHES_PORT = Symbol('SESSION_CATCHES_PORT');

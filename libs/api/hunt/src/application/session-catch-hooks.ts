import { Injectable } from '@nestjs/common';
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
 * Catches of players on a séance map, inside the transaction that commits them. `HuntSessions.commit` calls the
 * listeners only for a session that caught something and whose hunter row counts open séance maps, so a hunt of a
 * player on no map sends no statement for it. Register from the module's `onModuleInit`.
 */
@Injectable()
export class SessionCatchHooks {
  private readonly listeners: SessionCatchListener[] = [];

  register(listener: SessionCatchListener): void {
    this.listeners.push(listener);
  }

  get active(): boolean {
    return this.listeners.length > 0;
  }

  async caught(tx: Tx, catches: SessionCatches): Promise<void> {
    for (const listener of this.listeners) await listener.onSessionCatches(tx, catches);
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { afterCommit, Tx } from '@grimhunt/api-kernel';
import { SessionCatches, SessionCatchListener } from '@grimhunt/api-hunt';
import { SettleSeanceMapsHandler } from './commands/settle-seance-maps/settle-seance-maps.handler';
import { SEANCE_MAP_STORE, SeanceMapStore } from './ports/seance-map.store.port';

/**
 * The hunt hands over the catches of a player on a séance map (every hunt kind, in the hunt's transaction): one
 * statement marks the map ghosts among them and notifies the other members. A catch that finished a map has its chests
 * paid right after the hunt commits (the timer and the player's map list pay it otherwise).
 */
@Injectable()
export class SeanceCatches implements SessionCatchListener {
  private readonly logger = new Logger('SeanceMaps');

  constructor(
    @Inject(SEANCE_MAP_STORE) private readonly store: SeanceMapStore,
    private readonly settle: SettleSeanceMapsHandler,
  ) {}

  async onSessionCatches(tx: Tx, catches: SessionCatches): Promise<void> {
    const marked = await this.store.markCatches(tx, { userId: catches.userId, name: catches.name }, catches.enemyIds, new Date(catches.at));
    const finished = [...new Set(marked.filter((m) => m.completed).map((m) => m.mapId))];
    if (finished.length > 0)
      afterCommit(tx, () => {
        this.settle.settleMaps(finished).catch((error) => this.logger.warn(`séance chests wait for the timer: ${String(error)}`));
      });
  }
}

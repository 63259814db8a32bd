import { Inject, Injectable } from '@nestjs/common';
import { SEANCE_LEDGER_REASONS } from '@grimhunt/contracts';
import { CLOCK, Clock, Rng, RNG, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { HoldingMovement, HoldingsFacade, PlayerLock } from '@grimhunt/api-economy';
import { SeanceHuntFacade } from '@grimhunt/api-hunt';
import { chestOf, GhostLoot, mapState } from '../../../domain/seance-map';
import { SEANCE_MAP_STORE, SeanceMapStore } from '../../ports/seance-map.store.port';

/** Maps settled per run at most; the next run goes on. */
export const SETTLE_BATCH = 200;

/**
 * Pays the chests of maps that are due: a finished map pays each member who caught at least one of its ghosts a chest
 * (the owner one roll more), a map past its 7 days unfinished pays those members the consolation chest. One map per
 * transaction, in the lock order of every player mutation: the members' user rows first (id order), then the map row,
 * which is settled only while `settled_at` is empty. Any number of processes may run this at once: each map pays once.
 * The members' open-map counts on their hunter rows drop by one.
 */
@Injectable()
export class SettleSeanceMapsHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RNG) private readonly rng: Rng,
    @Inject(SEANCE_MAP_STORE) private readonly store: SeanceMapStore,
    private readonly players: PlayerLock,
    private readonly holdings: HoldingsFacade,
    private readonly catalogue: CatalogueFacade,
    private readonly hunt: SeanceHuntFacade,
  ) {}

  /** Settles due maps (only this player's when `userId` is given); answers how many this call paid. */
  async execute(userId?: string): Promise<number> {
    const now = this.clock.now();
    let settled = 0;
    let after: string | undefined;
    for (let i = 0; i < SETTLE_BATCH; i++) {
      const id = await this.store.nextDue(now, userId, after);
      if (!id) break;
      if (await this.settle(id, now)) settled++;
      after = id;
    }
    return settled;
  }

  /** Settles these maps when due (after the hunt that finished them commits). */
  async settleMaps(mapIds: string[]): Promise<void> {
    const now = this.clock.now();
    for (const id of mapIds) await this.settle(id, now);
  }

  private async settle(mapId: string, now: Date): Promise<boolean> {
    const snapshot = await this.catalogue.snapshot();
    return this.uow.run(async (tx) => {
      // Membership of a due map no longer changes (join and leave refuse it), so the members read here are the ones
      // whose rows are locked before the map row.
      const members = await this.store.members(mapId, tx);
      const locked = await this.players.lockAll(
        tx,
        members.map((m) => m.userId),
      );
      const map = await this.store.lockMap(tx, mapId);
      if (!map || mapState(map, now) !== 'due') return false;
      const kind = map.completedAt ? 'complete' : 'consolation';
      if (!(await this.store.markSettled(tx, map.id, kind, now))) return false;
      const ghosts = await this.store.ghosts(map.id, tx);
      const loot: GhostLoot[][] = ghosts.map((g) =>
        (snapshot.get('enemy', g.enemyId)?.loot ?? [])
          .filter((l) => !!snapshot.get('item', l.itemId))
          .map((l) => ({ itemId: l.itemId, amountMax: l.amountMax })),
      );
      const catchers = new Set(ghosts.flatMap((g) => (g.caughtBy ? [g.caughtBy] : [])));
      const reason = kind === 'complete' ? SEANCE_LEDGER_REASONS.chest : SEANCE_LEDGER_REASONS.consolation;
      for (const member of [...locked.values()].sort((a, b) => a.id.localeCompare(b.id))) {
        if (!catchers.has(member.id)) continue;
        const chest = chestOf(map.tier, kind, member.id === map.ownerId, loot, this.rng);
        const movements: HoldingMovement[] = [
          { currency: 'gold', delta: chest.gold, reason, reference: map.id },
          ...chest.items.map((item) => ({ itemId: item.itemId, delta: item.amount, reason, reference: map.id })),
        ];
        await this.holdings.apply(tx, member, movements, snapshot);
      }
      await this.hunt.adjustOpenMaps(
        tx,
        members.map((m) => m.userId),
        -1,
      );
      return true;
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { afterCommit, METRICS, PgNotification, together, Tx } from '@grimhunt/api-kernel';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { EquipOrder, HoldingsFacade, LockedPlayer, PlayerMovements } from '@grimhunt/api-economy';
import { fallbackBait } from '../../domain/hunt-setup';
import { HunterEffect } from '../../domain/hunter.entity';
import { HuntCatalogue } from '../hunt-catalogue';
import { planWrites } from '../hunt-writes/plan-writes';
import { HUNTER_REPOSITORY, HunterRepository, HuntWrites } from '../ports/hunter.repository.port';
import { SESSION_CATCHES_PORT, SessionCatchListener } from '../ports/session-catches.port';
import { HuntContext } from './hunt-context';
import { ReplayContexts } from './replay-contexts';

/** One player's rows of a request, held back to be written with other players' (a hunting party's friends). */
export interface PlayerRows {
  player: LockedPlayer;
  xp: number;
  holdings: PlayerMovements | null;
  writes: HuntWrites;
}

/**
 * The hunt's last step: writes a request's effects (after the context's own `moved` and pending rows) with
 * `planWrites`: the replay contexts first (each on its own), every currency and item movement through one
 * `HoldingsFacade.apply`, the hunt's own rows in one statement, the séance map catches, then the xp (identity).
 * The hunts' metrics are counted after the commit.
 */
@Injectable()
export class HuntWriter {
  constructor(
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    private readonly holdings: HoldingsFacade,
    @Inject(PLAYER_DIRECTORY) private readonly directory: PlayerDirectory,
    @Inject(SESSION_CATCHES_PORT) private readonly mapCatches: SessionCatchListener,
    private readonly replays: ReplayContexts,
  ) {}

  /** Writes one player's request. */
  async write(tx: Tx, context: HuntContext, effects: readonly HunterEffect[]): Promise<void> {
    const rows = await this.rowsOf(tx, context, effects);
    if (!rows) return;
    // Issued together (one round trip on a pipelined connection), in this order on the connection. A shortfall the
    // holdings statement reports throws once its answer is read; the statements behind it ran in the same transaction,
    // which then rolls back with them.
    // The xp last: the rows written before it reference the user row, and their foreign-key checks lock it for key
    // share. While it is only locked (FOR UPDATE, by the loader's lock) those checks find the stronger lock and write
    // nothing; after an update of the row each would lock the new version (a WAL record each, and a multixact).
    await together([
      rows.holdings && this.holdings.apply(tx, rows.player, rows.holdings.movements, context.catalogue.snapshot, rows.holdings.equip),
      this.hunters.write(tx, rows.player.id, rows.writes),
      this.markSeanceCatches(tx, context, rows),
      rows.xp > 0 && this.directory.addXp(tx, rows.player.id, rows.xp),
    ]);
  }

  /**
   * One player's request held back (null: nothing to write): its replay contexts and séance map catches are written
   * now, its holdings, hunt rows and xp with the other players' by `writeTogether`.
   */
  async holdBack(tx: Tx, context: HuntContext, effects: readonly HunterEffect[]): Promise<PlayerRows | null> {
    const rows = await this.rowsOf(tx, context, effects);
    if (rows) await this.markSeanceCatches(tx, context, rows);
    return rows;
  }

  /**
   * One player's request written together with other players' held-back rows and the notifications of their hunts (a
   * hunting party's sounder after its friends): with neither, `write`; otherwise the request is held back and written
   * last in `writeTogether`.
   */
  async writeWith(
    tx: Tx,
    context: HuntContext,
    effects: readonly HunterEffect[],
    others: readonly PlayerRows[],
    notifications: readonly PgNotification[] = [],
  ): Promise<void> {
    if (others.length === 0 && notifications.length === 0) return this.write(tx, context, effects);
    const own = await this.holdBack(tx, context, effects);
    await this.writeTogether(tx, own ? [...others, own] : others, context.catalogue, notifications);
  }

  /**
   * Players' held-back rows: everybody's holdings in one statement, hunt rows in one (which also sends
   * `notifications`, delivered when the transaction commits), then xp in one.
   */
  async writeTogether(
    tx: Tx,
    all: readonly PlayerRows[],
    catalogue: HuntCatalogue,
    notifications: readonly PgNotification[] = [],
  ): Promise<void> {
    const holdings = all.flatMap((rows) => (rows.holdings ? [rows.holdings] : []));
    // Issued together, in this order (see `write`).
    await together([
      holdings.length > 0 && this.holdings.applyMany(tx, holdings, catalogue.snapshot),
      this.hunters.writeMany(
        tx,
        all.map((rows) => ({ userId: rows.player.id, writes: rows.writes })),
        notifications,
      ),
      this.directory.addXpMany(
        tx,
        all.filter((rows) => rows.xp > 0).map((rows) => ({ userId: rows.player.id, delta: rows.xp })),
      ),
    ]);
  }

  private async rowsOf(tx: Tx, context: HuntContext, effects: readonly HunterEffect[]): Promise<PlayerRows | null> {
    const { pending, player } = context;
    for (const { kind, result } of pending.hunted) afterCommit(tx, () => METRICS.hunts.inc({ kind, result }));
    const rowChanges = {
      requests: pending.requests,
      challenge: pending.challenge,
      seedPlanUsed: pending.seedPlanUsed,
      party: pending.party,
    };
    const plan = planWrites([...pending.moved, ...effects], rowChanges, context.hunter.state);
    if (!plan) return null;
    for (const [id, c] of pending.replayContexts) await this.replays.store(id, c.catalogueVersion, c.context);
    // A hunt that moved nothing (five empty rounds) still equips the fallback bait it hunted with.
    const equip = baitOrders(context);
    const holdings = plan.movements.length > 0 || equip.length > 0 ? { player, movements: plan.movements, equip } : null;
    return { player, xp: plan.xp, holdings, writes: plan.writes };
  }

  /** A player on a séance map: the map ghosts among the catches are marked in this transaction (one statement). */
  private async markSeanceCatches(tx: Tx, context: HuntContext, rows: PlayerRows): Promise<void> {
    if (!context.seanceMaps || rows.writes.catches.length === 0) return;
    const { player } = context;
    await this.mapCatches.onSessionCatches(tx, {
      userId: player.id,
      name: player.name,
      enemyIds: rows.writes.catches,
      at: context.hunter.now,
    });
  }
}

/**
 * The bait the request equips with its movements: the fallback it hunted with (the slot was empty), and when the bait
 * at work ran out in the request, the next owned bait the ground accepts (`fallbackBait`). The statement equips an
 * order only while the item is still owned after the movements, in place of any other bait of the active setup (one
 * that is not at work: its subscription lapsed, or an admin hid it), so a setup never holds two baits.
 */
function baitOrders(context: HuntContext): EquipOrder[] {
  const { loadout, hunter, catalogue } = context;
  const replaces = catalogue.baitItemIds();
  const orders: EquipOrder[] = loadout.fallbackBaitId ? [{ itemId: loadout.fallbackBaitId, replaces }] : [];
  const bait = hunter.setup.baitItemId;
  if (bait && hunter.setup.baitAmount <= 0) {
    const ground = catalogue.engineGround(hunter.state.huntingGroundId);
    const amountOf = (id: string) => (id === bait ? 0 : (loadout.spareBaitAmounts.get(id) ?? 0));
    const next = fallbackBait(loadout.spareBait, amountOf, ground, bait);
    if (next) orders.push({ itemId: next.id, replaces });
  }
  return orders;
}

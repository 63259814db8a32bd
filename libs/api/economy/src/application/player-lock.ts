import { Inject, Injectable, Optional } from '@nestjs/common';
import { confirmSession, NotFoundError, PendingSession, SESSION_VALIDATOR, SessionValidator, Tx } from '@grimhunt/api-kernel';
import { PLAYER_DIRECTORY, PlayerAccountView, PlayerDirectory } from '@grimhunt/api-identity';

declare const LOCKED: unique symbol;

/**
 * A player whose user row this transaction holds `FOR UPDATE`. Only `PlayerLock.lock` makes one, and the economy's
 * set-based writes (`HoldingsFacade.apply`) require one: so wallet and inventory rows are always changed after the
 * user row was locked (lock order user -> wallet -> inventory), held by the types, not by comments.
 */
export type LockedPlayer = PlayerAccountView & { readonly [LOCKED]: true };

/** A view of a user row this transaction just locked. */
const held = (view: PlayerAccountView): LockedPlayer => view as LockedPlayer;

/** Takes the user row `FOR UPDATE`: the first lock of every economy mutation (user -> wallet -> inventory). */
@Injectable()
export class PlayerLock {
  constructor(
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    @Optional() @Inject(SESSION_VALIDATOR) private readonly sessions?: SessionValidator,
  ) {}

  /**
   * `session`: the caller's session when the guard left it to this lock (`@SessionAtLock()` routes); it is confirmed
   * on the row just locked, and a refusal (401, 403) ends the transaction before anything else is read or written.
   */
  async lock(tx: Tx, userId: string, session?: PendingSession): Promise<LockedPlayer> {
    const player = await this.players.lockForUpdate(tx, userId);
    // Decided first: a session refused here (a deleted account included) answers 401 or 403, never the 404 below.
    const role = session ? confirmSession(session, player) : null;
    if (!player) throw new NotFoundError('This account no longer exists', 'ECONOMY.NOT_FOUND');
    if (session) this.sessions?.remember(userId, role, player.tokenVersion);
    return held(player);
  }

  /**
   * Operations on several players (mail, gifts, market fills): locks every user row `FOR UPDATE` in id order, in one
   * statement, so two operations on the same players cannot deadlock. Missing (deleted) accounts are absent.
   */
  async lockAll(tx: Tx, userIds: readonly (string | null)[]): Promise<Map<string, LockedPlayer>> {
    const ids = [...new Set(userIds.filter((id): id is string => !!id))].sort();
    if (ids.length === 1) {
      const player = await this.players.lockForUpdate(tx, ids[0]);
      return new Map(player ? [[player.id, held(player)]] : []);
    }
    const players = await this.players.lockAllForUpdate(tx, ids);
    return new Map(players.map((p) => [p.id, p as LockedPlayer]));
  }

  /**
   * Locks the user rows of these players that no other transaction holds (`SKIP LOCKED`, one statement): never waits,
   * so it cannot deadlock whatever the caller already holds. Banned, not activated and missing accounts are absent.
   */
  async tryLockAll(tx: Tx, userIds: readonly string[]): Promise<Map<string, LockedPlayer>> {
    const players = await this.players.tryLockForUpdate(tx, [...new Set(userIds)]);
    return new Map(players.map((p) => [p.id, p as LockedPlayer]));
  }
}

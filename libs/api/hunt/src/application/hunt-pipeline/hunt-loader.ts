import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { CLOCK, Clock, RATE_LIMIT_MESSAGE, RATE_LIMITS_ENABLED, RateLimitedError, together, Tx } from '@grimhunt/api-kernel';
import { LockedPlayer, PlayerLock } from '@grimhunt/api-economy';
import { HuntChallengeState } from '@grimhunt/api-puzzle';
import { countHuntRequest, HuntRequestCounter } from '../../domain/hunt-requests';
import { HuntLoadout } from '../../domain/hunt-setup';
import { Hunter } from '../../domain/hunter.entity';
import { HuntCatalogue } from '../hunt-catalogue';
import { LoadoutReader } from '../loadout.reader';
import { HUNTER_REPOSITORY, HunterRepository, HuntWrites, LockedHunter, NewHunter } from '../ports/hunter.repository.port';
import { groundOf, HuntAdmission, HuntContext, newHunterAt, RequestArrival, rulesOf } from './hunt-context';

/** A context, or the refusal of the admission (its writes, if any, already made: commit the transaction, then throw). */
export type Admitted = { context: HuntContext; refusal?: undefined } | { context?: undefined; refusal: Error };

const NO_WRITES: HuntWrites = { state: null, journal: [], catches: [], missions: [], rankRewards: [], autoHours: [] };

/**
 * The hunt's first step: locks and loads the player once (user row lock, hunter row with its mission, rank rewards,
 * request counter and puzzle state, items at work with their amounts: three statements, the catalogue from the
 * in-memory snapshot), checks the admission, and hands back an immutable hunt context.
 */
@Injectable()
export class HuntLoader {
  constructor(
    private readonly players: PlayerLock,
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    private readonly loadouts: LoadoutReader,
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() @Inject(RATE_LIMITS_ENABLED) private readonly rateLimitsEnabled: boolean = true,
  ) {}

  /** What a new hunter row starts with: the starting ground; auto-hunts from the current hour on. */
  newHunter(catalogue: HuntCatalogue): NewHunter {
    return newHunterAt(catalogue, this.clock.now().getTime());
  }

  /** Lock order: the user row (economy's PlayerLock), then the hunter row; wallet and inventory in the writer. */
  async open(tx: Tx, userId: string, catalogue: HuntCatalogue, arrived?: RequestArrival): Promise<HuntContext> {
    const admitted = await this.admit(tx, userId, catalogue, {}, arrived);
    if (admitted.refusal) throw admitted.refusal;
    return admitted.context;
  }

  /**
   * Like `open`, checking `admission` on the rows the lock statement read, before the engine runs (first the caller's
   * session, when the guard left it to this lock; a refused session throws, and the transaction rolls back): a refused
   * request costs the three reads (user lock, hunter lock, items at work) and at most one write (5-6 statements with
   * BEGIN and COMMIT, in 3 round trips on a pipelined connection).
   */
  async admit(tx: Tx, userId: string, catalogue: HuntCatalogue, admission: HuntAdmission, arrived?: RequestArrival): Promise<Admitted> {
    // The three reads are issued together (one round trip on a pipelined connection), in lock order: the user row, the
    // hunter row, then the items at work (not locked). A refused request reads the items for nothing; that costs less
    // than a round trip of its own for every request that is admitted.
    const [player, locked, atWork] = await together([
      this.players.lock(tx, userId, admission.session),
      this.hunters.lockForHunt(tx, userId, this.newHunter(catalogue)),
      this.loadouts.atWork(userId, catalogue, tx),
    ]);
    const arrivedAt = arrived ? locked.now - Math.max(0, Math.round(performance.now() - arrived.monotonicMs)) : locked.now;
    let requests: HuntRequestCounter | null = null;
    if (admission.rateLimit && this.rateLimitsEnabled !== false) {
      const rule = admission.rateLimit;
      const decision = countHuntRequest(locked.requests, locked.now, rule.limit, rule.windowSeconds * 1000);
      // Past the limit: refused and not counted, nothing written.
      if (!decision.allowed)
        return { refusal: new RateLimitedError(rule.message ?? RATE_LIMIT_MESSAGE, Math.max(1, Math.ceil(decision.retryAfterMs / 1000))) };
      requests = decision.counter;
    }
    let challenge: HuntChallengeState | null = null;
    if (admission.challenge) {
      const gate = admission.challenge(locked.challenge, locked.now);
      challenge = gate.write;
      if (gate.refusal) {
        if (requests || challenge) {
          await this.hunters.write(tx, player.id, { ...NO_WRITES, state: requests ? locked.hunter : null, requests, challenge });
        }
        return { refusal: gate.refusal };
      }
    }
    const loadout = this.loadouts.onGround(atWork, catalogue, groundOf(locked, catalogue));
    return { context: contextOf(player, locked, catalogue, loadout, { arrivedAt, requests, challenge }) };
  }
}

/**
 * The context of rows this transaction already locked (the user row, then the hunter row with `lockForHunt` or
 * `lockParty`) and of the items at work `loadout` (read on the ground `groundOf(locked)`): builds the aggregate, and
 * sends the hunter back to the start when their ground was hidden or deleted.
 */
export function contextOf(
  player: LockedPlayer,
  locked: LockedHunter,
  catalogue: HuntCatalogue,
  loadout: HuntLoadout,
  admitted: { arrivedAt: number; requests: HuntRequestCounter | null; challenge: HuntChallengeState | null } = {
    arrivedAt: locked.now,
    requests: null,
    challenge: null,
  },
): HuntContext {
  const loaded = new Hunter(
    locked.hunter,
    player.xp,
    loadout.setup,
    loadout.chronoMaxCharges,
    locked.now,
    locked.mission,
    locked.claimedRankIds,
    rulesOf(catalogue),
    randomUUID,
  );
  const moved = catalogue.isOpen(catalogue.ground(loaded.state.huntingGroundId))
    ? { hunter: loaded, effects: [] }
    : loaded.moveTo(catalogue.startingGround()?.id ?? null);
  return {
    player,
    hunter: moved.hunter,
    catalogue,
    loadout,
    arrivedAt: admitted.arrivedAt,
    seedPlan: locked.seedPlan,
    seanceMaps: locked.seanceMaps,
    party: { possible: locked.partyPossible, takenAlong: locked.takenAlong, lastActiveAt: locked.lastActiveAt },
    pending: {
      moved: moved.effects,
      requests: admitted.requests,
      challenge: admitted.challenge,
      seedPlanUsed: null,
      party: null,
      replayContexts: new Map(),
      hunted: [],
    },
  };
}

import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { AUTO_HUNT_PERIOD_MS, CHRONO_RECHARGE_MS, isHuntSuccess } from '@grimhunt/contracts';
import {
  afterCommit,
  CLOCK,
  Clock,
  METRICS,
  RATE_LIMIT_MESSAGE,
  RATE_LIMITS_ENABLED,
  RateLimitedError,
  RateLimitRule,
  Rng,
  RNG,
  Tx,
} from '@grimhunt/api-kernel';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { EquipOrder, HoldingsFacade, LockedPlayer, PlayerLock, PlayerMovements } from '@grimhunt/api-economy';
import { hourOf } from '../domain/auto-hunt';
import { HuntChallengeState } from '@grimhunt/api-puzzle';
import { countHuntRequest, HuntRequestCounter } from '../domain/hunt-requests';
import { resolveHunt } from '../domain/hunt-engine';
import { digestOf, HuntReplayRecord, ReplayContext } from '../domain/hunt-replay';
import { fallbackBait, HuntLoadout } from '../domain/hunt-setup';
import { GroundDef, HuntKind, HuntOutcome } from '../domain/hunt.types';
import { Hunter, HunterEffect, HunterRules } from '../domain/hunter.entity';
import { JournalEntry } from '../domain/journal-entry';
import { TakenAlongRecord } from '../domain/hunting-party';
import { plannedSeed, SeedPlan } from '../domain/seed-plan';
import { HuntCatalogue } from './hunt-catalogue';
import { planWrites } from './hunt-writes/plan-writes';
import { LoadoutReader } from './loadout.reader';
import { MissionService } from './mission.service';
import { HUNTER_REPOSITORY, HunterRepository, HuntWrites, LockedHunter, NewHunter } from './ports/hunter.repository.port';
import { SESSION_CATCHES_PORT, SessionCatchListener } from './ports/session-catches.port';

/** One player's hunt inside one transaction that holds the player's locks (user row, then hunter row). */
export interface HuntSession {
  tx: Tx;
  player: LockedPlayer;
  hunter: Hunter;
  catalogue: HuntCatalogue;
  loadout: HuntLoadout;
  /** What loading changed (the hunter back to the start when their ground was closed): the first effects to write. */
  readonly moved: readonly HunterEffect[];
  /** Replay contexts the session's hunts read, by id. */
  contexts: Map<string, { catalogueVersion: string; context: ReplayContext }>;
  /**
   * The request's arrival in database time: the lock time minus how long the request waited for its connection and
   * the player's locks (measured on this process's monotonic clock). The 2-second repeat is measured from it.
   */
  arrivedAt: number;
  /** The admission's writes (request counter, puzzle state), stored with the hunt's rows by `commit`. */
  admission: { requests: HuntRequestCounter | null; challenge: HuntChallengeState | null };
  /** The seed plan of an event the player entered (its `used` counts this session's planned hunts too). */
  seedPlan?: SeedPlan | null;
  /** Set when a hunt of the session took a planned seed: `commit` writes the plan's new count with the hunter row. */
  seedPlanChanged?: boolean;
  /** The hunting party's columns as locked, and what `commit` writes of them with the hunter row. */
  party: HuntSessionParty;
  /**
   * When set, `commit` leaves the holdings movements, the hunt's own rows and the xp here instead of writing them: the
   * caller writes them (a party's friends, all together: one statement each for everybody's holdings, hunt rows, xp).
   */
  deferred?: { xp: number; writes: HuntWrites[]; holdings: PlayerMovements[] };
  /** Open séance maps the player is on (hunter row): `commit` hands the catches to the social context when > 0. */
  seanceMaps?: number;
}

/** The hunter row's party columns in a session (see PartyHuntRunner). */
export interface HuntSessionParty {
  possible: boolean;
  takenAlong: TakenAlongRecord | null;
  lastActiveAt: number;
  write: { possible?: boolean; takenAlong?: TakenAlongRecord } | null;
}

/** When a request arrived, on this process's monotonic clock (`performance.now()` at the handler's start). */
export interface RequestArrival {
  monotonicMs: number;
}

export const arrivedNow = (): RequestArrival => ({ monotonicMs: performance.now() });

/**
 * What a hunt route checks before the engine runs, inside the hunt's own transaction (no statement of its own):
 * the per-player request limit (counted in the hunter row) and, for manual hunts, the picture puzzle.
 */
export interface HuntAdmission {
  rateLimit?: RateLimitRule;
  /** The puzzle's decision on the stored state at the database time (PuzzleFacade.gate). */
  challenge?: (state: HuntChallengeState | null, now: number) => { write: HuntChallengeState | null; refusal: Error | null };
}

/** A session, or the refusal of the admission (its writes, if any, already made: commit the transaction, then throw). */
export type AdmittedSession = { session: HuntSession; refusal?: undefined } | { session?: undefined; refusal: Error };

/** A hunt's engine run and, when it sounded, the journal entry it wrote and the aggregate's effects to write. */
export interface SessionHunt {
  outcome: HuntOutcome;
  effects: HunterEffect[];
  entry: JournalEntry | null;
  /** Entries written with it: rank-ups and a mission reward. */
  extra: JournalEntry[];
}

const NO_WRITES: HuntWrites = { state: null, journal: [], catches: [], missions: [], rankRewards: [], autoHours: [] };

/** The hunter row a player gets on first use at `now` (ms): the starting ground, auto-hunts counted from the hour before. */
export function newHunterAt(catalogue: HuntCatalogue, now: number): NewHunter {
  return { huntingGroundId: catalogue.startingGround()?.id ?? null, lastAutoHour: hourOf(now, AUTO_HUNT_PERIOD_MS) - 1 };
}

/** A whole number seed from the injected RNG (stored with the journal entry). */
export function freshSeed(rng: Rng): number {
  return Math.floor(rng.next() * 0x1_0000_0000) >>> 0;
}

/**
 * The imperative shell around the `Hunter` aggregate: `open` loads the player once (user row lock,
 * hunter row with its mission and rank rewards, items at work with their amounts: three statements, the catalogue
 * from the in-memory snapshot), `hunt` runs the engine and collects the aggregate's effects, `commit` writes them:
 * xp through identity, every currency and item movement through one `HoldingsFacade.apply`, the hunt's own rows
 * in one statement. Regular, quick, chrono, coffin and auto-hunts all take this path.
 */
@Injectable()
export class HuntSessions {
  /** Replay contexts stored (or being stored) by this process, by id: each is written once, outside the hunts. */
  private readonly storedContexts = new Map<string, Promise<void>>();
  private readonly contexts = new Map<string, { id: string; context: ReplayContext }>();

  constructor(
    private readonly players: PlayerLock,
    @Inject(PLAYER_DIRECTORY) private readonly directory: PlayerDirectory,
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    private readonly holdings: HoldingsFacade,
    private readonly missions: MissionService,
    private readonly loadouts: LoadoutReader,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RNG) private readonly rng: Rng,
    @Optional() @Inject(RATE_LIMITS_ENABLED) private readonly rateLimitsEnabled: boolean = true,
    @Inject(SESSION_CATCHES_PORT) private readonly mapCatches: SessionCatchListener,
  ) {}

  /** What a new hunter row starts with: the starting ground; auto-hunts from the current hour on. */
  newHunter(catalogue: HuntCatalogue): NewHunter {
    return newHunterAt(catalogue, this.clock.now().getTime());
  }

  /** Lock order: the user row (economy's PlayerLock), then the hunter row; wallet and inventory in `commit`. */
  async open(tx: Tx, userId: string, catalogue: HuntCatalogue, arrived?: RequestArrival): Promise<HuntSession> {
    const admitted = await this.admit(tx, userId, catalogue, {}, arrived);
    if (admitted.refusal) throw admitted.refusal;
    return admitted.session;
  }

  /**
   * Like `open`, checking `admission` on the rows the lock statement read, before the items are read or the engine
   * runs: a refused request costs the user lock, the hunter lock and at most one write (3-5 statements).
   */
  async admit(
    tx: Tx,
    userId: string,
    catalogue: HuntCatalogue,
    admission: HuntAdmission,
    arrived?: RequestArrival,
  ): Promise<AdmittedSession> {
    const player = await this.players.lock(tx, userId);
    const locked = await this.hunters.lockForHunt(tx, player.id, this.newHunter(catalogue));
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
    return { session: await this.sessionOf(tx, player, locked, catalogue, arrivedAt, { requests, challenge }) };
  }

  /**
   * A session on rows this transaction already locked (the user row, then the hunter row with `lockForHunt` or
   * `lockParty`): reads the items at work (one statement; none when `loadout` was read already, on the ground
   * `groundOf(locked)`) and builds the aggregate.
   */
  async sessionOf(
    tx: Tx,
    player: LockedPlayer,
    locked: LockedHunter,
    catalogue: HuntCatalogue,
    arrivedAt: number = locked.now,
    admission: HuntSession['admission'] = { requests: null, challenge: null },
    loadout?: HuntLoadout,
  ): Promise<HuntSession> {
    loadout ??= await this.loadouts.read(player.id, catalogue, tx, groundOf(locked, catalogue));
    const hunter = new Hunter(
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
    // The ground was hidden or deleted: back to the start.
    const moved = catalogue.isOpen(catalogue.ground(hunter.state.huntingGroundId))
      ? []
      : hunter.moveTo(catalogue.startingGround()?.id ?? null);
    return {
      tx,
      player,
      hunter,
      catalogue,
      loadout,
      moved,
      contexts: new Map(),
      arrivedAt,
      admission,
      seedPlan: locked.seedPlan,
      seanceMaps: locked.seanceMaps,
      party: { possible: locked.partyPossible, takenAlong: locked.takenAlong, lastActiveAt: locked.lastActiveAt, write: null },
    };
  }

  /**
   * The request hunted nothing (a repeat answered from the stored answer, or a hunt the engine refused: cooldown, no
   * bait, no chrono charge): the picture puzzle does not count it. The request counter (rate limit) still does.
   */
  notHunted(session: HuntSession): void {
    session.admission = { ...session.admission, challenge: null };
  }

  /** Runs the engine at `at`: a sounded hunt's effects come back to be written (a refused one has none). */
  hunt(session: HuntSession, kind: HuntKind, at: number, journalType: number, autoHour?: number): SessionHunt {
    const { hunter, catalogue } = session;
    const ground = catalogue.engineGround(hunter.state.huntingGroundId);
    // An entrant of a running event takes the event's next seed; everybody else a fresh one.
    const planned = plannedSeed(session.seedPlan, at, kind);
    const input = {
      kind,
      now: at,
      seed: planned ? planned.seed : freshSeed(this.rng),
      player: hunter.playerState,
      setup: { ...hunter.setup },
      ground,
      enemies: catalogue.enemies(),
    };
    const outcome = resolveHunt(input);
    afterCommit(session.tx, () => METRICS.hunts.inc({ kind, result: outcome.huntResult }));
    if (!outcome.sounded) return { outcome, effects: [], entry: null, extra: [] };
    if (planned && session.seedPlan) {
      session.seedPlan = { ...session.seedPlan, used: planned.index + 1 };
      session.seedPlanChanged = true;
    }
    if (isHuntSuccess(outcome.huntResult) && catalogue.enemy(outcome.enemyId) && hunter.needsMission(at)) {
      const mission = this.missions.plan(catalogue, hunter.state.huntingGroundId, at, hunter.latestMission);
      if (mission) hunter.startMission(mission);
    }
    const context = this.contextOf(catalogue, ground);
    session.contexts.set(context.id, { catalogueVersion: catalogue.snapshot.version, context: context.context });
    const replay: HuntReplayRecord = {
      v: 1,
      kind,
      now: at,
      seed: input.seed,
      player: input.player,
      setup: input.setup,
      groundId: ground.id,
      catalogueVersion: catalogue.snapshot.version,
      contextId: context.id,
      outcome: digestOf(outcome),
      ...(planned ? { plan: { id: planned.id, index: planned.index } } : {}),
    };
    const effects = hunter.applyOutcome(outcome, at, { type: journalType, journalId: randomUUID(), replay, autoHour });
    const entries = effects.flatMap((e) => (e.type === 'journal' ? [e.entry] : []));
    return { outcome, effects, entry: entries[0] ?? null, extra: entries.slice(1) };
  }

  /**
   * Writes a request's effects (after the session's own `moved`, once): movements (one economy call), the hunt's rows
   * (one statement), xp (identity).
   */
  async commit(session: HuntSession, effects: readonly HunterEffect[]): Promise<void> {
    const { tx, player, admission } = session;
    const plan = planWrites(
      [...session.moved, ...effects],
      {
        requests: admission.requests,
        challenge: admission.challenge,
        seedPlanUsed: session.seedPlanChanged && session.seedPlan ? session.seedPlan.used : null,
        party: session.party.write,
      },
      session.hunter.state,
    );
    if (!plan) return;
    const { xp, movements, writes } = plan;
    session.seedPlanChanged = false;
    session.party.write = null;
    session.admission = { requests: null, challenge: null };
    for (const [id, c] of session.contexts) await this.storeContext(id, c.catalogueVersion, c.context);
    session.contexts.clear();
    // A hunt that moved nothing (five empty rounds) still equips the fallback bait it hunted with.
    const orders = baitOrders(session);
    if (movements.length > 0 || orders.length > 0) {
      if (session.deferred) session.deferred.holdings.push({ player, movements, equip: orders });
      else await this.holdings.apply(tx, player, movements, session.catalogue.snapshot, orders);
    }
    if (session.deferred) session.deferred.writes.push(writes);
    else await this.hunters.write(tx, player.id, writes);
    // A player on a séance map: the map ghosts among the catches are marked in this transaction (one statement).
    if (session.seanceMaps && writes.catches.length > 0)
      await this.mapCatches.onSessionCatches(tx, {
        userId: player.id,
        name: player.name,
        enemyIds: writes.catches,
        at: session.hunter.now,
      });
    // The xp last: the rows written above reference the user row, and their foreign-key checks lock it for key share.
    // While it is only locked (FOR UPDATE, by the session's lock) those checks find the stronger lock and write
    // nothing; after an update of the row each would lock the new version (a WAL record each, and a multixact).
    if (session.deferred) session.deferred.xp += xp;
    else if (xp > 0) await this.directory.addXp(tx, player.id, xp);
  }

  /**
   * The replay context row, committed on its own before the hunt that refers to it (one statement per content per
   * process; concurrent hunts wait for the same write). Written inside the hunt's transaction instead, every hunt
   * after a catalogue change would wait for the previous one's commit on the row's key.
   */
  private storeContext(id: string, catalogueVersion: string, context: ReplayContext): Promise<void> {
    let stored = this.storedContexts.get(id);
    if (!stored) {
      if (this.storedContexts.size > 10_000) this.storedContexts.clear();
      stored = this.hunters.storeContext(id, catalogueVersion, context).catch((error) => {
        this.storedContexts.delete(id);
        throw error;
      });
      this.storedContexts.set(id, stored);
    }
    return stored;
  }

  /** The ground and enemy definitions the engine reads on a ground, content-addressed (cached per catalogue version). */
  private contextOf(catalogue: HuntCatalogue, ground: GroundDef): { id: string; context: ReplayContext } {
    const key = `${catalogue.snapshot.version}:${ground.id}`;
    let found = this.contexts.get(key);
    if (!found) {
      const context: ReplayContext = { ground, enemies: [...catalogue.enemies().values()].sort((a, b) => a.id.localeCompare(b.id)) };
      const id = createHash('sha256').update(JSON.stringify(context)).digest('hex');
      found = { id, context };
      if (this.contexts.size > 256) this.contexts.clear();
      this.contexts.set(key, found);
    }
    return found;
  }
}

/**
 * The bait the session equips with its movements: the fallback it hunted with (the slot was empty), and when the bait
 * at work ran out in the session, the next owned bait the ground accepts (`fallbackBait`). The statement equips an
 * order only while the item is still owned after the movements, in place of any other bait of the active setup (one
 * that is not at work: its subscription lapsed, or an admin hid it), so a setup never holds two baits.
 */
function baitOrders(session: HuntSession): EquipOrder[] {
  const { loadout, hunter, catalogue } = session;
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

/** Where a locked hunter's hunt takes place: their ground, or the start when it was hidden or deleted. */
export function groundOf(locked: LockedHunter, catalogue: HuntCatalogue): string | null {
  return catalogue.isOpen(catalogue.ground(locked.hunter.huntingGroundId))
    ? locked.hunter.huntingGroundId
    : (catalogue.startingGround()?.id ?? null);
}

/** The aggregate's view of the catalogue snapshot. */
export function rulesOf(catalogue: HuntCatalogue): HunterRules {
  return {
    enemyName: (id) => catalogue.enemy(id)?.name ?? null,
    knowsCurrency: (name) => !!catalogue.snapshot.byShortName('currency', name),
    knowsItem: (id) => !!catalogue.item(id),
    ranks: () =>
      catalogue.ranks().map((r) => ({
        id: r.id,
        name: r.name,
        xp: r.xp,
        rewardItemIds: [...r.rewardItemIds, ...(r.rewardItemId ? [r.rewardItemId] : [])],
      })),
    missionsEnabled: () => catalogue.missionsEnabled(),
    chronoRechargeMs: CHRONO_RECHARGE_MS,
  };
}

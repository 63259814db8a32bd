import { AUTO_HUNT_PERIOD_MS, CHRONO_RECHARGE_MS } from '@grimhunt/contracts';
import { PendingSession, RateLimitRule, Rng } from '@grimhunt/api-kernel';
import { LockedPlayer } from '@grimhunt/api-economy';
import { hourOf } from '../../domain/auto-hunt';
import { HuntChallengeState } from '@grimhunt/api-puzzle';
import { HuntRequestCounter } from '../../domain/hunt-requests';
import { ReplayContext } from '../../domain/hunt-replay';
import { HuntLoadout } from '../../domain/hunt-setup';
import { HuntKind, HuntOutcome } from '../../domain/hunt.types';
import { Hunter, HunterEffect, HunterRules } from '../../domain/hunter.entity';
import { TakenAlongRecord } from '../../domain/hunting-party';
import { JournalEntry } from '../../domain/journal-entry';
import { SeedPlan } from '../../domain/seed-plan';
import { HuntCatalogue } from '../hunt-catalogue';
import { LockedHunter, NewHunter } from '../ports/hunter.repository.port';

/**
 * One player's hunt inside one transaction that holds the player's locks (user row, then hunter row), as the loader
 * made it. Immutable: a hunt step hands back the next context; the writer writes what `pending` and the hunts'
 * effects say.
 */
export interface HuntContext {
  readonly player: LockedPlayer;
  readonly hunter: Hunter;
  readonly catalogue: HuntCatalogue;
  readonly loadout: HuntLoadout;
  /**
   * The request's arrival in database time: the lock time minus how long the request waited for its connection and
   * the player's locks (measured on this process's monotonic clock). The 2-second repeat is measured from it.
   */
  readonly arrivedAt: number;
  /** The seed plan of an event the player entered (its `used` counts this request's planned hunts too). */
  readonly seedPlan: SeedPlan | null;
  /** Open séance maps the player is on (hunter row): the writer hands the catches to the social context when > 0. */
  readonly seanceMaps: number;
  /** The hunting party's columns as locked. */
  readonly party: { readonly possible: boolean; readonly takenAlong: TakenAlongRecord | null; readonly lastActiveAt: number };
  readonly pending: PendingRows;
}

/** What the request writes besides the hunts' effects (with the hunter row), and what it records after its commit. */
export interface PendingRows {
  /** What loading changed (the hunter back to the start when their ground was closed): the first effects to write. */
  readonly moved: readonly HunterEffect[];
  /** The admission's writes: the request counter (rate limit) and the picture puzzle's state. */
  readonly requests: HuntRequestCounter | null;
  readonly challenge: HuntChallengeState | null;
  /** The seed plan's new count, when a hunt took a planned seed. */
  readonly seedPlanUsed: number | null;
  /** The party columns to write, when they changed. */
  readonly party: { possible?: boolean; takenAlong?: TakenAlongRecord } | null;
  /** The replay contexts the hunts read (stored before the hunts' rows), by id. */
  readonly replayContexts: ReadonlyMap<string, { catalogueVersion: string; context: ReplayContext }>;
  /** The hunts the engine ran, for the metrics counted after the commit. */
  readonly hunted: readonly { kind: HuntKind; result: string }[];
}

/** A hunt's engine run and, when it sounded, the journal entry it wrote and the aggregate's effects to write. */
export interface HuntRun {
  outcome: HuntOutcome;
  effects: HunterEffect[];
  entry: JournalEntry | null;
  /** Entries written with it: rank-ups and a mission reward. */
  extra: JournalEntry[];
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
  /** The caller's session, when the guard left it to the hunt's user row lock (`@SessionAtLock()` routes). */
  session?: PendingSession;
  rateLimit?: RateLimitRule;
  /** The puzzle's decision on the stored state at the database time (PuzzleFacade.gate). */
  challenge?: (state: HuntChallengeState | null, now: number) => { write: HuntChallengeState | null; refusal: Error | null };
}

/**
 * The request hunted nothing (a repeat answered from the stored answer, or a hunt the engine refused: cooldown, no
 * bait, no chrono charge): the picture puzzle does not count it. The request counter (rate limit) still does.
 */
export function notHunted(context: HuntContext): HuntContext {
  return { ...context, pending: { ...context.pending, challenge: null } };
}

/** The context with `hunter` in its place (after a change of the aggregate outside a hunt: a remembered answer, a bonus). */
export function withHunter(context: HuntContext, hunter: Hunter): HuntContext {
  return hunter === context.hunter ? context : { ...context, hunter };
}

/** The hunter row a player gets on first use at `now` (ms): the starting ground, auto-hunts counted from the hour before. */
export function newHunterAt(catalogue: HuntCatalogue, now: number): NewHunter {
  return { huntingGroundId: catalogue.startingGround()?.id ?? null, lastAutoHour: hourOf(now, AUTO_HUNT_PERIOD_MS) - 1 };
}

/** A whole number seed from the injected RNG (stored with the journal entry). */
export function freshSeed(rng: Rng): number {
  return Math.floor(rng.next() * 0x1_0000_0000) >>> 0;
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

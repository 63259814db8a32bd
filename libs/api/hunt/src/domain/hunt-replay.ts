import { resolveHunt } from './hunt-engine';
import { EnemyDef, GroundDef, HuntInput, HuntKind, HuntOutcome, PlayerState, SetupDef } from './hunt.types';

/**
 * What the engine read for one hunt, stored with its journal entry so the hunt can be replayed later, whatever the
 * catalogue or the player's gear became: the seed, the kind, the moment, the player's timers, the whole setup the
 * engine summed (item ids and stats), the ground's id, the catalogue version, and the id of the stored context (the
 * ground's tables and every enemy definition the engine could meet; content-addressed, stored once).
 */
export interface HuntReplayRecord {
  v: 1;
  kind: HuntKind;
  now: number;
  seed: number;
  player: PlayerState;
  setup: SetupDef;
  groundId: string;
  catalogueVersion: string;
  contextId: string;
  /** The outcome the engine gave, as compared by a replay. */
  outcome: ReplayDigest;
  /** The seed plan the seed came from, and its place in the plan (absent for a fresh seed). */
  plan?: { id: string; index: number };
}

/** The ground and enemies the engine read (an engine input, frozen). */
export interface ReplayContext {
  ground: GroundDef;
  enemies: EnemyDef[];
}

/** The parts of an outcome a replay compares: everything the engine decided (the replay route answers it as is). */
export interface ReplayDigest {
  huntResult: string;
  sounded: boolean;
  rounds: number;
  enemyId: string | null;
  encounter: string | null;
  xp: number;
  currencies: { name: string; value: number }[];
  loot: { itemId: string; amount: number }[];
  procs: Record<string, boolean>;
  baitUsed: number;
  consumed: { itemId: string; amount: number }[];
  chronoChargesDelta: number;
  nextAllowedHuntAt: number;
}

export function digestOf(outcome: HuntOutcome): ReplayDigest {
  return {
    huntResult: outcome.huntResult,
    sounded: outcome.sounded,
    rounds: outcome.rounds,
    enemyId: outcome.enemyId,
    encounter: outcome.encounter,
    xp: outcome.xp,
    currencies: outcome.currencies.map((c) => ({ name: c.name, value: c.value })),
    loot: outcome.loot.map((l) => ({ itemId: l.itemId, amount: l.amount })),
    procs: Object.fromEntries(
      Object.keys(outcome.procs)
        .sort()
        .map((k) => [k, outcome.procs[k as keyof HuntOutcome['procs']]]),
    ),
    baitUsed: outcome.baitUsed,
    consumed: (outcome.consumed ?? []).map((c) => ({ itemId: c.itemId, amount: c.amount })),
    chronoChargesDelta: outcome.chronoChargesDelta,
    nextAllowedHuntAt: outcome.nextAllowedHuntAt,
  };
}

/** Key-order independent equality of two digests (they round-trip through jsonb, which reorders keys). */
export function sameDigest(a: ReplayDigest, b: ReplayDigest): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The engine's input rebuilt from a stored record and its context. */
export function replayInput(record: HuntReplayRecord, context: ReplayContext): HuntInput {
  return {
    kind: record.kind,
    now: record.now,
    seed: record.seed,
    player: record.player,
    setup: record.setup,
    ground: context.ground,
    enemies: new Map(context.enemies.map((e) => [e.id, e])),
  };
}

/** A recorded hunt and the same hunt re-run with another setup: same ghost, same round, same seed. */
export interface WhatIf {
  recorded: HuntOutcome;
  replayed: HuntOutcome;
}

/**
 * Re-runs a recorded hunt with another setup (a what-if): the engine first replays the record to learn its
 * encounter, then runs again with `setup`, meeting the same ghost in the same round. The catch, procs and loot draw
 * from the same seed's own streams, so only what the setup changes (the catch chance, bonuses, bait) can differ. The
 * timers are the record's and passed then, so they do not refuse the re-run; the bait does (a setup without bait, or
 * without the ground's special bait, could not have hunted). Null when the recorded hunt met no ghost.
 */
export function whatIf(record: HuntReplayRecord, context: ReplayContext, setup: SetupDef): WhatIf | null {
  const input = replayInput(record, context);
  const recorded = resolveHunt(input);
  if (!recorded.enemyId || !recorded.encounter) return null;
  const replayed = resolveHunt({
    ...input,
    player: { nextAllowedHuntAt: 0, chronoCharges: Math.max(1, record.player.chronoCharges) },
    setup: { ...setup, hasChronoCrystal: setup.hasChronoCrystal || record.kind === 'chrono' },
    encounter: { enemyId: recorded.enemyId, via: recorded.encounter, rounds: recorded.rounds },
  });
  return { recorded, replayed };
}

import type { HuntReplayOutcomeDto } from '@grimhunt/contracts';
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
}

/** The ground and enemies the engine read (an engine input, frozen). */
export interface ReplayContext {
  ground: GroundDef;
  enemies: EnemyDef[];
}

/** The parts of an outcome a replay compares: everything the engine decided (the shape the replay route answers). */
export type ReplayDigest = HuntReplayOutcomeDto;

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

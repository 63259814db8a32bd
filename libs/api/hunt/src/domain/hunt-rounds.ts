import type { HuntStrategyName } from '@grimhunt/contracts';
import { strategyOf } from './catalogue-defs';
import { CatchDecision, HuntOutcome } from './hunt.types';

/** One of a hunt's rounds: empty, or the ghost met in it and how it came. */
export interface HuntRound {
  /** 1..5. */
  round: number;
  /** The ghost met in this round (name from the catalogue, 'a ghost' when it is gone); null: an empty round. */
  enemy: { id: string; name: string } | null;
  /** How the ghost came; null for an empty round. */
  strategy: HuntStrategyName | null;
}

/** The catch numbers a player can check: the engine's catch log with the whole chance named `chanceBp`. */
export interface HuntCatch {
  power: number;
  scareFactor: number;
  monster: boolean;
  regularBp: number;
  mysticBp: number;
  chanceBp: number;
  decidedBy: CatchDecision;
}

/**
 * The rounds of a hunt as its answer tells them (docs/hunt-api.md "Rounds and catch"), from the engine's outcome:
 * the engine stops at the first ghost, so rounds 1..n-1 were empty and round n holds the ghost, if one came.
 * A refused hunt has no rounds; NoGhost has five empty ones.
 */
export function huntRounds(outcome: Pick<HuntOutcome, 'rounds' | 'enemyId' | 'encounter'>, enemyName: string | null): HuntRound[] {
  const rounds: HuntRound[] = [];
  for (let round = 1; round <= outcome.rounds; round++) {
    const met = round === outcome.rounds && outcome.enemyId !== null;
    rounds.push(
      met
        ? {
            round,
            enemy: { id: outcome.enemyId!, name: enemyName ?? 'a ghost' },
            strategy: strategyOf(outcome.encounter).name as HuntStrategyName,
          }
        : { round, enemy: null, strategy: null },
    );
  }
  return rounds;
}

/** The catch numbers of a hunt's answer; null when no ghost came or the hunt was refused. */
export function huntCatch(outcome: Pick<HuntOutcome, 'catch'>): HuntCatch | null {
  const c = outcome.catch;
  if (!c) return null;
  return {
    power: c.power,
    scareFactor: c.scareFactor,
    monster: c.monster,
    regularBp: c.regularBp,
    mysticBp: c.mysticBp,
    chanceBp: c.bp,
    decidedBy: c.decidedBy,
  };
}

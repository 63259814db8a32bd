import { HoldingMovement } from '@grimhunt/api-economy';
import { HuntChallengeState } from '@grimhunt/api-puzzle';
import { HuntRequestCounter } from '../../domain/hunt-requests';
import { HunterEffect, HunterState } from '../../domain/hunter.entity';
import { TakenAlongRecord } from '../../domain/hunting-party';
import { HuntWrites } from '../ports/hunter.repository.port';

/** What a player's request changed besides the aggregate's effects, written with the hunter row. */
export interface RowChanges {
  /** The admission's writes: the request counter (rate limit) and the picture puzzle's state. */
  requests: HuntRequestCounter | null;
  challenge: HuntChallengeState | null;
  /** The seed plan's new count when a hunt took a planned seed. */
  seedPlanUsed: number | null;
  /** The hunting party's columns, when they changed. */
  party: { possible?: boolean; takenAlong?: TakenAlongRecord } | null;
}

export const NO_ROW_CHANGES: RowChanges = { requests: null, challenge: null, seedPlanUsed: null, party: null };

/** A request's writes: xp (identity), every currency and item movement (economy), the hunt's own rows (one statement). */
export interface WritePlan {
  xp: number;
  movements: HoldingMovement[];
  writes: HuntWrites;
}

/**
 * The writes of a player's effects, in the order they happened, and of the row changes. The hunter row is written
 * when an effect changed it or when a column stored with it changed (`state`: the aggregate's state after the
 * request). A mission written twice is written once, new when it was new at either time. Null: nothing to write.
 */
export function planWrites(effects: readonly HunterEffect[], rows: RowChanges, state: HunterState): WritePlan | null {
  if (effects.length === 0 && !rows.requests && !rows.challenge && rows.seedPlanUsed === null && !rows.party) return null;
  let xp = 0;
  const movements: HoldingMovement[] = [];
  const writes: HuntWrites = { state: null, journal: [], catches: [], missions: [], rankRewards: [], autoHours: [] };
  const missions = new Map<string, HuntWrites['missions'][number]>();
  for (const e of effects) {
    switch (e.type) {
      case 'xp':
        xp += e.amount;
        break;
      case 'currency':
        movements.push({ currency: e.name, delta: e.delta, reason: e.reason, reference: e.reference });
        break;
      case 'item':
        movements.push({ itemId: e.itemId, delta: e.delta, reason: e.reason, reference: e.reference, consume: e.consume });
        break;
      case 'catch':
        writes.catches.push(e.enemyId);
        break;
      case 'mission':
        missions.set(e.mission.id, { mission: e.mission, isNew: e.isNew || !!missions.get(e.mission.id)?.isNew });
        break;
      case 'rankReward':
        writes.rankRewards.push({ rankId: e.rankId, at: e.at });
        break;
      case 'autoHour':
        writes.autoHours.push({ hour: e.hour, journalId: e.journalId });
        break;
      case 'journal':
        writes.journal.push(e.entry);
        break;
      case 'state':
        writes.state = e.state;
        break;
    }
  }
  writes.missions = [...missions.values()];
  if (rows.requests) {
    writes.requests = rows.requests;
    writes.state ??= state;
  }
  writes.challenge = rows.challenge;
  if (rows.seedPlanUsed !== null) {
    writes.seedPlanUsed = rows.seedPlanUsed;
    writes.state ??= state;
  }
  if (rows.party) {
    writes.partyPossible = rows.party.possible ?? null;
    writes.takenAlong = rows.party.takenAlong ?? null;
    writes.state ??= state;
  }
  return { xp, movements, writes };
}

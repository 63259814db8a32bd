import { LockedPlayer } from '@grimhunt/api-economy';
import { HuntLoadout } from '../../domain/hunt-setup';
import { setup } from '../../domain/testing/engine-fixtures';
import { HuntCatalogue } from '../hunt-catalogue';
import { LockedHunter } from '../ports/hunter.repository.port';
import { contextOf } from './hunt-loader';

const NOW = 1_000_000;
const open = new Set(['start', 'moor']);
/** The part of the catalogue loading reads: whether a ground is open, the starting ground, the rules' lookups. */
const catalogue = {
  ground: (id: string | null) => (id ? { id } : undefined),
  isOpen: (ground: { id: string } | undefined) => !!ground && open.has(ground.id),
  startingGround: () => ({ id: 'start' }),
  enemy: () => undefined,
  item: () => undefined,
  ranks: () => [],
  missionsEnabled: () => false,
  snapshot: { byShortName: () => undefined },
} as unknown as HuntCatalogue;
const player = { id: 'u', name: 'Ada', xp: 12 } as LockedPlayer;
const loadout = { setup: setup(), chronoMaxCharges: 2 } as HuntLoadout;

function locked(groundId: string): LockedHunter {
  return {
    hunter: {
      userId: 'u',
      huntingGroundId: groundId,
      nextHuntAt: 0,
      chrono: { charges: 1, rechargeAt: null },
      lastAutoHour: 0,
      lastAnswer: null,
      lastAnswerKind: null,
      lastAnswerAt: null,
    },
    now: NOW,
    mission: null,
    claimedRankIds: [],
    requests: { windowStart: 0, count: 0 },
    challenge: null,
    seedPlan: null,
    partyPossible: true,
    takenAlong: null,
    lastActiveAt: 5,
    seanceMaps: 1,
  };
}

describe('contextOf: the hunt context of the rows the loader locked', () => {
  it('builds the hunter on its ground, with nothing pending', () => {
    const context = contextOf(player, locked('moor'), catalogue, loadout);
    expect(context.hunter.state.huntingGroundId).toBe('moor');
    expect([context.hunter.xp, context.hunter.now, context.arrivedAt]).toEqual([12, NOW, NOW]);
    expect(context.party).toEqual({ possible: true, takenAlong: null, lastActiveAt: 5 });
    expect(context.seanceMaps).toBe(1);
    expect(context.pending).toMatchObject({ moved: [], requests: null, challenge: null, seedPlanUsed: null, party: null, hunted: [] });
  });

  it('sends a hunter whose ground was hidden or deleted back to the start, a change the writer writes first', () => {
    const context = contextOf(player, locked('closed'), catalogue, loadout, {
      arrivedAt: NOW - 30,
      requests: { windowStart: NOW, count: 1 },
      challenge: null,
    });
    expect(context.hunter.state.huntingGroundId).toBe('start');
    expect(context.pending.moved).toEqual([{ type: 'state', state: context.hunter.state }]);
    expect(context.pending.requests).toEqual({ windowStart: NOW, count: 1 });
    expect(context.arrivedAt).toBe(NOW - 30);
  });
});

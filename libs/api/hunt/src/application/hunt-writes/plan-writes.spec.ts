import { HunterEffect, HunterState } from '../../domain/hunter.entity';
import { JournalEntry } from '../../domain/journal-entry';
import { Mission } from '../../domain/mission';
import { NO_ROW_CHANGES, planWrites } from './plan-writes';

const state: HunterState = {
  userId: 'u',
  huntingGroundId: 'g',
  nextHuntAt: 900,
  chrono: { charges: 0, rechargeAt: null },
  lastAutoHour: 0,
  lastAnswer: null,
  lastAnswerKind: null,
  lastAnswerAt: null,
};
const mission = (completedAt: number | null): Mission => ({
  id: 'm1',
  seq: 1,
  huntingGroundId: 'g',
  startAt: 0,
  endAt: 10,
  objectives: [],
  reward: [],
  completedAt,
});
const entry = { id: 'j1' } as JournalEntry;

describe('planWrites', () => {
  it('writes nothing for a request that changed nothing', () => {
    expect(planWrites([], NO_ROW_CHANGES, state)).toBeNull();
  });

  it('folds a hunt’s effects into xp, holdings movements and the hunt’s rows, in order', () => {
    const moved = { ...state, nextHuntAt: 1800 };
    const effects: HunterEffect[] = [
      { type: 'item', itemId: 'bait', delta: -1, reason: 'hunt', reference: 'j1', consume: true },
      { type: 'xp', amount: 10 },
      { type: 'currency', name: 'gold', delta: 21, reason: 'hunt', reference: 'j1' },
      { type: 'catch', enemyId: 'wisp' },
      { type: 'mission', mission: mission(null), isNew: true },
      { type: 'journal', entry },
      { type: 'xp', amount: 5 },
      { type: 'mission', mission: mission(5), isNew: false },
      { type: 'rankReward', rankId: 'r1', at: 5 },
      { type: 'autoHour', hour: 7, journalId: 'j1' },
      { type: 'state', state: moved },
    ];
    expect(planWrites(effects, NO_ROW_CHANGES, state)).toEqual({
      xp: 15,
      movements: [
        { itemId: 'bait', delta: -1, reason: 'hunt', reference: 'j1', consume: true },
        { currency: 'gold', delta: 21, reason: 'hunt', reference: 'j1' },
      ],
      writes: {
        state: moved,
        journal: [entry],
        catches: ['wisp'],
        // Written once, as it is last, and new: it was new when first written.
        missions: [{ mission: mission(5), isNew: true }],
        rankRewards: [{ rankId: 'r1', at: 5 }],
        autoHours: [{ hour: 7, journalId: 'j1' }],
        challenge: null,
      },
    });
  });

  it('writes the hunter row with a counted request, a used planned seed or a party change, even without effects', () => {
    const requests = { count: 1, windowStartedAt: 0 } as never;
    expect(planWrites([], { ...NO_ROW_CHANGES, requests }, state)?.writes).toMatchObject({ state, requests });
    expect(planWrites([], { ...NO_ROW_CHANGES, seedPlanUsed: 3 }, state)?.writes).toMatchObject({ state, seedPlanUsed: 3 });
    expect(planWrites([], { ...NO_ROW_CHANGES, party: { possible: false } }, state)?.writes).toMatchObject({
      state,
      partyPossible: false,
      takenAlong: null,
    });
    // A puzzle state alone is its own row: the hunter row stays as it is.
    const challenge = { hunts: 1 } as never;
    expect(planWrites([], { ...NO_ROW_CHANGES, challenge }, state)?.writes).toMatchObject({ state: null, challenge });
  });
});

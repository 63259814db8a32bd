import { Hunter, HunterEffect, HunterRules, HunterState } from './hunter.entity';
import { HuntOutcome, PROC_NAMES, ProcName, SetupDef } from './hunt.types';
import { Mission } from './mission';
import { digestOf, HuntReplayRecord, sameDigest } from './hunt-replay';

const HOUR = 3_600_000;
const rules: HunterRules = {
  enemyName: (id) => (id === 'wisp' ? 'Wisp' : null),
  knowsCurrency: (name) => name === 'gold',
  knowsItem: (id) => ['bait', 'loot', 'plasma', 'medal'].includes(id),
  ranks: () => [{ id: 'r1', name: 'Novice', xp: 100, rewardItemIds: ['medal'] }],
  missionsEnabled: () => true,
  chronoRechargeMs: HOUR,
};
const setup: SetupDef = {
  power: 100,
  mysticPower: 0,
  tsc: 0,
  lootChance: 0,
  procs: {},
  currencyBonuses: [],
  baitItemId: 'bait',
  baitAmount: 3,
  equippedItemIds: ['bait'],
  attractEnemyIds: [],
  hasChronoCrystal: false,
};

function state(last?: { kind: string; at: number }): HunterState {
  return {
    userId: 'u',
    huntingGroundId: 'g',
    nextHuntAt: 0,
    chrono: { charges: 0, rechargeAt: null },
    lastAutoHour: 0,
    lastAnswer: last ? { huntResult: 'SuccessRegular' } : null,
    lastAnswerKind: last?.kind ?? null,
    lastAnswerAt: last?.at ?? null,
  };
}

function hunter(
  now = 10_000,
  options: { xp?: number; last?: { kind: string; at: number }; mission?: Mission | null; ranks?: string[] } = {},
): Hunter {
  let n = 0;
  return new Hunter(
    state(options.last),
    options.xp ?? 0,
    setup,
    0,
    now,
    options.mission ?? null,
    options.ranks ?? [],
    rules,
    () => `id-${++n}`,
  );
}

function outcome(over: Partial<HuntOutcome> = {}): HuntOutcome {
  return {
    huntResult: 'SuccessRegular',
    sounded: true,
    seed: 7,
    kind: 'regular',
    rounds: 1,
    enemyId: 'wisp',
    encounter: 'table',
    xp: 20,
    currencies: [
      { name: 'gold', value: 15 },
      { name: 'unknown', value: 3 },
    ],
    loot: [
      { itemId: 'loot', amount: 2 },
      { itemId: 'gone', amount: 1 },
    ],
    procs: Object.fromEntries(PROC_NAMES.map((p) => [p, false])) as Record<ProcName, boolean>,
    baitUsed: 1,
    chronoChargesDelta: 0,
    nextAllowedHuntAt: 10_000 + 15 * 60_000,
    effectivePower: 100,
    mysticChanceBp: 0,
    catch: null,
    ...over,
  };
}

const of = <T extends HunterEffect['type']>(effects: HunterEffect[], type: T) =>
  effects.filter((e): e is Extract<HunterEffect, { type: T }> => e.type === type);

describe('Hunter.applyOutcome: a hunt as a pure list of effects', () => {
  it('turns a catch into xp, currency and item movements, a grimoire catch, timers and one journal entry', () => {
    const h = hunter();
    const { hunter: after, effects } = h.applyOutcome(outcome(), 10_000, { type: 8, journalId: 'j1', replay: null });
    expect(of(effects, 'xp')).toEqual([{ type: 'xp', amount: 20 }]);
    // Unknown currencies and items are left out; every movement references the journal entry.
    expect(of(effects, 'currency')).toEqual([{ type: 'currency', name: 'gold', delta: 15, reason: 'hunt', reference: 'j1' }]);
    expect(of(effects, 'item')).toEqual([
      { type: 'item', itemId: 'bait', delta: -1, reason: 'hunt', reference: 'j1', consume: true },
      { type: 'item', itemId: 'loot', delta: 2, reason: 'hunt', reference: 'j1', consume: false },
    ]);
    expect(of(effects, 'catch')).toEqual([{ type: 'catch', enemyId: 'wisp' }]);
    expect(of(effects, 'state').pop()!.state.nextHuntAt).toBe(10_000 + 15 * 60_000);
    const journal = of(effects, 'journal');
    expect(journal).toHaveLength(1);
    expect(journal[0].entry).toMatchObject({
      id: 'j1',
      type: 8,
      huntResult: 'SuccessRegular',
      seed: 7,
      xp: 20,
      loot: [{ itemId: 'loot', amount: 2 }],
    });
    // The hunter after the hunt carries its state to the next hunt of the transaction; the one before is unchanged.
    expect(after.xp).toBe(20);
    expect(after.setup.baitAmount).toBe(2);
    expect(after.state.nextHuntAt).toBe(10_000 + 15 * 60_000);
    expect([h.xp, h.setup.baitAmount, h.state.nextHuntAt]).toEqual([0, 3, 0]);
  });

  it('debits the items the hunt consumed besides the bait (outcome.consumed)', () => {
    const { effects } = hunter().applyOutcome(outcome({ consumed: [{ itemId: 'plasma', amount: 2 }], loot: [] }), 10_000, {
      type: 8,
      journalId: 'j',
      replay: null,
    });
    expect(of(effects, 'item')).toEqual([
      { type: 'item', itemId: 'bait', delta: -1, reason: 'hunt', reference: 'j', consume: true },
      { type: 'item', itemId: 'plasma', delta: -2, reason: 'hunt', reference: 'j', consume: true },
    ]);
  });

  it('pays a crossed rank once, with a rank-up entry', () => {
    const first = hunter(10_000, { xp: 90 }).applyOutcome(outcome(), 10_000, { type: 8, journalId: 'j', replay: null }).effects;
    expect(of(first, 'rankReward')).toEqual([{ type: 'rankReward', rankId: 'r1', at: 10_000 }]);
    expect(of(first, 'item')).toContainEqual({ type: 'item', itemId: 'medal', delta: 1, reason: 'rank', reference: 'r1', consume: false });
    expect(of(first, 'journal').map((j) => j.entry.type)).toEqual([8, 3]);
    const again = hunter(10_000, { xp: 90, ranks: ['r1'] }).applyOutcome(outcome(), 10_000, {
      type: 8,
      journalId: 'j',
      replay: null,
    }).effects;
    expect(of(again, 'rankReward')).toEqual([]);
    expect(of(again, 'item').some((i) => i.itemId === 'medal')).toBe(false);
  });

  it("adds a party's xp bonus to the hunt's own entry and pays a rank it crosses", () => {
    const { hunter: h, effects } = hunter(10_000, { xp: 70 }).applyOutcome(outcome(), 10_000, { type: 8, journalId: 'j', replay: null });
    const entry = of(effects, 'journal')[0].entry;
    expect(of(effects, 'rankReward')).toEqual([]); // 90 xp: not yet
    const bonus = h.partyBonus(entry, 12, 10_000);
    expect(bonus.hunter.xp).toBe(102);
    expect(h.xp).toBe(90);
    expect(bonus.entry.xp).toBe(32);
    expect(JSON.parse(bonus.entry.data.reward!)).toMatchObject({ xp: 32 });
    // The entry handed in is left as it was: the bonus entry is written in its place.
    expect([entry.xp, bonus.entry.id]).toEqual([20, entry.id]);
    expect(of(bonus.effects, 'xp')).toEqual([{ type: 'xp', amount: 12 }]);
    expect(of(bonus.effects, 'rankReward')).toEqual([{ type: 'rankReward', rankId: 'r1', at: 10_000 }]);
    expect(of(bonus.effects, 'item')).toContainEqual({
      type: 'item',
      itemId: 'medal',
      delta: 1,
      reason: 'rank',
      reference: 'r1',
      consume: false,
    });
    expect(bonus.entries.map((e) => e.type)).toEqual([3]);
    expect(h.partyBonus(entry, 0, 10_000)).toEqual({ hunter: h, effects: [], entry, entries: [] });
  });

  it('completes a mission: progress, reward in gold, a mission entry', () => {
    const mission: Mission = {
      id: 'm1',
      seq: 2,
      huntingGroundId: 'g',
      startAt: 0,
      endAt: 100_000,
      objectives: [{ enemyId: 'wisp', goal: 1, caught: 0 }],
      reward: [{ name: 'gold', value: 50 }],
      completedAt: null,
    };
    const { effects } = hunter(10_000, { mission }).applyOutcome(outcome(), 10_000, { type: 8, journalId: 'j', replay: null });
    expect(of(effects, 'mission')).toEqual([
      {
        type: 'mission',
        isNew: false,
        mission: { ...mission, objectives: [{ enemyId: 'wisp', goal: 1, caught: 1 }], completedAt: 10_000 },
      },
    ]);
    expect(of(effects, 'currency')).toContainEqual({ type: 'currency', name: 'gold', delta: 50, reason: 'mission', reference: 'm1' });
    expect(of(effects, 'journal').map((j) => j.entry.type)).toEqual([8, 4]);
  });

  it('claims the auto-hunt hour and keeps the replay record on the entry', () => {
    const replay = { v: 1, seed: 7 } as HuntReplayRecord;
    const { effects } = hunter().applyOutcome(outcome({ kind: 'auto' }), 10_000, { type: 6, journalId: 'a1', replay, autoHour: 5 });
    expect(of(effects, 'autoHour')).toEqual([{ type: 'autoHour', hour: 5, journalId: 'a1' }]);
    expect(of(effects, 'state').pop()!.state.lastAutoHour).toBe(5);
    expect(of(effects, 'journal')[0].entry.replay).toBe(replay);
  });
});

describe('the 2-second repeat', () => {
  it('hands back the stored answer of the same kind within 2000 ms', () => {
    expect(hunter(10_000, { last: { kind: 'regular', at: 8_001 } }).repeatedAnswer('regular')).toEqual({ huntResult: 'SuccessRegular' });
    expect(hunter(10_000, { last: { kind: 'regular', at: 8_000 } }).repeatedAnswer('regular')).toBeNull();
    expect(hunter(10_000, { last: { kind: 'chrono', at: 9_999 } }).repeatedAnswer('regular')).toBeNull();
    expect(hunter(10_000).repeatedAnswer('regular')).toBeNull();
    expect(hunter(10_000, { last: { kind: 'regular', at: 10_500 } }).repeatedAnswer('regular')).toBeNull();
  });

  it('measures the window from the request arrival: a click that waited on the lock gets the answer of the hunt it waited for', () => {
    // Arrived at 9_000, the first click's hunt locked and answered at 9_100, this click got the lock at 12_500.
    expect(hunter(12_500, { last: { kind: 'regular', at: 9_100 } }).repeatedAnswer('regular', 9_000)).not.toBeNull();
    // Arrived 1.9 s after the answer, waited: still a repeat. Arrived 2 s after it: a new hunt.
    expect(hunter(15_000, { last: { kind: 'regular', at: 9_100 } }).repeatedAnswer('regular', 11_000)).not.toBeNull();
    expect(hunter(15_000, { last: { kind: 'regular', at: 9_100 } }).repeatedAnswer('regular', 11_100)).toBeNull();
    // Without the arrival, the lock time counts (as before).
    expect(hunter(12_500, { last: { kind: 'regular', at: 9_100 } }).repeatedAnswer('regular')).toBeNull();
  });

  it('remembers a sounded hunt on the hunter row', () => {
    const h = hunter(5_000);
    const change = h.rememberAnswer('chrono', { huntResult: 'NoGhost' });
    const [effect] = change.effects;
    expect(effect).toMatchObject({
      type: 'state',
      state: { lastAnswerKind: 'chrono', lastAnswerAt: 5_000, lastAnswer: { huntResult: 'NoGhost' } },
    });
    expect(change.hunter.state.lastAnswerAt).toBe(5_000);
    expect(h.state.lastAnswer).toBeNull();
  });
});

describe('replay digests', () => {
  it('compare regardless of key order and tell a changed outcome apart', () => {
    const a = digestOf(outcome());
    const reordered = JSON.parse(JSON.stringify({ ...a, procs: Object.fromEntries(Object.entries(a.procs).reverse()) }));
    expect(sameDigest(a, reordered)).toBe(true);
    expect(sameDigest(a, digestOf(outcome({ xp: 21 })))).toBe(false);
  });
});

import { LockedPlayer } from '@grimhunt/api-economy';
import { HuntLoadout } from '../../domain/hunt-setup';
import { Hunter, HunterRules } from '../../domain/hunter.entity';
import { SeedPlan } from '../../domain/seed-plan';
import { ghost, ground, NOON, setup } from '../../domain/testing/engine-fixtures';
import { HuntCatalogue } from '../hunt-catalogue';
import { HuntContext } from './hunt-context';
import { huntStep, HuntStepTools } from './hunt-step';

const wisp = ghost('wisp');
const enemies = new Map([[wisp.id, wisp]]);
/** The part of the catalogue a hunt step reads: the ground's engine definition, the ghosts, the snapshot's version. */
const catalogue = {
  engineGround: () => ground(100_000, 'wisp'),
  enemies: () => enemies,
  enemy: (id: string | null) => (id ? enemies.get(id) : undefined),
  snapshot: { version: 'v1' },
} as unknown as HuntCatalogue;
const rules: HunterRules = {
  enemyName: (id) => (id === 'wisp' ? 'Wisp' : null),
  knowsCurrency: (name) => name === 'gold',
  knowsItem: () => true,
  ranks: () => [],
  missionsEnabled: () => false,
  chronoRechargeMs: 3_600_000,
};

function context(seedPlan: SeedPlan | null = null): HuntContext {
  let id = 0;
  const state = {
    userId: 'u',
    huntingGroundId: 'g',
    nextHuntAt: 0,
    chrono: { charges: 0, rechargeAt: null },
    lastAutoHour: 0,
    lastAnswer: null,
    lastAnswerKind: null,
    lastAnswerAt: null,
  };
  const hunter = new Hunter(state, 0, setup(), 0, NOON, null, [], rules, () => `e${++id}`);
  return {
    player: { id: 'u', name: 'Ada', xp: 0 } as LockedPlayer,
    hunter,
    catalogue,
    loadout: {} as HuntLoadout,
    arrivedAt: NOON,
    seedPlan,
    seanceMaps: 0,
    party: { possible: false, takenAlong: null, lastActiveAt: 0 },
    pending: { moved: [], requests: null, challenge: null, seedPlanUsed: null, party: null, replayContexts: new Map(), hunted: [] },
  };
}

function tools(): HuntStepTools & { seeds: number } {
  const made = {
    seeds: 0,
    seed: () => {
      made.seeds += 1;
      return 42;
    },
    newId: () => `j${made.seeds}`,
    replayContext: () => ({ id: 'ctx-1', context: { ground: ground(1, 'wisp'), enemies: [wisp] } }),
    planMission: () => null,
  };
  return made;
}

describe('huntStep: one hunt as a step from one context to the next', () => {
  it('hands back the hunt and the next context, leaving the context it was given as it was', () => {
    const before = context();
    const t = tools();
    const { hunt, context: after } = huntStep(before, { kind: 'regular', at: NOON, journalType: 8 }, t);
    expect(hunt.outcome.sounded).toBe(true);
    expect(hunt.entry).toMatchObject({ id: 'j1', type: 8, seed: 42 });
    expect(hunt.effects.some((e) => e.type === 'journal')).toBe(true);
    expect(t.seeds).toBe(1);
    // The next context carries the hunter after the hunt, the replay context to store and the hunt for the metrics.
    expect(after.hunter.state.nextHuntAt).toBeGreaterThan(NOON);
    expect([...after.pending.replayContexts.keys()]).toEqual(['ctx-1']);
    expect(after.pending.hunted).toEqual([{ kind: 'regular', result: hunt.outcome.huntResult }]);
    expect(before.hunter.state.nextHuntAt).toBe(0);
    expect(before.pending.replayContexts.size).toBe(0);
    expect(before.pending.hunted).toEqual([]);
  });

  it('lets the next hunt see the previous one: a second regular hunt is refused on the cooldown, with no effects', () => {
    const t = tools();
    const first = huntStep(context(), { kind: 'regular', at: NOON, journalType: 8 }, t);
    const second = huntStep(first.context, { kind: 'regular', at: NOON, journalType: 8 }, t);
    expect(second.hunt).toMatchObject({ effects: [], entry: null, extra: [] });
    expect(second.hunt.outcome.huntResult).toBe('OnCooldown');
    expect(second.context.hunter).toBe(first.context.hunter);
    expect(second.context.pending.hunted.map((h) => h.result)).toEqual([first.hunt.outcome.huntResult, 'OnCooldown']);
  });

  it("takes an event's planned seed instead of a fresh one and counts it in the next context", () => {
    const plan: SeedPlan = { id: 'p', startsAt: NOON - 1, endsAt: NOON + 1, seeds: [7, 8], used: 0 };
    const before = context(plan);
    const t = tools();
    const { hunt, context: after } = huntStep(before, { kind: 'regular', at: NOON, journalType: 8 }, t);
    expect(t.seeds).toBe(0);
    expect(hunt.entry?.seed).toBe(7);
    expect(hunt.entry?.replay?.plan).toEqual({ id: 'p', index: 0 });
    expect(after.seedPlan?.used).toBe(1);
    expect(after.pending.seedPlanUsed).toBe(1);
    expect(before.seedPlan?.used).toBe(0);
  });
});

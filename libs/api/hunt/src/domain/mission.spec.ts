import { EnemyDef, GroundDef } from './hunt.types';
import { Mission, missionPhase, nextMissionStart, planMission, recordCatch } from './mission';
import { ghost as baseGhost } from './testing/engine-fixtures';

/** A table ghost worth `gold`, scare factor 10 and 10 XP. */
function ghost(id: string, gold: number, over: Partial<EnemyDef> = {}): EnemyDef {
  return baseGhost(id, { scareFactor: 10, xp: 10, currencies: [{ name: 'gold', value: gold }], ...over });
}

const enemies = new Map([
  ['a', ghost('a', 10)],
  ['b', ghost('b', 20)],
  ['c', ghost('c', 30)],
  ['d', ghost('d', 40)],
  ['mid', ghost('mid', 99, { midnightGhost: true })],
  ['spec', ghost('spec', 99, { specialGhost: true })],
]);
const ground: GroundDef = {
  id: 'g',
  rawPowerCap: 0,
  mysticPowerCap: 0,
  additionalHuntTime: 0,
  specialBaitItemIds: [],
  tables: [
    {
      sequence: 0,
      entries: [
        { enemyId: 'a', rangeMin: 0, rangeMax: 4999 },
        { enemyId: 'b', rangeMin: 5000, rangeMax: 7999 },
        { enemyId: 'c', rangeMin: 8000, rangeMax: 9499 },
        { enemyId: 'd', rangeMin: 9500, rangeMax: 9899 },
        { enemyId: 'mid', rangeMin: 9900, rangeMax: 9949 },
        { enemyId: 'spec', rangeMin: 9950, rangeMax: 9999 },
      ],
    },
  ],
};

const mission = (over: Partial<Mission> = {}): Mission => ({
  id: 'm',
  seq: 1,
  huntingGroundId: 'g',
  startAt: 1000,
  endAt: 2000,
  objectives: [
    { enemyId: 'a', goal: 2, caught: 0 },
    { enemyId: 'b', goal: 1, caught: 0 },
  ],
  reward: [{ name: 'gold', value: 100 }],
  completedAt: null,
  ...over,
});

describe('missions', () => {
  it('plans up to three always-available ghosts, goals by how often they come (1-5), reward twice their gold (at least 50)', () => {
    const plan = planMission(ground, enemies, () => 0)!;
    expect(plan.objectives).toEqual([
      { enemyId: 'a', goal: 5, caught: 0 },
      { enemyId: 'b', goal: 3, caught: 0 },
      { enemyId: 'c', goal: 1, caught: 0 },
    ]);
    expect(plan.reward).toEqual([{ name: 'gold', value: 2 * (5 * 10 + 3 * 20 + 1 * 30) }]);
    const last = planMission(ground, enemies, (n) => n - 1)!;
    expect(last.objectives.map((o) => o.enemyId)).toEqual(['c', 'b', 'a']);
    expect(last.objectives[0].goal).toBe(1);
    expect(planMission({ ...ground, tables: [] }, enemies, () => 0)).toBeNull();
    const cheap = planMission(
      { ...ground, tables: [{ sequence: 0, entries: [{ enemyId: 'a', rangeMin: 0, rangeMax: 9 }] }] },
      enemies,
      () => 0,
    )!;
    expect(cheap.reward).toEqual([{ name: 'gold', value: 50 }]);
  });

  it('leaves out ghosts that come less than 5 % of the time, unless the ground has no others', () => {
    for (let k = 0; k < 6; k++) {
      const plan = planMission(ground, enemies, (n) => (k + n) % n)!;
      expect(plan.objectives.map((o) => o.enemyId)).not.toContain('d');
    }
    const rare = planMission(
      { ...ground, tables: [{ sequence: 0, entries: [{ enemyId: 'd', rangeMin: 0, rangeMax: 99 }] }] },
      enemies,
      () => 0,
    )!;
    expect(rare.objectives).toEqual([{ enemyId: 'd', goal: 1, caught: 0 }]);
  });

  it('phases: waiting before the start, active, over when complete or ended', () => {
    expect(missionPhase(mission(), 999)).toBe('waiting');
    expect(missionPhase(mission(), 1000)).toBe('active');
    expect(missionPhase(mission(), 2000)).toBe('over');
    expect(missionPhase(mission({ completedAt: 1500 }), 1600)).toBe('over');
  });

  it('the next mission starts a pause after the last one ended or was completed, never in the past', () => {
    expect(nextMissionStart(null, 50, 10)).toBe(50);
    expect(nextMissionStart(mission({ completedAt: 1500 }), 1600, 300)).toBe(1800);
    expect(nextMissionStart(mission(), 5000, 300)).toBe(5000);
  });

  it('counts catches of its ghosts while active, up to the goal; completes once every goal is met', () => {
    const m = mission();
    expect(recordCatch(m, 'zzz', 1500)).toMatchObject({ changed: false, completed: false });
    expect(recordCatch(m, 'a', 999)).toMatchObject({ changed: false });
    const one = recordCatch(m, 'a', 1500);
    expect(one).toMatchObject({ changed: true, completed: false });
    const two = recordCatch({ ...m, objectives: one.objectives }, 'a', 1500);
    const capped = recordCatch({ ...m, objectives: two.objectives }, 'a', 1500);
    expect(capped.changed).toBe(false);
    const done = recordCatch({ ...m, objectives: two.objectives }, 'b', 1500);
    expect(done).toMatchObject({ changed: true, completed: true });
    expect(recordCatch({ ...m, objectives: done.objectives, completedAt: 1500 }, 'b', 1501).changed).toBe(false);
  });
});

import { buildStatistics, percentages, sortedCounts, summariseLootSimulation, summariseSimulation } from './admin-reports';
import { HuntOutcome, PROC_NAMES } from './hunt.types';

function outcome(huntResult: HuntOutcome['huntResult'], over: Partial<HuntOutcome> = {}): HuntOutcome {
  const sounded = !['OnCooldown', 'NoBait', 'WrongBait', 'NoChronoChargesLeft'].includes(huntResult);
  return {
    huntResult,
    sounded,
    seed: 1,
    kind: 'regular',
    rounds: sounded ? 1 : 0,
    enemyId: null,
    encounter: null,
    xp: 0,
    currencies: [],
    loot: [],
    procs: Object.fromEntries(PROC_NAMES.map((p) => [p, false])) as HuntOutcome['procs'],
    baitUsed: 0,
    chronoChargesDelta: 0,
    nextAllowedHuntAt: 0,
    effectivePower: 0,
    mysticChanceBp: 0,
    catch: null,
    ...over,
  };
}

describe('admin reports', () => {
  it('sorts counts descending (then by name) and gives percentages to 2 decimals', () => {
    const counts = sortedCounts([
      ['b', 1],
      ['a', 1],
      ['c', 4],
      ['b', 1],
    ]);
    expect(Object.entries(counts)).toEqual([
      ['c', 4],
      ['b', 2],
      ['a', 1],
    ]);
    expect(percentages(counts, 7)).toEqual({ c: 57.14, b: 28.57, a: 14.29 });
    expect(percentages({ x: 1 }, 0)).toEqual({ x: 0 });
  });

  it('simulation: success caught, missed escaped, failed no ghost or refused', () => {
    const result = summariseSimulation([
      { outcome: outcome('SuccessRegular', { enemyId: 'w', encounter: 'table' }), enemyName: 'Wisp', loot: [] },
      { outcome: outcome('SuccessMystic', { enemyId: 'w', encounter: 'special' }), enemyName: 'Wisp', loot: [] },
      { outcome: outcome('GhostTooPowerful', { enemyId: 'b', encounter: 'nessy' }), enemyName: 'Boss', loot: [] },
      { outcome: outcome('NoGhost'), enemyName: null, loot: [] },
      { outcome: outcome('NoBait'), enemyName: null, loot: [] },
    ]);
    expect(result).toMatchObject({ total: 5, success: 2, missed: 1, failed: 2, enemies: { Wisp: 2, Boss: 1 } });
    expect(result.details[0]).toEqual({
      isSuccess: true,
      enemy: 'Wisp',
      strategyName: 'HuntingTable',
      strategyPriority: 3,
      failureReason: null,
    });
    expect(result.details[1]).toMatchObject({ strategyName: 'SpecialGhost', strategyPriority: 1 });
    expect(result.details[2]).toMatchObject({
      isSuccess: false,
      strategyName: 'AttractedGhost',
      strategyPriority: 2,
      failureReason: 'GhostTooPowerful',
    });
    expect(result.details[4]).toMatchObject({ strategyName: 'None', strategyPriority: 0, failureReason: 'NoBait' });
  });

  it('loot simulation: one journal per sounded hunt, summed loot, currencies and caught ghosts', () => {
    const procs = Object.fromEntries(PROC_NAMES.map((p) => [p, p === 'goldenrain'])) as HuntOutcome['procs'];
    const result = summariseLootSimulation(
      [
        {
          outcome: outcome('SuccessRegular', {
            enemyId: 'w',
            encounter: 'table',
            currencies: [{ name: 'gold', value: 15 }],
            xp: 10,
            procs,
          }),
          enemyName: 'Wisp',
          loot: [{ itemName: 'Bone Dust', amount: 2 }],
        },
        {
          outcome: outcome('SuccessRegular', { enemyId: 'w', encounter: 'table', currencies: [{ name: 'gold', value: 10 }] }),
          enemyName: 'Wisp',
          loot: [{ itemName: 'Bone Dust', amount: 1 }],
        },
        { outcome: outcome('OnCooldown'), enemyName: null, loot: [] },
      ],
      8,
    );
    expect(result).toMatchObject({
      totalHunts: 3,
      totalJournals: 2,
      lootSummary: { 'Bone Dust': 3 },
      currencySummary: { gold: 25 },
      enemySummary: { Wisp: 2 },
    });
    expect(result.details[0].journals[0]).toMatchObject({
      type: 8,
      huntStrategy: 'HuntingTable',
      huntStrategyPriority: 3,
      specialEffects: ['goldenrain'],
      xp: 10,
    });
    expect(result.details[2]).toEqual({ huntNumber: 3, journals: [] });
  });

  it('statistics: totals, success rate and the percentage maps', () => {
    const s = buildStatistics({
      totalHunts: 3,
      totalUsers: 2,
      successfulHunts: 2,
      huntResults: [
        ['SuccessRegular', 2],
        ['NoGhost', 1],
      ],
      ghostsAttracted: [['Wisp', 2]],
      ghostsCaught: [['Wisp', 2]],
      huntStrategies: [['HuntingTable', 2]],
      loot: [['Bone Dust', 5]],
      currencies: [['gold', 30]],
      from: 0,
      to: 1,
    });
    expect(s).toMatchObject({
      failedHunts: 1,
      successRate: 66.67,
      huntResultsPercentage: { SuccessRegular: 66.67, NoGhost: 33.33 },
      ghostsCaughtPercentage: { Wisp: 100 },
    });
    expect(
      buildStatistics({
        ...s,
        totalHunts: 0,
        successfulHunts: 0,
        huntResults: [],
        ghostsAttracted: [],
        ghostsCaught: [],
        huntStrategies: [],
        loot: [],
        currencies: [],
      }).successRate,
    ).toBe(0);
  });
});

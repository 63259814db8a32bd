import { huntOdds, resolveHunt } from './hunt-engine';
import { catchRewards, encounterKey, oddsReport } from './hunt-odds';
import { ADVISOR_MAX_SCORED, adviseSetups, AdvisorItem } from './setup-advisor';
import { HuntReplayRecord, whatIf } from './hunt-replay';
import { ghost, huntInput, NOON, setup } from './testing/engine-fixtures';
import { EnemyDef, GroundDef, SetupDef } from './hunt.types';

const goldOf = (o: { currencies: { name: string; value: number }[] }) => o.currencies.find((c) => c.name === 'gold')?.value ?? 0;

/** Two ghosts on 60% of the roll space; the wisp drops ectoplasm. */
function twoGhosts(): { enemies: EnemyDef[]; ground: GroundDef } {
  const enemies = [
    ghost('wisp', {
      scareFactor: 60,
      xp: 30,
      currencies: [{ name: 'gold', value: 25 }],
      loot: [{ itemId: 'ecto', dropChance: 40, amountMin: 1, amountMax: 3 }],
    }),
    ghost('shade', { scareFactor: 140, xp: 90, currencies: [{ name: 'gold', value: 70 }] }),
  ];
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
          { enemyId: 'wisp', rangeMin: 0, rangeMax: 3999 },
          { enemyId: 'shade', rangeMin: 4000, rangeMax: 5999 },
        ],
      },
    ],
  };
  return { enemies, ground };
}

describe('catchRewards', () => {
  it('weighs procs, bonuses and drop chances with the engine’s own reward rules', () => {
    const wisp = twoGhosts().enemies[0];
    // No procs: one pass; 30 XP, 25 gold, 40% × 2 ectoplasm.
    expect(catchRewards(setup(), wisp)).toEqual({ xp: 30, gold: 25, loot: [{ itemId: 'ecto', amount: 0.8 }] });
    // Xplosion 50%: XP 30 or 45 (mean 37.5); Doppelgänger 100%: two passes; +10% gold; loot chance +50%: 60%.
    const rich = setup({ procs: { xplosion: 50, doppelgaenger: 100 }, goldBonus: 10, lootChance: 50 });
    expect(catchRewards(rich, wisp)).toEqual({ xp: 75, gold: 2 * 27, loot: [{ itemId: 'ecto', amount: 2 * 0.6 * 2 }] });
  });
});

describe('oddsReport: the expected rewards per hunt are what the engine pays on average', () => {
  it('over 20,000 seeds, catches, gold, XP and loot agree with the report', () => {
    const { enemies, ground } = twoGhosts();
    const s = setup({ power: 110, mysticPower: 10, procs: { goldenrain: 20, xplosion: 10, doppelgaenger: 5 }, lootChance: 25 });
    const base = huntInput({ setup: s, ground }, enemies);
    const report = oddsReport(base);
    const n = 20_000;
    let gold = 0;
    let xp = 0;
    let ecto = 0;
    let caught = 0;
    for (let seed = 0; seed < n; seed++) {
      const o = resolveHunt({ ...base, seed });
      gold += goldOf(o);
      xp += o.xp;
      ecto += o.loot.find((l) => l.itemId === 'ecto')?.amount ?? 0;
      if (o.huntResult.startsWith('Success')) caught++;
    }
    expect(Math.abs(caught / n - report.catchRate)).toBeLessThan(0.012);
    expect(Math.abs(gold / n - report.gold) / report.gold).toBeLessThan(0.03);
    expect(Math.abs(xp / n - report.xp) / report.xp).toBeLessThan(0.03);
    expect(Math.abs(ecto / n - report.loot[0].amount) / report.loot[0].amount).toBeLessThan(0.05);
    // Per ghost: the wisp is met most, the shade escapes sometimes.
    expect(report.ghosts.map((g) => g.enemyId)).toEqual(['wisp', 'shade']);
    expect(report.ghosts[0].catchBp).toBe(10_000);
    expect(report.ghosts[1].catchBp).toBeLessThan(10_000);
    expect(report.ghosts.reduce((sum, g) => sum + g.gold, 0)).toBeCloseTo(report.gold, 9);
    expect(report.baitRefusal).toBeNull();
  });

  it('tells when the setup could not hunt for its bait', () => {
    const { enemies, ground } = twoGhosts();
    expect(oddsReport(huntInput({ setup: setup({ baitItemId: null, baitAmount: 0 }), ground }, enemies)).baitRefusal).toBe('NoBait');
    expect(oddsReport(huntInput({ ground: { ...ground, specialBaitItemIds: ['holy'] } }, enemies)).baitRefusal).toBe('WrongBait');
  });
});

describe('whatIf: a recorded hunt with another setup', () => {
  const { enemies, ground } = twoGhosts();
  const record = (seed: number, s: SetupDef): HuntReplayRecord => {
    const outcome = resolveHunt(huntInput({ seed, setup: s, ground }, enemies));
    return {
      v: 1,
      kind: 'regular',
      now: NOON,
      seed,
      player: { nextAllowedHuntAt: 0, chronoCharges: 0 },
      setup: s,
      groundId: 'g',
      catalogueVersion: 'v',
      contextId: 'c',
      outcome: outcome as never,
    };
  };
  const context = { ground, enemies };

  it('meets the same ghost in the same round; a strong trap catches what a weak one missed, never the reverse', () => {
    const weak = setup({ power: 20 });
    // Attraction on the strong setup would change the encounter if the engine rolled it again.
    const strong = setup({ power: 200, attraction: 80, attractEnemyIds: ['shade'] });
    let turned = 0;
    for (let seed = 0; seed < 300; seed++) {
      const result = whatIf(record(seed, weak), context, strong);
      const plain = resolveHunt(huntInput({ seed, setup: weak, ground }, enemies));
      if (!plain.enemyId) {
        expect(result).toBeNull();
        continue;
      }
      expect(result!.recorded).toEqual(plain);
      expect(result!.replayed.enemyId).toBe(plain.enemyId);
      expect(result!.replayed.rounds).toBe(plain.rounds);
      expect(result!.replayed.encounter).toBe(plain.encounter);
      expect(result!.replayed.huntResult.startsWith('Success')).toBe(true);
      if (!plain.huntResult.startsWith('Success')) turned++;
    }
    expect(turned).toBeGreaterThan(10);
  });

  it('with the very setup of the record, it answers the record', () => {
    const s = setup({ power: 70 });
    for (let seed = 0; seed < 50; seed++) {
      const result = whatIf(record(seed, s), context, s);
      if (result) expect(result.replayed).toEqual(result.recorded);
    }
  });

  it('a setup without bait could not have hunted', () => {
    const seed = [...Array(50).keys()].find((k) => resolveHunt(huntInput({ seed: k, ground }, enemies)).enemyId)!;
    const result = whatIf(record(seed, setup()), context, setup({ baitItemId: null, baitAmount: 0 }));
    expect(result!.replayed.huntResult).toBe('NoBait');
  });
});

describe('adviseSetups', () => {
  const { enemies, ground } = twoGhosts();
  const stats: Record<string, Partial<SetupDef>> = {
    snare: { power: 40 },
    cage: { power: 120 },
    lens: { mysticPower: 10 },
    coin: { goldBonus: 100 },
  };
  const items: AdvisorItem[] = [
    { itemId: 'snare', type: 'mechanism', slots: 1 },
    { itemId: 'cage', type: 'mechanism', slots: 1 },
    { itemId: 'lens', type: 'camera', slots: 1 },
    { itemId: 'coin', type: 'relic', slots: 2 },
    { itemId: 'bait-1', type: 'bait', slots: 1 },
  ];
  const setupOf = (ids: readonly string[]): SetupDef => {
    const s = setup({
      power: 0,
      baitItemId: ids.includes('bait-1') ? 'bait-1' : null,
      baitAmount: ids.includes('bait-1') ? 3 : 0,
      equippedItemIds: [...ids],
    });
    for (const id of ids)
      for (const [k, v] of Object.entries(stats[id] ?? {}))
        (s as unknown as Record<string, number>)[k] = ((s as unknown as Record<string, number>)[k] ?? 0) + (v as number);
    return s;
  };
  const advise = (setups: { index: number; itemIds: string[] }[]) =>
    adviseSetups({ now: NOON, ground, enemies: new Map(enemies.map((e) => [e.id, e])), items, always: [], setups, setupOf });

  it('scores every saved setup and finds the best owned combination, one type per place', () => {
    const advice = advise([
      { index: 0, itemIds: ['snare', 'bait-1'] },
      { index: 1, itemIds: ['cage'] },
    ]);
    expect(advice.setups[1].baitRefusal).toBe('NoBait');
    expect(advice.best.catch!.itemIds).toEqual(['bait-1', 'cage', 'coin', 'lens']);
    expect(advice.best.catch!.setupIndex).toBeNull();
    expect(advice.best.catch!.catchRate).toBeGreaterThan(advice.setups[0].catchRate);
    // The gold goal takes the gold relic too; a mechanism place holds one trap.
    expect(advice.best.gold!.itemIds).toContain('coin');
    expect(advice.best.gold!.itemIds.filter((id) => id === 'snare' || id === 'cage')).toHaveLength(1);
  });

  it('names the saved setup that already holds the best combination', () => {
    const advice = advise([
      { index: 0, itemIds: ['snare', 'bait-1'] },
      { index: 1, itemIds: ['bait-1', 'cage', 'coin', 'lens'] },
    ]);
    expect(advice.best.catch).toMatchObject({ setupIndex: 1, itemIds: ['bait-1', 'cage', 'coin', 'lens'] });
  });

  it('ranks by the goal first: the most catches even against a trap that earns far more gold, and the reverse', () => {
    const golden: AdvisorItem = { itemId: 'golden', type: 'mechanism', slots: 1 };
    stats.golden = { power: 40, goldBonus: 100_000_000 };
    const advice = adviseSetups({
      now: NOON,
      ground,
      enemies: new Map(enemies.map((e) => [e.id, e])),
      items: [...items.filter((i) => i.type !== 'relic'), golden],
      always: [],
      setups: [{ index: 0, itemIds: ['golden', 'bait-1'] }],
      setupOf,
    });
    expect(advice.best.catch!.itemIds).toContain('cage');
    expect(advice.best.gold!.itemIds).toContain('golden');
  });

  it('scores with one encounter table per attraction: the same report as a fresh one', () => {
    const s = setupOf(['cage', 'lens', 'bait-1']);
    const input = { now: NOON, ground, enemies: new Map(enemies.map((e) => [e.id, e])), setup: s };
    const other = oddsReport({ ...input, setup: setupOf(['snare', 'bait-1']) });
    expect(encounterKey(s)).toBe(encounterKey(setupOf(['snare', 'bait-1'])));
    expect(oddsReport(input, huntOdds({ ...input, setup: setupOf(['snare', 'bait-1']) }))).toEqual(oddsReport(input));
    expect(oddsReport(input).catchRate).toBeGreaterThan(other.catchRate);
  });

  it('scores at most ADVISOR_MAX_SCORED combinations for a large collection, and still improves on the saved setups', () => {
    // 48 owned items (16 traps, 8 lenses, 12 relics with 3 places, 4 baits, 8 charms) and 12 saved setups: the
    // unbounded search scored 228 combinations here.
    const kinds: [string, number, number][] = [
      ['mechanism', 16, 1],
      ['camera', 8, 1],
      ['relic', 12, 3],
      ['bait', 4, 1],
      ['charm', 8, 1],
    ];
    const many: AdvisorItem[] = kinds.flatMap(([type, n, slots]) =>
      Array.from({ length: n }, (_, i) => ({ itemId: `${type}-${String(i).padStart(2, '0')}`, type, slots })),
    );
    const power = (id: string) => Number(id.slice(-2)) + 1;
    let scored = 0;
    const countingSetupOf = (ids: readonly string[]): SetupDef => {
      scored += 1;
      const bait = ids.find((id) => id.startsWith('bait-')) ?? null;
      return setup({
        power: ids.filter((id) => id.startsWith('mechanism-')).reduce((sum, id) => sum + 10 * power(id), 0),
        mysticPower: ids.filter((id) => id.startsWith('camera-')).reduce((sum, id) => sum + power(id), 0),
        goldBonus: ids.filter((id) => id.startsWith('relic-')).reduce((sum, id) => sum + 5 * power(id), 0),
        baitItemId: bait,
        baitAmount: bait ? 3 : 0,
        equippedItemIds: [...ids],
      });
    };
    const saved = Array.from({ length: 12 }, (_, index) => ({ index, itemIds: [`mechanism-0${index % 4}`, 'bait-00'] }));
    const advice = adviseSetups({
      now: NOON,
      ground,
      enemies: new Map(enemies.map((e) => [e.id, e])),
      items: many,
      always: [],
      setups: saved,
      setupOf: countingSetupOf,
    });
    expect(scored).toBeGreaterThan(20);
    expect(scored).toBeLessThanOrEqual(ADVISOR_MAX_SCORED);
    expect(advice.setups).toHaveLength(12);
    const bestSaved = Math.max(...advice.setups.map((s) => s.catchRate));
    expect(advice.best.catch!.catchRate).toBeGreaterThan(bestSaved);
    expect(advice.best.gold!.gold).toBeGreaterThan(Math.max(...advice.setups.map((s) => s.gold)));
  });

  it('answers no best combination when nothing owned can hunt here (no bait)', () => {
    const advice = adviseSetups({
      now: NOON,
      ground,
      enemies: new Map(enemies.map((e) => [e.id, e])),
      items: items.filter((i) => i.itemId !== 'bait-1'),
      always: [],
      setups: [{ index: 0, itemIds: ['cage'] }],
      setupOf,
    });
    expect(advice.best).toEqual({ catch: null, gold: null });
  });
});

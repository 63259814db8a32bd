import { huntOdds } from './encounter-odds';
import { encounterKey, oddsReport } from './hunt-odds';
import { ADVISOR_MAX_SCORED, adviseSetups, AdvisorItem } from './setup-advisor';
import { NOON, setup, twoGhosts } from './testing/engine-fixtures';
import { SetupDef } from './hunt.types';

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

import {
  computeMaxStat,
  computeMaxStats,
  gradualStep,
  highestOf,
  ItemDef,
  ItemTypeDef,
  itemStatValue,
  StatDef,
} from './max-stat-calculator';

const power: StatDef = { name: 'Power', shortName: 'power', statType: 0 };
const golden: StatDef = { name: 'Golden Rain', shortName: 'goldenrain', statType: 1 };

const type = (shortName: string, itemTypeSlots: number, extra: Partial<ItemTypeDef> = {}): ItemTypeDef => ({
  id: `t-${shortName}`,
  shortName,
  itemTypeSlots,
  isEquipment: true,
  alwaysEquipped: false,
  orderIndex: 0,
  ...extra,
});
const TYPES: ItemTypeDef[] = [
  type('mechanism', 1, { orderIndex: 1 }),
  type('relic', 3, { orderIndex: 2 }),
  type('collection', 1, { orderIndex: 3 }),
  type('key', 0, { isEquipment: false, alwaysEquipped: true, orderIndex: 4 }),
  type('juice', 0, { isEquipment: false, orderIndex: 5 }),
];

let n = 0;
const item = (name: string, typeShort: string, entries: [string, number, number?][], visible = true): ItemDef => ({
  id: `i-${++n}`,
  name,
  type: `t-${typeShort}`,
  visible,
  statEntries: entries.map(([shortName, valueTo, procPercent]) => ({
    shortName,
    valueTo,
    procPercent: procPercent ?? 100,
    statType: procPercent === undefined ? 0 : 1,
  })),
});

const ITEMS: ItemDef[] = [
  item('Rusty Cage', 'mechanism', [['power', 10]]),
  item('Iron Maiden', 'mechanism', [
    ['power', 40],
    ['power', 5],
  ]),
  item('Secret Prototype', 'mechanism', [['power', 999]], false),
  item('Cursed Mechanism', 'mechanism', [['power', -20]]),
  item('Saint Bone', 'relic', [['power', 7]]),
  item('Saint Tooth', 'relic', [
    ['power', 3],
    ['goldenrain', 0, 15],
  ]),
  item('Ghost Collection', 'collection', [['power', 25]]),
  item('Bat Collection', 'collection', [['power', 30]]),
  item('Crypt Key', 'key', [['power', 2]]),
  item('Tower Key', 'key', [['power', 4]]),
  item('Power Juice', 'juice', [['power', 500]]),
];

describe('max stat calculator', () => {
  it('values an item by the sum of its entries: plain stats by valueTo, procs by procPercent', () => {
    expect(itemStatValue(ITEMS[1], power)).toBe(45);
    expect(itemStatValue(ITEMS[5], golden)).toBe(15);
    expect(itemStatValue(ITEMS[0], golden)).toBe(0);
  });

  it('adds slots × best visible item per equipment type, the best collections and every always-equipped item', () => {
    const figure = computeMaxStat(power, TYPES, ITEMS);
    expect(figure.metadata.slotContributions).toEqual([
      { slotType: 'mechanism', slotCount: 1, itemName: 'Iron Maiden', valuePerItem: 45, totalValue: 45 },
      { slotType: 'relic', slotCount: 3, itemName: 'Saint Bone', valuePerItem: 7, totalValue: 21 },
    ]);
    expect(figure.metadata.collectionContributions).toEqual([
      { collectionName: 'Bat Collection', value: 30 },
      { collectionName: 'Tower Key', value: 4 },
      { collectionName: 'Crypt Key', value: 2 },
    ]);
    expect(figure.metadata.totalFromItems).toBe(66);
    expect(figure.metadata.totalFromCollections).toBe(36);
    expect(figure.value).toBe(102);
    expect(figure).toMatchObject({ name: 'Power', statShortName: 'power' });
  });

  it('answers 0 with empty contributions for a stat nobody can raise', () => {
    const figure = computeMaxStat({ name: 'Loot Chance', shortName: 'lootChance', statType: 0 }, TYPES, ITEMS);
    expect(figure.value).toBe(0);
    expect(figure.metadata).toEqual({ totalFromItems: 0, totalFromCollections: 0, slotContributions: [], collectionContributions: [] });
  });

  it('counts procs by their chance', () => {
    const figure = computeMaxStat(golden, TYPES, ITEMS);
    expect(figure.metadata.slotContributions).toEqual([
      { slotType: 'relic', slotCount: 3, itemName: 'Saint Tooth', valuePerItem: 15, totalValue: 45 },
    ]);
    expect(figure.value).toBe(45);
  });

  it('gives one figure per stat, by name', () => {
    expect(computeMaxStats([power, golden], TYPES, ITEMS).map((f) => f.statShortName)).toEqual(['goldenrain', 'power']);
  });
});

describe('gradualStep', () => {
  it('moves 10 % of the gap, at least 1, never past the target, in both directions', () => {
    expect(gradualStep(0, 100, 10)).toBe(10);
    expect(gradualStep(90, 100, 10)).toBe(91);
    expect(gradualStep(99, 100, 10)).toBe(100);
    expect(gradualStep(100, 100, 10)).toBe(100);
    expect(gradualStep(100, 0, 10)).toBe(90);
    expect(gradualStep(1, 0, 10)).toBe(0);
    expect(gradualStep(0, 1005, 10)).toBe(100);
  });

  it('reaches the target in a bounded number of steps', () => {
    let current = 0;
    let steps = 0;
    while (current !== 5000 && steps < 1000) {
      current = gradualStep(current, 5000, 10);
      steps++;
    }
    expect(current).toBe(5000);
    expect(steps).toBeLessThan(100);
  });
});

describe('highestOf', () => {
  it('keeps the first of equal values and ignores values of 0 or below', () => {
    let best = highestOf(undefined, { playerName: 'a', value: 0 });
    expect(best).toBeUndefined();
    best = highestOf(best, { playerName: 'b', value: 5 });
    best = highestOf(best, { playerName: 'c', value: 5 });
    best = highestOf(best, { playerName: 'd', value: 3 });
    expect(best).toEqual({ playerName: 'b', value: 5 });
    expect(highestOf(best, { playerName: 'e', value: 6 })).toEqual({ playerName: 'e', value: 6 });
  });
});

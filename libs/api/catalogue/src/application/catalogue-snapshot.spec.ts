import { CatalogueSnapshot, describeReferences, LoadedRecords } from './catalogue-snapshot';

const records = (): LoadedRecords =>
  ({
    itemtype: [{ id: 't1', name: 'Bait', shortName: 'bait' }],
    rarity: [],
    currency: [{ id: 'c1', name: 'Gold Coins', shortName: 'gold' }],
    proctype: [],
    proceventtype: [],
    damagetype: [],
    enemytype: [],
    stat: [
      { id: 's1', name: 'Power', shortName: 'power', statType: 0 },
      { id: 's2', name: 'Golden Rain', shortName: 'goldenrain', statType: 1 },
    ],
    item: [
      {
        id: 'i1',
        name: 'Cheese',
        type: 't1',
        itemIdRequiredForUnlockCrafting: 'i1',
        price: { currencyEntries: [{ name: 'gold', value: 3 }] },
        stats: { statEntries: [{ shortName: 'goldenrain', valueFrom: 0, valueTo: 0, procPercent: 5 }] },
        craftingMats: [],
        craftingMatsPremium: [],
        trophieItemIds: [],
      },
      {
        id: 'i2',
        name: 'Fondue',
        type: 't1',
        price: { currencyEntries: [] },
        stats: { statEntries: [] },
        craftingMats: [{ itemId: 'i1', amount: 2 }],
        craftingMatsPremium: [],
        trophieItemIds: ['i1'],
      },
    ],
    enemy: [
      {
        id: 'e1',
        name: 'Wisp',
        loot: [{ itemId: 'i1' }],
        currencies: { currencyEntries: [] },
        equipment: { equipment: [] },
        stats: { statEntries: [] },
      },
    ],
    rank: [],
    region: [],
    huntingground: [],
    huntingtable: [],
    news: [],
    premiumPackage: [],
    setting: [],
  }) as unknown as LoadedRecords;

describe('CatalogueSnapshot', () => {
  it('fills stat entry names and types from the stat and freezes every record', () => {
    const snapshot = new CatalogueSnapshot('7', records());
    const cheese = snapshot.get('item', 'i1')!;
    expect(cheese.stats.statEntries[0]).toMatchObject({ name: 'Golden Rain', statType: 1, procPercent: 5 });
    expect(Object.isFrozen(cheese)).toBe(true);
    expect(Object.isFrozen(cheese.stats.statEntries[0])).toBe(true);
    expect(snapshot.byShortName('itemtype', 'bait')).toMatchObject({ id: 't1' });
    expect(snapshot.get('item', 'I1')).toBe(cheese);
  });

  it('keeps what a function derives from a snapshot with that snapshot: computed once, again for a new snapshot', () => {
    let calls = 0;
    const names = (s: CatalogueSnapshot) => {
      calls++;
      return s.list('item').map((i) => i.name);
    };
    const first = new CatalogueSnapshot('7', records());
    expect(first.derived(names)).toEqual(['Cheese', 'Fondue']);
    expect(first.derived(names)).toBe(first.derived(names));
    expect(calls).toBe(1);
    expect(new CatalogueSnapshot('8', records()).derived(names)).toEqual(['Cheese', 'Fondue']);
    expect(calls).toBe(2);
  });

  it('finds who uses a record (fields, child lists, short-name references), ignoring the record itself', () => {
    const snapshot = new CatalogueSnapshot('1', records());
    expect(snapshot.referencesTo('item', 'i1')).toEqual([
      { resource: 'item', id: 'i2', display: 'Fondue', via: 'craftingMats, trophieItemIds' },
      { resource: 'enemy', id: 'e1', display: 'Wisp', via: 'loot' },
    ]);
    expect(snapshot.referencesTo('currency', 'c1')).toEqual([{ resource: 'item', id: 'i1', display: 'Cheese', via: 'price' }]);
    expect(snapshot.referencesTo('stat', 's1')).toEqual([]);
    expect(describeReferences(snapshot.referencesTo('itemtype', 't1'))).toBe('item "Cheese" (type), item "Fondue" (type)');
    expect(describeReferences(snapshot.referencesTo('itemtype', 't1'), 1)).toBe('item "Cheese" (type) and 1 more');
  });
});

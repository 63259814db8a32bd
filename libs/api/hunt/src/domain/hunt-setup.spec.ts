import { CatalogueEnemy, toEnemyDef } from './catalogue-defs';
import { buildLoadout, engineReadsStat, LoadoutCatalogue, LoadoutItem } from './hunt-setup';

function item(id: string, type: string, stats: [string, number, number?, number?][], over: Partial<LoadoutItem> = {}): LoadoutItem {
  return {
    id,
    type,
    price: { currencyEntries: [] },
    stats: {
      statEntries: stats.map(([shortName, valueFrom, procPercent, statType]) => ({
        shortName,
        valueFrom,
        procPercent: procPercent ?? 100,
        statType: statType ?? 0,
      })),
    },
    canAttractEnemyId: null,
    ...over,
  };
}

const catalogue: LoadoutCatalogue = {
  typeShortName: (typeId) => typeId,
  statType: (short) =>
    ['goldenrain', 'xplosion', 'onTheHouse', 'reconstruction', 'leprechaunsLuck', 'doppelgaenger'].includes(short)
      ? 1
      : short === 'unknown'
        ? undefined
        : 0,
};

describe('buildLoadout: the items at work summed into the engine setup', () => {
  it('sums plain stats (valueFrom), procs (procPercent), LH_ bonuses, CCC and the retainer; finds bait and crystal', () => {
    const items = [
      item('trap', 'mechanism', [
        ['power', 60],
        ['mysticPower', 5],
        ['tsc', -1],
      ]),
      item('cam', 'camera', [
        ['lootChance', 6],
        ['power', 5],
        ['LH_ectoplasm', 2],
      ]),
      item('cauldron', 'cauldron', [
        ['goldenrain', 0, 8, 1],
        ['power', 12],
      ]),
      item('locket', 'relic', [
        ['goldenrain', 0, 4, 1],
        ['doppelgaenger', 0, 3, 1],
      ]),
      item('shard', 'chronocrystal', [
        ['CCC', 3],
        ['reconstruction', 0, 5, 1],
      ]),
      item('butler', 'specialitem', [['retainer', 1]]),
      item('contract', 'contract', [], { canAttractEnemyId: 'bride' }),
      item('cheese', 'bait', []),
    ];
    const { setup, chronoMaxCharges, hasRetainer } = buildLoadout(items, (id) => (id === 'cheese' ? 7 : 0), catalogue);
    expect(setup).toMatchObject({
      power: 77,
      mysticPower: 5,
      tsc: -1,
      lootChance: 6,
      baitItemId: 'cheese',
      baitAmount: 7,
      hasChronoCrystal: true,
      procs: { goldenrain: 12, doppelgaenger: 3, reconstruction: 5 },
      currencyBonuses: [{ name: 'ectoplasm', value: 2 }],
      attractEnemyIds: ['bride'],
    });
    expect(setup.equippedItemIds).toHaveLength(8);
    expect(chronoMaxCharges).toBe(3);
    expect(hasRetainer).toBe(true);
  });

  it('no bait, no crystal, no retainer: zeros (CCC without a crystal gives no charges)', () => {
    const { setup, chronoMaxCharges, hasRetainer } = buildLoadout(
      [
        item('odd', 'relic', [
          ['CCC', 2],
          ['power', -5],
        ]),
      ],
      () => 0,
      catalogue,
    );
    expect(setup).toMatchObject({ power: 0, baitItemId: null, baitAmount: 0, hasChronoCrystal: false });
    expect(chronoMaxCharges).toBe(0);
    expect(hasRetainer).toBe(false);
  });
});

describe('buildLoadout: bait stats, consumables, monster power (docs/hunt-mechanics.md §0, §6)', () => {
  it('sums xpBonus, goldBonus, attraction (capped at 100) and monsterPower; plasma, monster plasma and juice keep their stats apart', () => {
    const items = [
      item('cheese', 'bait', [
        ['attraction', 70],
        ['xpBonus', 10],
        ['goldBonus', 5],
      ]),
      item('card', 'idcard', [
        ['xpBonus', 10],
        ['attraction', 40],
      ]),
      item('cauldron', 'cauldron', [
        ['power', 4],
        ['monsterPower', 30],
      ]),
      item('vial', 'plasma', [
        ['power', 20],
        ['goldenrain', 0, 5, 1],
      ]),
      item('flask', 'monsterplasma', [['monsterPower', 15]]),
      item('elixir', 'juice', [
        ['tsc', -4],
        ['xpBonus', 25],
      ]),
    ];
    const { setup } = buildLoadout(items, (id) => (id === 'cheese' ? 9 : id === 'flask' ? 3 : 0), catalogue);
    expect(setup).toMatchObject({
      power: 4,
      tsc: 0,
      xpBonus: 20,
      goldBonus: 5,
      attraction: 100,
      monsterPower: 30,
      baitAmount: 9,
      procs: { goldenrain: 5 },
    });
    expect(setup.consumables).toEqual([
      { itemId: 'elixir', kind: 'juice', amount: 1, stats: expect.objectContaining({ tsc: -4, xpBonus: 25, power: 0 }) },
      { itemId: 'flask', kind: 'monsterplasma', amount: 3, stats: expect.objectContaining({ monsterPower: 15 }) },
      { itemId: 'vial', kind: 'plasma', amount: 1, stats: expect.objectContaining({ power: 20 }) },
    ]);
  });
});

describe('toEnemyDef: monsters are ghosts of the enemy type `monster`', () => {
  const enemy: CatalogueEnemy = {
    id: 'e',
    name: 'Mire Beast',
    visible: true,
    midnightGhost: false,
    specialGhost: false,
    nessyGhost: false,
    immuneMysticPower: false,
    hasPopulation: false,
    scareFactor: 120.7,
    population: 0,
    xp: 260,
    currencies: {
      currencyEntries: [
        { name: 'gold', value: 300 },
        { name: 'ectoplasm', value: 5 },
      ],
    },
    specialGhostFromDateDay: null,
    specialGhostFromDateMonth: null,
    specialGhostFromDateYear: null,
    specialGhostToDateDay: null,
    specialGhostToDateMonth: null,
    specialGhostToDateYear: null,
    specialGhostRecurringYear: false,
    specialGhostChance: 0,
    loot: [],
    equipment: { equipment: [] },
  };
  it('reads the type short name given by the caller', () => {
    expect(toEnemyDef(enemy, 'monster')).toMatchObject({ monster: true, scareFactor: 120 });
    expect(toEnemyDef(enemy, 'crystal').monster).toBe(false);
    expect(toEnemyDef(enemy).monster).toBe(false);
  });
});

describe('engineReadsStat: which stat names do something', () => {
  it('knows the numeric stats, procs of type 1, LH_ bonuses, CCC and retainer; nothing else', () => {
    for (const name of [
      'power',
      'mysticPower',
      'tsc',
      'lootChance',
      'xpBonus',
      'goldBonus',
      'attraction',
      'monsterPower',
      'CCC',
      'retainer',
      'LH_ectoplasm',
    ]) {
      expect(engineReadsStat(name, 0)).toBe(true);
    }
    expect(engineReadsStat('goldenrain', 1)).toBe(true);
    expect(engineReadsStat('goldenrain', 0)).toBe(false);
    expect(engineReadsStat('LH_', 0)).toBe(false);
    expect(engineReadsStat('charisma', 0)).toBe(false);
  });
});

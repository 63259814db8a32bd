import { checkSetupIndex, EquipType, planEquip } from './equipment-rules';

const relic: EquipType = { shortName: 'relic', name: 'Relic', isEquipment: true, itemTypeSlots: 3 };
const mechanism: EquipType = { shortName: 'mechanism', name: 'Mechanism', isEquipment: true, itemTypeSlots: 1 };

describe('planEquip', () => {
  it('adds into a free slot and is idempotent for an equipped item', () => {
    expect(planEquip({ item: { id: 'a', name: 'A' }, type: mechanism, owned: 1, equipped: [] })).toEqual({ add: 'a', remove: [] });
    expect(planEquip({ item: { id: 'a', name: 'A' }, type: mechanism, owned: 1, equipped: [{ itemId: 'a', type: 'mechanism' }] })).toEqual({
      add: null,
      remove: [],
    });
  });

  it('swaps a full single slot', () => {
    expect(
      planEquip({
        item: { id: 'b', name: 'B' },
        type: mechanism,
        owned: 1,
        equipped: [
          { itemId: 'a', type: 'mechanism' },
          { itemId: 'r', type: 'relic' },
        ],
      }),
    ).toEqual({ add: 'b', remove: ['a'] });
  });

  it('allows three relics and refuses the fourth', () => {
    const three = ['r1', 'r2'].map((itemId) => ({ itemId, type: 'relic' }));
    expect(planEquip({ item: { id: 'r3', name: 'R3' }, type: relic, owned: 1, equipped: three }).add).toBe('r3');
    expect(() =>
      planEquip({ item: { id: 'r4', name: 'R4' }, type: relic, owned: 1, equipped: [...three, { itemId: 'r3', type: 'relic' }] }),
    ).toThrow('All 3 Relic slots are in use: unequip one first');
  });

  it('refuses items not owned and types that are not equipment', () => {
    expect(() => planEquip({ item: { id: 'a', name: 'A' }, type: mechanism, owned: 0, equipped: [] })).toThrow('You do not own A');
    expect(() =>
      planEquip({ item: { id: 'j', name: 'Juice' }, type: { ...mechanism, isEquipment: false }, owned: 1, equipped: [] }),
    ).toThrow('Juice cannot be equipped');
    expect(() => planEquip({ item: { id: 'j', name: 'Juice' }, type: { ...mechanism, itemTypeSlots: 0 }, owned: 1, equipped: [] })).toThrow(
      'cannot be equipped',
    );
    expect(() => planEquip({ item: { id: 'j', name: 'Juice' }, type: undefined, owned: 1, equipped: [] })).toThrow('cannot be equipped');
  });
});

describe('checkSetupIndex', () => {
  it('accepts zero-based indexes below the unlocked count', () => {
    expect(checkSetupIndex('0', 2)).toBe(0);
    expect(checkSetupIndex('1', 2)).toBe(1);
    expect(checkSetupIndex(11, 12)).toBe(11);
    for (const bad of ['2', '-1', 'x', '1.0', ''])
      expect(() => checkSetupIndex(bad, 2)).toThrow('Equipment setup must be a whole number from 0 to 1 (2 unlocked)');
    expect(() => checkSetupIndex(12, 20)).toThrow(/0 to 11/);
  });
});

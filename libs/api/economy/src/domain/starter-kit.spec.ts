import { parseStarterKit, starterEquipment } from './starter-kit';

describe('parseStarterKit', () => {
  it('reads currencies and items', () => {
    const { kit, problems } = parseStarterKit(
      JSON.stringify({ currencies: [{ shortName: 'gold', value: 500 }], items: [{ itemId: 'a', amount: 10 }] }),
    );
    expect(kit).toEqual({ currencies: [{ shortName: 'gold', value: 500 }], items: [{ itemId: 'a', amount: 10 }] });
    expect(problems).toEqual([]);
  });

  it('grants nothing without a setting', () => {
    expect(parseStarterKit(undefined)).toEqual({ kit: { currencies: [], items: [] }, problems: [] });
    expect(parseStarterKit('  ')).toEqual({ kit: { currencies: [], items: [] }, problems: [] });
  });

  it('grants nothing for a broken document and says why', () => {
    expect(parseStarterKit('{gold: 5').problems).toEqual(['the StarterKit setting is not valid JSON']);
    expect(parseStarterKit('[1]').kit).toEqual({ currencies: [], items: [] });
  });

  it('skips zero, negative, fractional and nameless entries', () => {
    const { kit, problems } = parseStarterKit(
      JSON.stringify({
        currencies: [{ shortName: 'gold', value: 0 }, { shortName: 'gold', value: 1.5 }, { value: 3 }, { shortName: 'ecto', value: 2 }],
        items: [{ itemId: 'x', amount: -1 }, null],
      }),
    );
    expect(kit).toEqual({ currencies: [{ shortName: 'ecto', value: 2 }], items: [] });
    expect(problems).toHaveLength(5);
  });
});

describe('starterEquipment', () => {
  const bait = { shortName: 'bait', isEquipment: true, itemTypeSlots: 1 };
  const mechanism = { shortName: 'mechanism', isEquipment: true, itemTypeSlots: 1 };
  const relic = { shortName: 'relic', isEquipment: true, itemTypeSlots: 3 };
  const key = { shortName: 'key', isEquipment: false, itemTypeSlots: 0, alwaysEquipped: true };

  it('equips the bait and the trap of the kit, one per single slot, in kit order', () => {
    expect(
      starterEquipment([
        { itemId: 'cheese', type: bait },
        { itemId: 'cage', type: mechanism },
        { itemId: 'truffle', type: bait },
        { itemId: 'key', type: key },
        { itemId: 'gone', type: undefined },
      ]),
    ).toEqual(['cheese', 'cage']);
  });

  it('fills multi-slot types up to their slots and never displaces what is already equipped', () => {
    const relics = ['a', 'b', 'c', 'd'].map((itemId) => ({ itemId, type: relic }));
    expect(starterEquipment(relics)).toEqual(['a', 'b', 'c']);
    expect(
      starterEquipment(
        [{ itemId: 'cheese', type: bait }, ...relics],
        [
          { itemId: 'old', type: bait },
          { itemId: 'a', type: relic },
        ],
      ),
    ).toEqual(['b', 'c']);
  });

  it('equips nothing from an empty kit', () => {
    expect(starterEquipment([])).toEqual([]);
  });
});

import { parseStarterKit } from './starter-kit';

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

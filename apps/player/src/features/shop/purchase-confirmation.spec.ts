import { goldCostOf, needsConfirmation } from './purchase-confirmation';

describe('purchase confirmation', () => {
  const priced = (gold: number, crafted = false) => ({
    action: 'BUY' as const,
    price: { currencyEntries: [{ name: 'gold', value: gold }] },
    craftingMats: crafted ? [{ itemId: 'm', amount: 1, itemName: 'Mat', itemImageId: null }] : [],
    craftingMatsPremium: [],
  });

  it('counts the gold a purchase takes; crafting takes none', () => {
    expect(goldCostOf(priced(60), 10)).toBe(600);
    expect(goldCostOf(priced(800, true), 1)).toBe(0);
    expect(goldCostOf({ ...priced(800), action: 'MIX' }, 1)).toBe(0);
  });

  it('asks from 500 gold, or from a quarter of the gold held when that is 100 gold or more', () => {
    expect(needsConfirmation(499, 1_000_000)).toBe(false);
    expect(needsConfirmation(500, 1_000_000)).toBe(true);
    expect(needsConfirmation(100, 400)).toBe(true);
    expect(needsConfirmation(99, 100)).toBe(false);
    expect(needsConfirmation(0, 0)).toBe(false);
    // More than the purse holds: no question, the server answers that the gold is missing.
    expect(needsConfirmation(800, 66)).toBe(false);
    expect(needsConfirmation(800, null)).toBe(true);
  });
});

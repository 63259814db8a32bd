import { shopActionFor } from '@grimhunt/contracts';
import { acquisitionBlocker, isCraftable, planTrade, sellableAmount, TradeContext, TradeItem } from './trade';

const item = (over: Partial<TradeItem> = {}): TradeItem => ({
  id: 'cheese',
  name: 'Cheese',
  buyable: true,
  reqXP: 0,
  needSub: 0,
  unique: false,
  price: {
    currencyEntries: [
      { name: 'gold', value: 10 },
      { name: 'ecto', value: 1 },
    ],
  },
  refund: { currencyEntries: [{ name: 'gold', value: 2 }] },
  craftingMats: [],
  craftingMatsPremium: [],
  itemIdRequiredForUnlockCrafting: null,
  ...over,
});

function ctx(
  over: {
    xp?: number;
    sub?: number;
    owned?: Record<string, number>;
    equipped?: string[];
    baits?: string[];
    wallet?: Record<string, number>;
  } = {},
): TradeContext {
  return {
    xp: over.xp ?? 0,
    subscriptionLevel: over.sub ?? 0,
    owned: (id) => over.owned?.[id] ?? 0,
    equipped: (id) => (over.equipped ?? []).includes(id),
    isBait: (id) => (over.baits ?? []).includes(id),
    balance: (c) => over.wallet?.[c] ?? 0,
    currencyName: (c) => (c === 'gold' ? 'Gold Coins' : c),
    itemName: (id) => id.toUpperCase(),
  };
}

describe('planTrade', () => {
  it('buys every price entry × amount', () => {
    expect(planTrade(item(), 3, false, ctx({ wallet: { gold: 30, ecto: 3 } }))).toEqual({
      kind: 'buy',
      premium: false,
      currencyDeltas: [
        { currency: 'gold', delta: -30 },
        { currency: 'ecto', delta: -3 },
      ],
      itemDeltas: [{ itemId: 'cheese', delta: 3 }],
    });
  });

  it('names the missing currency with needed and owned amounts', () => {
    expect(() => planTrade(item(), 12, false, ctx({ wallet: { gold: 80, ecto: 50 } }))).toThrow(
      'Not enough Gold Coins: 120 needed, 80 owned',
    );
  });

  it('refuses bad amounts, xp, subscription, unique and unbuyable items', () => {
    for (const amount of [0, 1.5, NaN, 10_001, -10_001]) expect(() => planTrade(item(), amount, false, ctx())).toThrow(/whole number/);
    expect(() => planTrade(item({ reqXP: 500 }), 1, false, ctx())).toThrow('You need 500 XP for this item');
    expect(() => planTrade(item({ needSub: 2 }), 1, false, ctx())).toThrow('You need a Gold subscription for this item');
    expect(() => planTrade(item({ unique: true }), 1, false, ctx({ owned: { cheese: 1 } }))).toThrow(
      'Cheese is unique: you can own only one',
    );
    expect(() => planTrade(item({ unique: true }), 2, false, ctx())).toThrow(/unique/);
    expect(() => planTrade(item({ buyable: false }), 1, false, ctx())).toThrow('Cheese cannot be bought');
  });

  it('sells at the refund, only the unequipped surplus', () => {
    expect(planTrade(item(), -2, false, ctx({ owned: { cheese: 3 } }))).toEqual({
      kind: 'sell',
      premium: false,
      currencyDeltas: [{ currency: 'gold', delta: 4 }],
      itemDeltas: [{ itemId: 'cheese', delta: -2 }],
    });
    expect(() => planTrade(item(), -3, false, ctx({ owned: { cheese: 3 }, equipped: ['cheese'] }))).toThrow(
      'You can sell at most 2 Cheese: one is equipped (unequip it first)',
    );
    expect(() => planTrade(item(), -4, false, ctx({ owned: { cheese: 3 } }))).toThrow('Not enough Cheese: 4 to sell, 3 owned');
    expect(() => planTrade(item({ refund: { currencyEntries: [] } }), -1, false, ctx({ owned: { cheese: 1 } }))).toThrow(
      'Cheese cannot be sold',
    );
    expect(sellableAmount(1, true)).toBe(0);
  });

  it('crafts from materials × amount, premium from the premium list, behind the recipe', () => {
    const brew = item({
      id: 'brew',
      name: 'Brew',
      buyable: false,
      price: { currencyEntries: [] },
      craftingMats: [
        { itemId: 'dust', amount: 3 },
        { itemId: 'ecto', amount: 1 },
      ],
      craftingMatsPremium: [{ itemId: 'feather', amount: 1 }],
    });
    expect(planTrade(brew, 2, false, ctx({ owned: { dust: 6, ecto: 2 } })).itemDeltas).toEqual([
      { itemId: 'dust', delta: -6 },
      { itemId: 'ecto', delta: -2 },
      { itemId: 'brew', delta: 2 },
    ]);
    expect(planTrade(brew, 1, true, ctx({ sub: 1, owned: { feather: 1 } }))).toMatchObject({
      kind: 'craft',
      premium: true,
      currencyDeltas: [],
      itemDeltas: [
        { itemId: 'feather', delta: -1 },
        { itemId: 'brew', delta: 1 },
      ],
    });
    expect(() => planTrade(brew, 2, false, ctx({ owned: { dust: 5, ecto: 2 } }))).toThrow('Not enough DUST: 6 needed, 5 owned');
    expect(() => planTrade(brew, 1, false, ctx({ owned: { dust: 3, ecto: 1 }, equipped: ['ecto'] }))).toThrow(
      'Not enough ECTO: 1 needed, 0 owned',
    );
    // Equipped bait is a stack used up where it sits: a recipe may take all of it.
    expect(planTrade(brew, 1, false, ctx({ owned: { dust: 3, ecto: 1 }, equipped: ['ecto'], baits: ['ecto'] })).kind).toBe('craft');
    const locked = { ...brew, itemIdRequiredForUnlockCrafting: 'recipe' };
    expect(() => planTrade(locked, 1, false, ctx({ owned: { dust: 3, ecto: 1 } }))).toThrow('You need RECIPE to craft this item');
    expect(planTrade(locked, 1, false, ctx({ owned: { dust: 3, ecto: 1, recipe: 1 } })).kind).toBe('craft');
    expect(() => planTrade(item({ craftingMats: [{ itemId: 'dust', amount: 1 }] }), 1, true, ctx())).toThrow(
      'Cheese has no premium crafting option',
    );
  });

  it('charges the price of a crafted item as a fee, on top of the materials', () => {
    const lantern = item({ id: 'lantern', name: 'Lantern', buyable: false, craftingMats: [{ itemId: 'dust', amount: 2 }] });
    expect(planTrade(lantern, 2, false, ctx({ owned: { dust: 4 }, wallet: { gold: 20, ecto: 2 } }))).toEqual({
      kind: 'craft',
      premium: false,
      currencyDeltas: [
        { currency: 'gold', delta: -20 },
        { currency: 'ecto', delta: -2 },
      ],
      itemDeltas: [
        { itemId: 'dust', delta: -4 },
        { itemId: 'lantern', delta: 2 },
      ],
    });
    expect(() => planTrade(lantern, 1, false, ctx({ owned: { dust: 2 }, wallet: { gold: 9, ecto: 1 } }))).toThrow(/Gold Coins/);
  });

  it('keeps premium crafting for subscribers', () => {
    const brew = item({ buyable: false, price: { currencyEntries: [] }, craftingMatsPremium: [{ itemId: 'feather', amount: 1 }] });
    expect(() => planTrade(brew, 1, true, ctx({ owned: { feather: 1 } }))).toThrow('You need a Silver subscription for this item');
    expect(planTrade(brew, 1, true, ctx({ sub: 1, owned: { feather: 1 } })).premium).toBe(true);
  });

  it('reports blockers for the shop without looking at funds', () => {
    expect(acquisitionBlocker(item({ reqXP: 10 }), ctx())?.message).toBe('You need 10 XP for this item');
    expect(acquisitionBlocker(item(), ctx())).toBeNull();
  });
});

describe('shop action per item type', () => {
  it.each([
    ['pet', false, 'TAME'],
    ['contract', false, 'HIRE'],
    ['bait', false, 'BUY'],
    ['bait', true, 'MIX'],
    ['juice', true, 'MIX'],
    ['relic', true, 'BIND'],
    ['magiccicle', true, 'BIND'],
    ['cauldron', true, 'CRAFT'],
    ['mechanism', false, 'BUY'],
  ])('%s crafted=%s -> %s', (type, crafted, action) => {
    expect(shopActionFor(type as string, crafted as boolean)).toBe(action);
  });

  it('treats items with materials as crafted', () => {
    expect(isCraftable(item({ craftingMats: [{ itemId: 'x', amount: 1 }] }))).toBe(true);
    expect(isCraftable(item())).toBe(false);
  });
});

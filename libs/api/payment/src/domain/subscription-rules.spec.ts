import { canBuyPackage, packageOfMonth, tierState, upgradePriceCents } from '@grimhunt/contracts';
import { firstOfNextMonth, mergeItems, patreonTypeFor, periodKey, periodOf, planPurchase, upgradeItems } from './subscription-rules';

const pkg = (
  over: Partial<{
    usd: number;
    subscriptionLevel: number;
    singleItemType: number;
    month: number | null;
    year: number | null;
    visible: boolean;
    items: { itemId: string; amount: number }[];
  }>,
) => ({
  usd: 4.99,
  subscriptionLevel: 0,
  singleItemType: 0,
  month: null as number | null,
  year: null as number | null,
  visible: true,
  items: [] as { itemId: string; amount: number }[],
  ...over,
});

describe('subscription rules', () => {
  it('allows a package unless it is a subscription at or below the active level', () => {
    expect(canBuyPackage(0, 3)).toBe(true);
    expect(canBuyPackage(1, 0)).toBe(true);
    expect(canBuyPackage(2, 1)).toBe(true);
    expect(canBuyPackage(2, 2)).toBe(false);
    expect(canBuyPackage(1, 2)).toBe(false);
  });

  it('labels tiers Current Subscription / Included / Upgrade against the active level', () => {
    expect([1, 2, 3].map((l) => tierState(l, 2))).toEqual(['included', 'current', 'upgrade']);
    expect([1, 2, 3].map((l) => tierState(l, 0))).toEqual(['buy', 'buy', 'buy']);
  });

  it('prices an upgrade at the difference to the current tier, in whole cents, never below 1 cent', () => {
    expect(upgradePriceCents(19.99, 9.99)).toBe(1000);
    expect(upgradePriceCents(9.99, 4.99)).toBe(500);
    expect(upgradePriceCents(0.3, 0.1)).toBe(20); // no floating-point drift (0.3 - 0.1 = 0.19999...)
    expect(upgradePriceCents(4.99, 9.99)).toBe(1);
    expect(upgradePriceCents(4.99, null)).toBe(499);
  });

  it('plans a first subscription at full price, an upgrade at the difference with only the added items', () => {
    const silver = pkg({
      usd: 4.99,
      subscriptionLevel: 1,
      items: [
        { itemId: 'cheese', amount: 50 },
        { itemId: 'plasma', amount: 20 },
      ],
    });
    const gold = pkg({
      usd: 9.99,
      subscriptionLevel: 2,
      items: [
        { itemId: 'cheese', amount: 50 },
        { itemId: 'plasma', amount: 40 },
        { itemId: 'card', amount: 1 },
      ],
    });
    expect(planPurchase(gold, { activeLevel: 0, oneTimeOwned: false })).toEqual({
      kind: 'subscription',
      usdCents: 999,
      items: gold.items,
      subscriptionLevel: 2,
      upgradeFromLevel: 0,
    });
    expect(planPurchase(gold, { activeLevel: 1, currentTierPackage: silver, oneTimeOwned: false })).toEqual({
      kind: 'subscription',
      usdCents: 500,
      items: [
        { itemId: 'plasma', amount: 20 },
        { itemId: 'card', amount: 1 },
      ],
      subscriptionLevel: 2,
      upgradeFromLevel: 1,
    });
    expect(planPurchase(silver, { activeLevel: 1, currentTierPackage: silver, oneTimeOwned: false })).toBe('not-higher');
    expect(planPurchase(silver, { activeLevel: 2, oneTimeOwned: false })).toBe('not-higher');
  });

  it('plans single packages as orders, refusing an owned one-time deal', () => {
    const plasma = pkg({
      usd: 2.99,
      singleItemType: 3,
      items: [
        { itemId: 'plasma', amount: 60 },
        { itemId: 'plasma', amount: 40 },
      ],
    });
    expect(planPurchase(plasma, { activeLevel: 3, oneTimeOwned: true })).toEqual({
      kind: 'order',
      usdCents: 299,
      items: [{ itemId: 'plasma', amount: 100 }],
      subscriptionLevel: 0,
      upgradeFromLevel: 0,
    });
    expect(planPurchase(pkg({ singleItemType: 4 }), { activeLevel: 0, oneTimeOwned: true })).toBe('one-time-owned');
    expect(planPurchase(pkg({ singleItemType: 4 }), { activeLevel: 0, oneTimeOwned: false })).toMatchObject({ kind: 'order' });
  });

  it('merges and diffs item lists', () => {
    expect(
      mergeItems([
        { itemId: 'a', amount: 1 },
        { itemId: 'b', amount: 0 },
        { itemId: 'a', amount: 2 },
      ]),
    ).toEqual([{ itemId: 'a', amount: 3 }]);
    expect(
      upgradeItems(
        [
          { itemId: 'a', amount: 5 },
          { itemId: 'b', amount: 1 },
        ],
        [
          { itemId: 'a', amount: 5 },
          { itemId: 'c', amount: 9 },
        ],
      ),
    ).toEqual([{ itemId: 'b', amount: 1 }]);
  });

  it("finds this month's package of a tier, else the newest earlier one, else one without a month", () => {
    const list = [
      pkg({ subscriptionLevel: 1, year: 2024, month: 6, usd: 1 }),
      pkg({ subscriptionLevel: 1, year: 2024, month: 7, usd: 2 }),
      pkg({ subscriptionLevel: 1, year: 2024, month: 9, usd: 3 }),
      pkg({ subscriptionLevel: 1, year: 2024, month: 8, usd: 4, visible: false }),
      pkg({ subscriptionLevel: 2, usd: 5 }),
    ];
    expect(packageOfMonth(list, 1, 2024, 7)?.usd).toBe(2);
    expect(packageOfMonth(list, 1, 2024, 8)?.usd).toBe(2);
    expect(packageOfMonth(list, 1, 2025, 1)?.usd).toBe(3);
    expect(packageOfMonth(list, 1, 2024, 1)).toBeUndefined();
    expect(packageOfMonth(list, 2, 2024, 7)?.usd).toBe(5);
  });

  it('pays until the 1st of next month (UTC) and names periods YYYY-MM', () => {
    expect(firstOfNextMonth(new Date('2024-07-31T23:59:59Z')).toISOString()).toBe('2024-08-01T00:00:00.000Z');
    expect(firstOfNextMonth(new Date('2024-12-15T08:00:00Z')).toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(periodKey(periodOf(new Date('2025-01-01T00:00:00Z')))).toBe('2025-01');
    expect([0, 1, 2, 3, 4].map(patreonTypeFor)).toEqual([0, 1, 2, 3, 3]);
  });
});

import { MarketDesk, marketEffect } from './market';
import { World } from './sim';

const LIMITS = {
  tariffPercent: 10,
  maxOpenOrders: 10,
  maxPrice: 1_000_000,
  maxAmount: 10_000,
  orderDays: 7,
  medianMinPercent: 50,
  medianMaxPercent: 300,
};

describe('the market in the balance simulation', () => {
  it('sells at the first price, then at the median, and the tariff leaves the gold the buyers paid', () => {
    const desk = new MarketDesk(LIMITS, new Set(['dust']), new Map(), new Map([['dust', 7]]));
    expect(desk.median('dust')).toBeNull();
    expect(desk.sell('p1', 'dust', 3)).toEqual({ units: 3, gold: 21, tariff: 2 });
    expect(desk.median('dust')).toBe(7);
    expect(desk.sell('p2', 'dust', 20_000)).toEqual({ units: 10_000, gold: 70_000, tariff: 7_000 });
    // An item with neither trades nor a price is not sold.
    expect(desk.sell('p1', 'nothing', 5)).toEqual({ units: 0, gold: 0, tariff: 0 });
  });

  it('reads the limits from the catalogue settings and sells only tradable loot', async () => {
    const w = await World.load();
    const desk = await MarketDesk.open(w);
    expect(desk.limits.tariffPercent).toBe(10);
    expect(desk.sellable.has(w.item('Bone Dust').id)).toBe(true);
    expect(desk.sellable.has(w.item('Rusty Iron Cage').id)).toBe(false);
    expect(desk.sellable.has(w.item('Grave Moss Cheese').id)).toBe(false); // bait from the shop, no ghost drops it
  }, 120_000);

  it('compares the same checkpoints with and without the market', () => {
    const sale = (gold: number, tariff: number) => ({ units: 1, gold, tariff });
    const rows = marketEffect(
      [10, 20],
      [
        {
          goldAt: new Map([
            [10, 100],
            [20, 200],
          ]),
        },
        { goldAt: new Map([[10, 300]]) },
      ],
      [
        {
          goldAt: new Map([
            [10, 150],
            [20, 260],
          ]),
          marketAt: new Map([
            [10, sale(50, 5)],
            [20, sale(70, 7)],
          ]),
        },
        { goldAt: new Map([[10, 350]]), marketAt: new Map([[10, sale(60, 6)]]) },
      ],
    );
    expect(rows).toEqual([
      { hunts: 10, without: 200, with: 250, salesGold: 55, tariff: 5.5 },
      { hunts: 20, without: 200, with: 260, salesGold: 70, tariff: 7 },
    ]);
  });
});

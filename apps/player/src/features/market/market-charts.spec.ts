import { cumulative, depthGeometry, lineGeometry, niceTicks, scale } from './market-charts';

describe('market charts', () => {
  it('maps a domain onto a range, and a single value onto the middle', () => {
    expect(scale(0, 10, 0, 200)(5)).toBe(100);
    expect(scale(0, 10, 100, 0)(10)).toBe(0);
    expect(scale(7, 7, 0, 200)(7)).toBe(100);
  });

  it('picks round ticks inside the range', () => {
    expect(niceTicks(0, 100, 4)).toEqual([0, 50, 100]);
    expect(niceTicks(93, 131, 4)).toEqual([100, 110, 120, 130]);
    expect(niceTicks(5, 5)).toEqual([5]);
    // Prices are whole gold: never a tick step below 1.
    expect(niceTicks(0, 2, 4)).toEqual([0, 1, 2]);
  });

  it('adds up each side of the book from its best price outwards', () => {
    const bids = [
      { price: 90, amount: 3 },
      { price: 100, amount: 2 },
      { price: 80, amount: 5 },
    ];
    expect(cumulative(bids, 'bid')).toEqual([
      { price: 100, amount: 2 },
      { price: 90, amount: 5 },
      { price: 80, amount: 10 },
    ]);
    expect(
      cumulative(
        [
          { price: 120, amount: 4 },
          { price: 110, amount: 1 },
        ],
        'ask',
      ),
    ).toEqual([
      { price: 110, amount: 1 },
      { price: 120, amount: 5 },
    ]);
  });

  it('draws bids as a staircase to the left edge and asks to the right, the spread between them', () => {
    const g = depthGeometry(
      [
        { price: 100, amount: 2 },
        { price: 90, amount: 3 },
      ],
      [{ price: 110, amount: 5 }],
      200,
      100,
    );
    // Prices 90..110 padded by 2 on each side: 88..112 over 200 units; amounts 0..5 over 100 units.
    expect(g.bidArea).toBe('M100,100 L100,100 L100,60 L16.67,60 L16.67,0 L0,0 L0,100 Z');
    expect(g.askArea).toBe('M183.33,100 L183.33,100 L183.33,0 L200,0 L200,100 Z');
    expect(g.spreadAt).toBe(141.67);
    expect(g.yTicks.map((t) => t.value)).toEqual([0, 2, 4]);
    expect(g.xTicks.every((t) => t.at >= 0 && t.at <= 200)).toBe(true);
  });

  it('draws an empty book as nothing, and one side alone without a spread', () => {
    expect(depthGeometry([], [], 200, 100)).toEqual({ bidArea: '', askArea: '', xTicks: [], yTicks: [], spreadAt: null });
    const asksOnly = depthGeometry([], [{ price: 50, amount: 1 }], 200, 100);
    expect(asksOnly.bidArea).toBe('');
    expect(asksOnly.askArea).not.toBe('');
    expect(asksOnly.spreadAt).toBeNull();
  });

  it('puts trades in time order along x and keeps the median in view', () => {
    const g = lineGeometry(
      [
        { price: 120, at: '2026-01-03T00:00:00Z' },
        { price: 100, at: '2026-01-01T00:00:00Z' },
        { price: 110, at: '2026-01-02T00:00:00Z' },
      ],
      150,
      300,
      100,
    );
    expect(g.dots.map((d) => [d.x, d.price])).toEqual([
      [0, 100],
      [150, 110],
      [300, 120],
    ]);
    expect(g.from).toBe('2026-01-01T00:00:00Z');
    expect(g.to).toBe('2026-01-03T00:00:00Z');
    // 100..150 padded by 6: the dearest trade sits below the median line (smaller y is higher).
    expect(g.medianAt).not.toBeNull();
    expect(g.medianAt!).toBeLessThan(g.dots[2].y);
    expect(g.points).toBe(g.dots.map((d) => `${d.x},${d.y}`).join(' '));
  });

  it('spreads trades of one instant evenly and centres a single trade', () => {
    const at = '2026-01-01T00:00:00Z';
    expect(
      lineGeometry(
        [
          { price: 5, at },
          { price: 6, at },
        ],
        null,
        100,
        50,
      ).dots.map((d) => d.x),
    ).toEqual([0, 100]);
    const one = lineGeometry([{ price: 5, at }], null, 100, 50);
    expect(one.dots[0].x).toBe(50);
    expect(one.medianAt).toBeNull();
    expect(lineGeometry([], 10, 100, 50).points).toBe('');
  });
});

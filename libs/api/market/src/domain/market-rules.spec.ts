import { MarketLimits, checkPriceAgainstMedian, priceBand, readOrder, weightedMedian } from './market-rules';

const limits: MarketLimits = {
  tariffPercent: 10,
  maxOpenOrders: 10,
  maxPrice: 1000,
  maxAmount: 50,
  orderDays: 7,
  medianMinPercent: 50,
  medianMaxPercent: 300,
};
const item = '6f1c2f0e-6c43-4a4e-9f0e-2f7d1c9b1a11';

describe('readOrder', () => {
  it('reads a well-formed order', () => {
    expect(readOrder({ itemId: item, side: 'sell', price: 1000, amount: 50 }, limits)).toEqual({
      itemId: item,
      side: 'sell',
      price: 1000,
      amount: 50,
    });
  });

  it.each([
    ['negative price', { price: -1 }, 'Price must be a whole number from 1 to 1000'],
    ['zero price', { price: 0 }, 'Price must be a whole number from 1 to 1000'],
    ['fractional price', { price: 1.5 }, 'Price must be a whole number from 1 to 1000'],
    ['huge price', { price: 1e300 }, 'Price must be a whole number from 1 to 1000'],
    ['price as text', { price: '10' }, 'Price must be a whole number from 1 to 1000'],
    ['price above the limit', { price: 1001 }, 'Price must be a whole number from 1 to 1000'],
    ['zero amount', { amount: 0 }, 'Amount must be a whole number from 1 to 50'],
    ['fractional amount', { amount: 0.5 }, 'Amount must be a whole number from 1 to 50'],
    ['amount as text', { amount: 'lots' }, 'Amount must be a whole number from 1 to 50'],
    ['unknown side', { side: 'lend' }, 'Side must be buy or sell'],
    ['no item', { itemId: '' }, 'Choose an item'],
  ])('refuses a %s', (_name, over, message) => {
    expect(() => readOrder({ itemId: item, side: 'buy', price: 10, amount: 1, ...over }, limits)).toThrow(message);
  });

  // The route hands the JSON body over as sent, which need not be an object.
  it.each([
    ['no body', undefined],
    ['null', null],
    ['a text', 'sell 10'],
    ['a number', 10],
    ['a list', [item, 'sell', 10, 1]],
  ])('refuses %s as the order', (_name, body) => {
    expect(() => readOrder(body, limits)).toThrow('Choose an item');
  });
});

describe('the median guard', () => {
  it('allows 50% to 300% of the median, rounded inwards', () => {
    expect(priceBand(15, limits)).toEqual({ min: 8, max: 45 });
    expect(() => checkPriceAgainstMedian(8, 15, limits)).not.toThrow();
    expect(() => checkPriceAgainstMedian(45, 15, limits)).not.toThrow();
    expect(() => checkPriceAgainstMedian(7, 15, limits)).toThrow(
      'Price too low: the median of the last 7 days is 15 gold; the lowest allowed is 8.',
    );
    expect(() => checkPriceAgainstMedian(46, 15, limits)).toThrow(
      'Price too high: the median of the last 7 days is 15 gold; the highest allowed is 45.',
    );
  });

  it('without trades every price passes', () => {
    expect(() => checkPriceAgainstMedian(1, null, limits)).not.toThrow();
  });

  it('the median weighs every unit once (the lower middle on an even count)', () => {
    expect(weightedMedian([])).toBeNull();
    expect(
      weightedMedian([
        { price: 10, amount: 1 },
        { price: 100, amount: 3 },
      ]),
    ).toBe(100);
    expect(
      weightedMedian([
        { price: 10, amount: 2 },
        { price: 100, amount: 2 },
      ]),
    ).toBe(10);
    expect(
      weightedMedian([
        { price: 30, amount: 1 },
        { price: 10, amount: 1 },
        { price: 20, amount: 1 },
      ]),
    ).toBe(20);
  });
});

import { MARKET_MESSAGES, type MarketOrderDto, type MarketRulesDto } from '@grimhunt/contracts';
import { describePlaced, HOLDING_MESSAGES, orderSummary, priceBand, toOrderBody, validateOrder } from './market-order';

const rules: MarketRulesDto = {
  tariffPercent: 10,
  maxPrice: 1_000_000,
  maxAmount: 10_000,
  maxOpenOrders: 10,
  orderDays: 7,
  medianMinPercent: 50,
  medianMaxPercent: 300,
};

const order = (overrides: Partial<MarketOrderDto>): MarketOrderDto => ({
  id: 'o1',
  itemId: 'dust',
  itemName: 'Bone Dust',
  itemImageId: null,
  side: 'sell',
  price: 100,
  amount: 5,
  filled: 0,
  remaining: 5,
  status: 'open',
  gold: 0,
  tariff: 0,
  escrow: 5,
  createdAt: '2026-01-01T00:00:00Z',
  expiresAt: '2026-01-08T00:00:00Z',
  closedAt: null,
  ...overrides,
});

describe('market order form', () => {
  it('allows 50% to 300% of the median, rounded inwards; no median, no band', () => {
    expect(priceBand(101, rules)).toEqual({ min: 51, max: 303 });
    expect(priceBand(null, rules)).toBeNull();
  });

  it('refuses what the server refuses, with its words', () => {
    const sell = { itemName: 'Bone Dust', side: 'sell' as const, rules, median: null, held: 4 };
    for (const price of ['', '0', '-3', '2.5', 'abc', '1e3', '1000001']) {
      expect(validateOrder({ price, amount: '1' }, sell)).toBe(MARKET_MESSAGES.priceInvalid(1_000_000));
    }
    for (const amount of ['', '0', '1.5', '10001']) {
      expect(validateOrder({ price: '10', amount }, sell)).toBe(MARKET_MESSAGES.amountInvalid(10_000));
    }
    expect(validateOrder({ price: '10', amount: '5' }, sell)).toBe('Not enough Bone Dust: 5 needed, 4 owned');
    expect(validateOrder({ price: '10', amount: '4' }, sell)).toBeNull();
    expect(validateOrder({ price: '10', amount: '4' }, { ...sell, held: null })).toBeNull();

    const buy = { itemName: 'Bone Dust', side: 'buy' as const, rules, median: 100, held: 999 };
    expect(validateOrder({ price: '49', amount: '1' }, buy)).toBe(MARKET_MESSAGES.priceTooLow(100, 50));
    expect(validateOrder({ price: '301', amount: '1' }, buy)).toBe(MARKET_MESSAGES.priceTooHigh(100, 300));
    expect(validateOrder({ price: '100', amount: '10' }, buy)).toBe(HOLDING_MESSAGES.notEnoughGold(1000, 999));
    expect(HOLDING_MESSAGES.notEnoughGold(1000, 999)).toBe('Not enough gold: 1000 needed, 999 owned');
    expect(validateOrder({ price: '100', amount: '9' }, buy)).toBeNull();
  });

  it('shows the escrow, and the tariff on the seller rounded down', () => {
    expect(orderSummary('buy', 105, 3, 10)).toEqual({ gold: 315, tariff: 0, net: 315, escrow: 315 });
    expect(orderSummary('sell', 105, 3, 10)).toEqual({ gold: 315, tariff: 31, net: 284, escrow: 3 });
  });

  it('builds the request from the typed fields', () => {
    expect(toOrderBody('dust', 'buy', { price: '12', amount: '3' })).toEqual({ itemId: 'dust', side: 'buy', price: 12, amount: 3 });
  });

  it('tells what filled at once, with the tariff, and what rests', () => {
    const fill = { tradeId: 't', price: 100, amount: 2, gold: 200, tariff: 20, at: '2026-01-01T00:00:00Z' };
    expect(describePlaced({ order: order({ filled: 2, remaining: 3 }), fills: [fill] })).toBe(
      'Sold 2 Bone Dust for 200 gold; tariff 20 gold, you received 180 gold. 3 wait in the book at 100 gold.',
    );
    expect(describePlaced({ order: order({ side: 'buy', status: 'filled', remaining: 0 }), fills: [{ ...fill, tariff: 0 }] })).toBe(
      'Bought 2 Bone Dust for 200 gold.',
    );
    expect(describePlaced({ order: order({}), fills: [] })).toBe('Order placed. 5 wait in the book at 100 gold.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MARKET_MESSAGES,
  type InventoryEntryDto,
  type MarketBookDto,
  type MarketOrderDto,
  type MarketSearchResultDto,
  type MyMarketOrdersDto,
} from '@grimhunt/contracts';
import { jsonResponse, type FakeResponse, type RecordedCall } from '../../../../testing/fake-fetch';
import { clientItem, serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

const results: MarketSearchResultDto[] = [
  { itemId: 'dust', name: 'Bone Dust', imageId: null, itemType: 'craftingmat', bestBid: 90, bestAsk: 100, askAmount: 6, bidAmount: 5 },
  { itemId: 'cheese', name: 'Grave Moss Cheese', imageId: null, itemType: 'bait', bestBid: null, bestAsk: 12, askAmount: 40, bidAmount: 0 },
];

const book: MarketBookDto = {
  bids: [
    { price: 90, amount: 3 },
    { price: 80, amount: 2 },
  ],
  asks: [
    { price: 100, amount: 5 },
    { price: 120, amount: 1 },
  ],
  lastTrades: [
    { price: 95, amount: 2, at: '2026-01-02T10:00:00Z' },
    { price: 92, amount: 1, at: '2026-01-01T10:00:00Z' },
  ],
  median7d: 95,
  rules: {
    tariffPercent: 10,
    maxPrice: 1_000_000,
    maxAmount: 10_000,
    maxOpenOrders: 10,
    orderDays: 7,
    medianMinPercent: 50,
    medianMaxPercent: 300,
  },
};

const inventory: InventoryEntryDto[] = [
  {
    item: clientItem({ id: 'dust', name: 'Bone Dust', itemType: 'craftingmat', tradable: true }),
    itemId: 'dust',
    amount: 4,
    equipped: false,
  },
  { item: clientItem({ id: 'cage', name: 'Rusty Iron Cage', itemType: 'mechanism' }), itemId: 'cage', amount: 1, equipped: true },
];

function order(overrides: Partial<MarketOrderDto>): MarketOrderDto {
  return {
    id: 'o1',
    itemId: 'dust',
    itemName: 'Bone Dust',
    itemImageId: null,
    side: 'sell',
    price: 130,
    amount: 2,
    filled: 0,
    remaining: 2,
    status: 'open',
    gold: 0,
    tariff: 0,
    escrow: 2,
    createdAt: '2026-01-02T10:00:00Z',
    expiresAt: '2026-01-09T10:00:00Z',
    closedAt: null,
    ...overrides,
  };
}

const mine: MyMarketOrdersDto = {
  open: [order({})],
  closed: [
    order({
      id: 'o0',
      side: 'buy',
      price: 95,
      amount: 2,
      filled: 2,
      remaining: 0,
      status: 'filled',
      gold: 190,
      escrow: 0,
      closedAt: '2026-01-02T10:00:00Z',
    }),
  ],
  maxOpenOrders: 10,
};

type Extra = (call: RecordedCall, url: URL) => FakeResponse | undefined;

function serveMarket(extra: Extra = () => undefined) {
  return serveGame((call, url) => {
    const answer = extra(call, url);
    if (answer) return answer;
    if (url.pathname === '/api/market/search') return jsonResponse(200, results);
    if (url.pathname === '/api/market/items/dust') return jsonResponse(200, book);
    if (url.pathname === '/api/market/orders/mine') return jsonResponse(200, mine);
    if (url.pathname === '/api/clientUser/getinventory') return jsonResponse(200, inventory);
  });
}

const posts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/market/orders'));

async function openDust() {
  const user = userEvent.setup();
  const list = await screen.findByRole('list', { name: 'Items on the market' });
  await user.click(await within(list).findByRole('button', { name: /Bone Dust/ }));
  const item = await screen.findByRole('article', { name: 'Bone Dust' });
  await within(item).findByTestId('depth-chart');
  return { user, item };
}

describe('market', () => {
  it('is in the menus, lists items with open orders and shows an item book as charts and levels', async () => {
    serveMarket();
    await renderApp('/market');
    expect(await screen.findByRole('heading', { name: 'Market' })).toBeInTheDocument();
    // Desktop: in the COMPANY dropdown (the top bar has no room left); phone: in the sidebar.
    await userEvent.setup().click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: /COMPANY/ }));
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Market' })).toHaveAttribute('href', '/market');
    expect(
      within(screen.getByRole('complementary', { hidden: true })).getByRole('link', { name: 'MARKET', hidden: true }),
    ).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Items on the market' });
    const rows = within(list).getAllByTestId('market-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Bid 90');
    expect(rows[0]).toHaveTextContent('Ask 100');
    expect(rows[1]).toHaveTextContent('Bid –');

    const { item } = await openDust();
    expect(within(item).getByLabelText('Quotes')).toHaveTextContent('Best bid90 gold');
    expect(within(item).getByLabelText('Quotes')).toHaveTextContent('Best ask100 gold');
    expect(within(item).getByLabelText('Quotes')).toHaveTextContent('Median, 7 days95 gold');
    expect(within(item).getByRole('img', { name: 'Depth chart: 2 bid and 2 ask price levels' })).toBeInTheDocument();
    expect(within(item).getByTestId('depth-bids').getAttribute('d')).toMatch(/^M.* Z$/);
    expect(within(item).getByRole('img', { name: 'Price history: 2 trades' })).toBeInTheDocument();
    expect(within(item).getByTestId('median-line')).toHaveTextContent('median 95');
    expect(
      within(item)
        .getAllByTestId('bid-level')
        .map((row) => row.textContent),
    ).toEqual(['903', '802']);
    expect(
      within(item)
        .getAllByTestId('ask-level')
        .map((row) => row.textContent),
    ).toEqual(['1005', '1201']);
    expect(within(item).getByText('You hold 4')).toBeInTheDocument();
  });

  it('buys: shows the escrow, asks first, sends the order and tells what filled', async () => {
    const { calls } = serveMarket((call, url) => {
      if (call.method === 'POST' && url.pathname === '/api/market/orders') {
        return jsonResponse(200, {
          order: order({ side: 'buy', price: 100, amount: 3, filled: 3, remaining: 0, status: 'filled', gold: 300, escrow: 0 }),
          fills: [{ tradeId: 't1', price: 100, amount: 3, gold: 300, tariff: 30, at: '2026-01-02T11:00:00Z' }],
        });
      }
    });
    await renderApp('/market');
    const { user, item } = await openDust();
    const price = within(item).getByLabelText('Price per unit (gold)');
    expect(price).toHaveValue('100');
    const amount = within(item).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '3');
    expect(within(item).getByTestId('order-summary')).toHaveTextContent('Escrow now300 gold');
    expect(within(item).getByTestId('order-summary')).toHaveTextContent('Tariff (10%)paid by the seller');

    await user.click(within(item).getByRole('button', { name: 'Review buy order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm buy order' });
    expect(dialog).toHaveTextContent('Buy 3 × Bone Dust at up to 100 gold each?');
    expect(dialog).toHaveTextContent('Escrow now300 gold');
    expect(posts(calls)).toHaveLength(0);

    const booksBefore = calls.filter((c) => c.url.endsWith('/api/market/items/dust')).length;
    await user.click(within(dialog).getByRole('button', { name: 'Place buy order' }));
    expect(await within(item).findByRole('status')).toHaveTextContent('Bought 3 Bone Dust for 300 gold.');
    expect(JSON.parse(posts(calls)[0].body ?? '')).toEqual({ itemId: 'dust', side: 'buy', price: 100, amount: 3 });
    // The book and my orders are read again: the fill moved them.
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/api/market/items/dust')).length).toBeGreaterThan(booksBefore));
  });

  it('sells: refuses more than held before asking the server, shows the tariff and the server refusal', async () => {
    const tooLow = MARKET_MESSAGES.priceTooLow(95, 48);
    const { calls } = serveMarket((call, url) => {
      if (call.method === 'POST' && url.pathname === '/api/market/orders') {
        return jsonResponse(400, { statusCode: 400, code: 'MARKET.PRICE_OUT_OF_RANGE', message: tooLow });
      }
    });
    await renderApp('/market');
    const { user, item } = await openDust();
    await user.click(within(item).getByRole('button', { name: 'Sell' }));
    expect(within(item).getByLabelText('Price per unit (gold)')).toHaveValue('90');
    const amount = within(item).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(within(item).getByRole('button', { name: 'Review sell order' }));
    expect(within(item).getByRole('alert')).toHaveTextContent('Not enough Bone Dust: 5 needed, 4 owned');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '4');
    const summary = within(item).getByTestId('order-summary');
    expect(summary).toHaveTextContent('Escrow now4 items');
    expect(summary).toHaveTextContent('Sale360 gold');
    expect(summary).toHaveTextContent('Tariff (10%)−36 gold');
    expect(summary).toHaveTextContent('You receive at least324 gold');
    await user.click(within(item).getByRole('button', { name: 'Review sell order' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm sell order' })).getByRole('button', { name: 'Place sell order' }),
    );
    await waitFor(() => expect(within(item).getByRole('alert')).toHaveTextContent(tooLow));
    expect(JSON.parse(posts(calls)[0].body ?? '')).toEqual({ itemId: 'dust', side: 'sell', price: 90, amount: 4 });
  });

  it('lists my orders and cancels an open one', async () => {
    const user = userEvent.setup();
    const { calls } = serveMarket((call, url) => {
      if (call.method === 'DELETE' && url.pathname === '/api/market/orders/o1') {
        return jsonResponse(200, order({ status: 'cancelled', remaining: 0, escrow: 0, closedAt: '2026-01-02T12:00:00Z' }));
      }
    });
    await renderApp('/market');
    const open = await screen.findByRole('list', { name: 'Open orders' });
    expect(within(open).getByTestId('order-row')).toHaveTextContent('Sell Bone Dust at 130 gold');
    expect(within(open).getByTestId('order-row')).toHaveTextContent('Filled 0 of 2 · escrow 2 items');
    expect(screen.getByText('1 of 10 open')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Closed orders' })).getByTestId('order-row')).toHaveTextContent(
      'Filled 2 of 2 · paid 190 gold · filled',
    );

    await user.click(within(open).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('popup')).toHaveTextContent(MARKET_MESSAGES.cancelled);
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/market/orders/o1'))).toBe(true);
  });

  it('opens an item from my tradables that has no book yet, to sell it', async () => {
    const user = userEvent.setup();
    serveMarket();
    await renderApp('/market');
    await user.click(await screen.findByRole('button', { name: 'My tradables' }));
    const bag = await screen.findByRole('list', { name: 'My tradable items' });
    // Only tradable items: the cage is not.
    expect(
      within(bag)
        .getAllByTestId('market-row')
        .map((row) => row.textContent),
    ).toEqual(['Bone DustYou hold 4']);
  });
});

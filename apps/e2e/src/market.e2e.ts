import { Browser, Page } from 'playwright-core';
import { api, baseUrl, freshPlayer, launch, newPageWithToken, shot, watchServerErrors } from './support/browser';

type Me = {
  inventory: { itemId: string; amount: number; item: { name: string } }[];
  currencies: { currencyEntries: { shortName: string; value: number }[] };
};
const CHEESE = 'Grave Moss Cheese';
const PHONE = { width: 390, height: 844 };

async function holdings(token: string) {
  const me = (await api<Me>('/api/clientUser/getme', token)).body;
  return {
    gold: me.currencies.currencyEntries.find((c) => c.shortName === 'gold')?.value ?? 0,
    cheese: me.inventory.find((e) => e.item.name === CHEESE)?.amount ?? 0,
    cheeseId: me.inventory.find((e) => e.item.name === CHEESE)?.itemId ?? '',
  };
}

/** Fills the open item's order form and answers its confirmation; answers the dialog's text. */
async function placeOrder(page: Page, side: 'Buy' | 'Sell', price: number, amount: number): Promise<string> {
  const item = page.getByRole('article', { name: CHEESE });
  await item.getByRole('button', { name: side, exact: true }).click();
  await item.getByLabel('Price per unit (gold)').fill(String(price));
  await item.getByLabel('Amount').fill(String(amount));
  await item.getByRole('button', { name: `Review ${side.toLowerCase()} order` }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm ${side.toLowerCase()} order` });
  await dialog.waitFor();
  const text = await dialog.innerText();
  await dialog.getByRole('button', { name: `Place ${side.toLowerCase()} order` }).click();
  return text;
}

describe('player: market', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it('one hunter sells starter cheese, another buys it; both see the trade and the tariff', async () => {
    // Two newcomers: each holds the starter kit (50 gold, 30 Grave Moss Cheese, a tradable bait).
    const seller = await freshPlayer('seller');
    const buyer = await freshPlayer('buyer');
    const sellerBefore = await holdings(seller.token);
    const buyerBefore = await holdings(buyer.token);

    // Seller: the cheese from "My tradables", a sell order of 5 at 4 gold; the confirmation shows the tariff.
    const sell = await newPageWithToken(browser, seller.token);
    const sellErrors = watchServerErrors(sell);
    await sell.goto(`${baseUrl()}/market`);
    await sell.getByRole('heading', { name: 'Market', level: 1 }).waitFor();
    await sell.getByRole('button', { name: 'My tradables' }).click();
    await sell
      .getByRole('list', { name: 'My tradable items' })
      .getByRole('button', { name: new RegExp(CHEESE) })
      .click();
    await sell.getByRole('article', { name: CHEESE }).getByTestId('depth-chart').waitFor();
    const confirmation = await placeOrder(sell, 'Sell', 4, 5);
    expect(confirmation).toContain('Tariff (10%)');
    expect(confirmation).toContain('−2 gold');
    expect(confirmation).toContain('18 gold');
    await sell.getByText('5 wait in the book at 4 gold.').waitFor();
    await sell.getByRole('list', { name: 'Open orders' }).getByText('Sell Grave Moss Cheese at 4 gold').waitFor();
    // Two more asks through the route the same form posts to, so the book has depth.
    for (const [price, amount] of [
      [5, 3],
      [6, 2],
    ]) {
      const placed = await api('/api/market/orders', seller.token, {
        method: 'POST',
        body: { itemId: sellerBefore.cheeseId, side: 'sell', price, amount },
      });
      expect(placed.status).toBe(201);
    }

    // Buyer: finds the cheese on the market, buys 5 at the best ask.
    const buy = await newPageWithToken(browser, buyer.token);
    const buyErrors = watchServerErrors(buy);
    await buy.goto(`${baseUrl()}/market`);
    await buy.getByLabel('Item name').fill('Grave Moss');
    const row = buy.getByRole('list', { name: 'Items on the market' }).getByRole('button', { name: new RegExp(CHEESE) });
    await row.getByText('Ask 4').waitFor();
    await row.click();
    const item = buy.getByRole('article', { name: CHEESE });
    await item.getByLabel('Quotes').getByText('4 gold').first().waitFor();
    const buyConfirmation = await placeOrder(buy, 'Buy', 4, 5);
    expect(buyConfirmation).toContain('Escrow now');
    expect(buyConfirmation).toContain('20 gold');
    expect(buyConfirmation).toContain('paid by the seller');
    await buy.getByText('Bought 5 Grave Moss Cheese for 20 gold.').waitFor();
    // A second trade at 5 and a resting bid at 3 (12 gold in escrow), for the charts.
    await placeOrder(buy, 'Buy', 5, 3);
    await buy.getByText('Bought 3 Grave Moss Cheese for 15 gold.').waitFor();
    await placeOrder(buy, 'Buy', 3, 4);
    await buy.getByText('4 wait in the book at 3 gold.').waitFor();

    // The buyer sees the trades in the price history and the book on both sides.
    await buy.reload();
    await buy
      .getByRole('list', { name: 'Items on the market' })
      .getByRole('button', { name: new RegExp(CHEESE) })
      .click();
    await item.getByRole('img', { name: 'Price history: 2 trades' }).waitFor();
    await item.getByRole('img', { name: 'Depth chart: 1 bid and 1 ask price levels' }).waitFor();
    await buy.getByRole('list', { name: 'Closed orders' }).getByText('paid 20 gold').waitFor();
    await shot(buy, 'market-book-desktop');

    // The seller sees the fills of the sell orders with the tariff taken.
    await sell.reload();
    const closed = sell.getByRole('list', { name: 'Closed orders' });
    await closed.getByText('received 18 gold after 2 tariff').waitFor();
    await closed.getByText('received 14 gold after 1 tariff').waitFor();
    await shot(sell, 'market-seller-desktop');

    // Gold and cheese moved exactly: 35 gold paid, 3 gold of tariff destroyed, 12 gold held for the open bid.
    const sellerAfter = await holdings(seller.token);
    const buyerAfter = await holdings(buyer.token);
    expect(sellerAfter.gold - sellerBefore.gold).toBe(32);
    expect(sellerAfter.cheese).toBe(sellerBefore.cheese - 10);
    expect(buyerAfter.gold).toBe(buyerBefore.gold - 35 - 12);
    expect(buyerAfter.cheese).toBe(buyerBefore.cheese + 8);

    // The phone size: the same book and charts stacked in one column, the menu entry in the sidebar.
    const phone = await newPageWithToken(browser, buyer.token, PHONE);
    const phoneErrors = watchServerErrors(phone);
    await phone.goto(`${baseUrl()}/market`);
    await phone.getByRole('heading', { name: 'Market', level: 1 }).waitFor();
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('complementary', { name: 'Game menu' }).getByRole('link', { name: 'MARKET' }).waitFor();
    await shot(phone, 'market-menu-phone');
    // The open sidebar covers the burger: a tap beside it closes it.
    await phone.locator('.sidebar-backdrop').click({ position: { x: PHONE.width - 20, y: 400 } });
    await phone.getByRole('button', { name: 'Open menu' }).waitFor();
    await phone
      .getByRole('list', { name: 'Items on the market' })
      .getByRole('button', { name: new RegExp(CHEESE) })
      .click();
    await phone.getByRole('article', { name: CHEESE }).getByRole('img', { name: 'Price history: 2 trades' }).waitFor();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'market-book-phone');
    expect([...sellErrors, ...buyErrors, ...phoneErrors]).toEqual([]);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION_MESSAGES } from '@grimhunt/contracts';
import { navigateTo } from '../../../../lib/browser';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { premiumPackage } from '../../../../testing/premium-fixtures';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';
import { startFakeClock, TEST_NOW } from '../../../../testing/clock';

jest.mock('../../../../lib/browser');

// The monthly items are this month's and last month's: the test clock fixes "this month" (real timers).
const now = new Date(TEST_NOW);
const month = now.getUTCMonth() + 1;
const year = now.getUTCFullYear();
const item = (itemId: string, itemName: string, amount: number, itemType = 'bait') => ({
  itemId,
  itemName,
  amount,
  itemImageId: null,
  itemType,
  rarityColor: '#9D9D9D',
});

const pkg = premiumPackage;

const PACKAGES = [
  pkg({
    id: 'silver',
    name: 'Silver Subscription',
    usd: 4.99,
    subscriptionLevel: 1,
    month,
    year,
    items: [item('cheese', 'Grave Moss Cheese', 50)],
  }),
  pkg({
    id: 'gold',
    name: 'Gold Subscription',
    usd: 9.99,
    subscriptionLevel: 2,
    month,
    year,
    promotionalLabel: 'NEW',
    items: [item('truffle', 'Candle-Wax Truffle', 50)],
  }),
  pkg({
    id: 'platinum',
    name: 'Platinum Subscription',
    usd: 19.99,
    subscriptionLevel: 3,
    month,
    year,
    items: [item('shard', 'Chrono Shard', 1, 'chronocrystal')],
  }),
  pkg({
    id: 'old-silver',
    name: 'Silver of Old',
    usd: 3.99,
    subscriptionLevel: 1,
    month: month === 1 ? 12 : month - 1,
    year: month === 1 ? year - 1 : year,
    items: [item('old', 'Dusty Relic', 1, 'relic')],
  }),
  pkg({ id: 'widow', name: "The Widow's Bargain", usd: 14.99, singleItemType: 4, promotionalLabel: '50% OFF' }),
  pkg({ id: 'hermit', name: "The Hermit's Hoard", usd: 7.5, singleItemType: 4 }),
  pkg({ id: 'nessy1', name: 'Nessy Lure', usd: 24.99, singleItemType: 6, items: [item('lure', 'Loch Lure', 3)] }),
  pkg({ id: 'plasma', name: 'Plasma Barrel', usd: 2.99, singleItemType: 3, items: [item('plasma', 'Plasma Vial', 100, 'plasma')] }),
  pkg({
    id: 'gravedigger',
    name: 'A Hired Gravedigger',
    usd: 5.99,
    singleItemType: 12,
    imageId: 'img-digger',
    items: [item('dig', 'Gravedigger', 1, 'pet')],
  }),
  pkg({
    id: 'lantern',
    name: "The Sexton's Storm Lantern",
    usd: 8.99,
    singleItemType: 12,
    items: [{ ...item('lamp', 'Storm Lantern', 1, 'pet'), itemImageId: 'img-lamp' }],
  }),
  pkg({ id: 'rename', name: 'Name Change', usd: 10, singleItemType: 15, imageId: 'img-rename', flavorText: 'A new name.' }),
];

function serveShop(level: number, onPay?: (body: unknown) => unknown) {
  return serveGame((call, url) => {
    if (url.pathname === '/api/premiumPackage/getactive') return jsonResponse(200, PACKAGES);
    if (url.pathname === '/api/payment/GetActiveSubscriptionType') return jsonResponse(200, level);
    if (url.pathname === '/api/payment/' && call.method === 'POST') {
      const body = JSON.parse(call.body ?? '{}');
      const answer = onPay?.(body);
      if (answer) return jsonResponse(400, answer);
      return jsonResponse(200, {
        note: null,
        id: 'pay-1',
        packageId: body.packageId,
        packageName: 'x',
        createdTimestamp: 1,
        additionalInfo: body.additionalInfo,
        completed: false,
        paymentId: 'SBO-1',
        usd: 5,
        subscriptionLevel: 2,
        paypalOrder: { id: 'SBO-1', status: 'CREATED', links: [{ rel: 'approve', href: '/api/payment/sandbox/SBO-1', method: 'GET' }] },
      });
    }
  });
}

describe('premium shop', () => {
  beforeEach(() => {
    jest.mocked(navigateTo).mockReset();
    startFakeClock(TEST_NOW, { timers: false });
  });

  it('labels the tiers against the active subscription: Current Subscription, Included, Upgrade current Sub with the difference', async () => {
    serveShop(2);
    await renderApp('/premiumShop');
    expect(await screen.findByRole('heading', { name: 'Premium Shop' })).toBeInTheDocument();
    const tiers = within(await screen.findByRole('region', { name: 'Subscriptions' }));
    await waitFor(() => expect(tiers.getByText('Current Subscription')).toBeInTheDocument());
    expect(within(tiers.getByRole('article', { name: 'Silver Subscription' })).getByText('Included')).toBeInTheDocument();
    expect(within(tiers.getByRole('article', { name: 'Gold Subscription' })).getByText('Current Subscription')).toBeInTheDocument();
    const platinum = tiers.getByRole('article', { name: 'Platinum Subscription' });
    expect(within(platinum).getByRole('button', { name: 'Upgrade current Sub' })).toBeInTheDocument();
    expect(within(platinum).getByText('+$10.00 this month')).toBeInTheDocument();
    expect(within(platinum).getByText('Chrono Shard')).toBeInTheDocument();
  });

  it('offers every tier at full price without a subscription, and upgrades from silver priced against silver', async () => {
    serveShop(0);
    const view = await renderApp('/premiumShop');
    const tiers = within(await screen.findByRole('region', { name: 'Subscriptions' }));
    await waitFor(() => expect(tiers.getAllByRole('button', { name: 'Subscribe' })).toHaveLength(3));
    expect(tiers.getByText('$9.99 / month')).toBeInTheDocument();
    view.unmount();

    serveShop(1);
    await renderApp('/premiumShop');
    const again = within(await screen.findByRole('region', { name: 'Subscriptions' }));
    await waitFor(() =>
      expect(within(again.getByRole('article', { name: 'Silver Subscription' })).getByText('Current Subscription')).toBeInTheDocument(),
    );
    expect(within(again.getByRole('article', { name: 'Gold Subscription' })).getByText('+$5.00 this month')).toBeInTheDocument();
    expect(within(again.getByRole('article', { name: 'Platinum Subscription' })).getByText('+$15.00 this month')).toBeInTheDocument();
  });

  it('shows the featured Nessy deal, the one-time carousel with LAST / NEXT and Donate {usd} USD', async () => {
    const user = userEvent.setup();
    serveShop(0);
    await renderApp('/premiumShop');
    const featured = within(await screen.findByRole('region', { name: 'Featured Nessy deal' }));
    expect(featured.getByRole('heading', { name: 'Nessy Lure' })).toBeInTheDocument();
    const carousel = within(screen.getByRole('region', { name: 'One-time deals' }));
    expect(carousel.getByRole('button', { name: 'Donate 7.50 USD' })).toBeInTheDocument();
    await user.click(carousel.getByRole('button', { name: 'NEXT' }));
    expect(carousel.getByRole('button', { name: 'Donate 14.99 USD' })).toBeInTheDocument();
    expect(carousel.getByText('50% OFF')).toBeInTheDocument();
    await user.click(carousel.getByRole('button', { name: 'NEXT' }));
    expect(carousel.getByRole('button', { name: 'Donate 7.50 USD' })).toBeInTheDocument();
    await user.click(carousel.getByRole('button', { name: 'LAST' }));
    expect(carousel.getByRole('button', { name: 'Donate 14.99 USD' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Plasma deals' })).getByRole('button', { name: 'Buy $2.99' })).toBeInTheDocument();
  });

  it('pages the monthly subscription items by month', async () => {
    const user = userEvent.setup();
    serveShop(0);
    await renderApp('/premiumShop');
    const monthly = within(await screen.findByRole('region', { name: 'Monthly subscription items' }));
    expect(monthly.getByRole('article', { name: 'Gold Subscription' })).toBeInTheDocument();
    expect(monthly.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(monthly.getByRole('button', { name: 'Previous month' }));
    expect(monthly.getByRole('article', { name: 'Silver of Old' })).toBeInTheDocument();
    expect(monthly.queryByRole('article', { name: 'Gold Subscription' })).not.toBeInTheDocument();
    expect(monthly.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('the payment modal opens the order and goes to the approval link; a gift names the player', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    serveShop(1, (body) => {
      bodies.push(body);
      return (body as { additionalInfo: string }).additionalInfo === 'buyForUserName_Nobody'
        ? { statusCode: 400, code: 'PAYMENT.RECIPIENT_NOT_FOUND', message: 'There is no player named Nobody' }
        : undefined;
    });
    await renderApp('/premiumShop');
    const tiers = within(await screen.findByRole('region', { name: 'Subscriptions' }));
    await user.click(
      await within(tiers.getByRole('article', { name: 'Gold Subscription' })).findByRole('button', { name: 'Upgrade current Sub' }),
    );
    const modal = within(screen.getByRole('dialog', { name: 'Upgrade to Gold' }));
    expect(modal.getByText('$5.00 USD')).toBeInTheDocument();
    await user.click(modal.getByRole('link', { name: 'Buy with PayPal' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/api/payment/sandbox/SBO-1'));
    expect(bodies[0]).toEqual({ packageId: 'gold', additionalInfo: '' });

    await user.click(modal.getByRole('button', { name: 'Close' }));
    await user.click(within(screen.getByRole('region', { name: 'Plasma deals' })).getByRole('button', { name: 'Buy $2.99' }));
    const gift = within(screen.getByRole('dialog', { name: 'Plasma Barrel' }));
    await user.click(gift.getByRole('checkbox', { name: /gift/ }));
    await user.click(gift.getByRole('link', { name: 'Buy with PayPal' }));
    expect(gift.getByRole('alert')).toHaveTextContent('Enter the name of the player who gets the gift.');
    await user.type(gift.getByRole('textbox', { name: 'Player name' }), 'Nobody');
    await user.click(gift.getByRole('link', { name: 'Buy with PayPal' }));
    expect(await gift.findByText('There is no player named Nobody')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ packageId: 'plasma', additionalInfo: 'buyForUserName_Nobody' });
    expect(navigateTo).toHaveBeenCalledTimes(1);
  });

  it('explains the custom avatar price', async () => {
    const user = userEvent.setup();
    serveShop(0);
    await renderApp('/premiumShop');
    await user.click(await screen.findByRole('button', { name: 'Custom avatar' }));
    expect(within(screen.getByRole('dialog', { name: 'Custom avatar' })).getByText('$49.99')).toBeInTheDocument();
  });

  it("name change: the wished name is checked with registration's words, then bought through the payment modal", async () => {
    const user = userEvent.setup();
    const bodies: { packageId: string; additionalInfo: string }[] = [];
    serveShop(0, (body) => {
      bodies.push(body as { packageId: string; additionalInfo: string });
      return (body as { additionalInfo: string }).additionalInfo === 'newUserName_Taken'
        ? { statusCode: 409, code: 'PAYMENT.NAME_TAKEN', message: 'This username is already taken' }
        : undefined;
    });
    await renderApp('/premiumShop');
    const card = within(await screen.findByRole('article', { name: 'Name change' }));
    expect(card.getByText('$10.00')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Name change' }));
    const popup = within(screen.getByRole('dialog', { name: 'Name change' }));
    expect(popup.getAllByText('$10.00').length).toBeGreaterThan(0);
    const field = popup.getByRole('textbox', { name: 'Wished name' });
    const buy = popup.getByRole('button', { name: 'Buy $10.00' });

    const refusals: [string, string][] = [
      ['', VALIDATION_MESSAGES.usernameRequired],
      ['ab', VALIDATION_MESSAGES.usernameTooShort],
      ['a'.repeat(20), VALIDATION_MESSAGES.usernameTooLong],
      ['Van Helsing', VALIDATION_MESSAGES.usernameChars],
    ];
    for (const [name, message] of refusals) {
      await user.clear(field);
      if (name) await user.type(field, name);
      await user.click(buy);
      expect(await popup.findByRole('alert')).toHaveTextContent(message);
    }
    expect(bodies).toEqual([]);

    // A name the server refuses (taken): the payment modal says so and nothing opens.
    await user.clear(field);
    await user.type(field, ' Taken ');
    await user.click(buy);
    let modal = within(screen.getByRole('dialog', { name: 'Name change' }));
    expect(modal.getByText('Taken')).toBeInTheDocument();
    expect(modal.getByText('$10.00 USD')).toBeInTheDocument();
    // A name change is never a gift: no gift choice.
    expect(modal.queryByRole('checkbox', { name: /gift/ })).not.toBeInTheDocument();
    await user.click(modal.getByRole('link', { name: 'Buy with PayPal' }));
    expect(await modal.findByText('This username is already taken')).toBeInTheDocument();
    expect(bodies).toEqual([{ packageId: 'rename', additionalInfo: 'newUserName_Taken' }]);
    expect(navigateTo).not.toHaveBeenCalled();

    await user.click(modal.getByRole('button', { name: 'Close' }));
    await user.click(card.getByRole('button', { name: 'Name change' }));
    await user.type(
      within(screen.getByRole('dialog', { name: 'Name change' })).getByRole('textbox', { name: 'Wished name' }),
      'Van_Helsing',
    );
    await user.click(within(screen.getByRole('dialog', { name: 'Name change' })).getByRole('button', { name: 'Buy $10.00' }));
    modal = within(screen.getByRole('dialog', { name: 'Name change' }));
    await user.click(modal.getByRole('link', { name: 'Buy with PayPal' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/api/payment/sandbox/SBO-1'));
    expect(bodies.at(-1)).toEqual({ packageId: 'rename', additionalInfo: 'newUserName_Van_Helsing' });
  });

  it("every card shows its package's picture, else its first item's, and falls back to drawn art when a picture fails", async () => {
    serveShop(0);
    await renderApp('/premiumShop');
    const single = within(await screen.findByRole('region', { name: 'Single items' }));
    const digger = single.getByRole('article', { name: 'A Hired Gravedigger' });
    const pictures = digger.querySelectorAll('img.pshop-art');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toHaveAttribute('src', '/api/image/thumb/img-digger');
    // Not lazily loaded: the shop is one long page (lazily loaded cards below the fold stayed empty).
    expect(pictures[0]).not.toHaveAttribute('loading', 'lazy');
    const lantern = single.getByRole('article', { name: "The Sexton's Storm Lantern" });
    expect(lantern.querySelector('.pshop-card__art img')).toHaveAttribute('src', '/api/image/thumb/img-lamp');
    expect(lantern.querySelector('.pshop-card__art img')).toHaveAttribute('loading', 'eager');
    fireEvent.error(pictures[0]);
    expect(digger.querySelector('.pshop-card__art img')).toBeNull();
    expect(digger.querySelector('.pshop-card__art svg')).not.toBeNull();
    // Every card of the shop has a picture (an image or drawn art).
    for (const article of screen.getAllByRole('article')) {
      if (article.classList.contains('pshop-card') && article.querySelector('.pshop-card__art'))
        expect(article.querySelector('.pshop-card__art img, .pshop-card__art svg')).not.toBeNull();
    }
    expect(within(screen.getByRole('article', { name: 'Name change' })).getByText('A new name.')).toBeInTheDocument();
  });
});

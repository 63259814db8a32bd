import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PremiumPackageViewDto } from '@grimhunt/contracts';
import { navigateTo } from '../../../../lib/browser';
import { jsonResponse } from '../../../../testing/fake-fetch';
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

function pkg(over: Partial<PremiumPackageViewDto>): PremiumPackageViewDto {
  return {
    id: 'p',
    name: 'P',
    usd: 1,
    month: null,
    year: null,
    categorySortingNumber: 0,
    promotionalLabel: '',
    subscriptionLevel: 0,
    singleItemType: 0,
    imageId: null,
    animatedImageId: null,
    visible: true,
    flavorText: '',
    items: [],
    ...over,
  };
}

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

  it('explains the custom avatar and name change prices', async () => {
    const user = userEvent.setup();
    serveShop(0);
    await renderApp('/premiumShop');
    await user.click(await screen.findByRole('button', { name: 'Custom avatar' }));
    expect(within(screen.getByRole('dialog', { name: 'Custom avatar' })).getByText('$49.99')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Custom avatar' })).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Name change' }));
    expect(within(screen.getByRole('dialog', { name: 'Name change' })).getByText('$10.00')).toBeInTheDocument();
  });
});

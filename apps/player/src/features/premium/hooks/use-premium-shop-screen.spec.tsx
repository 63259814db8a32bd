import { act, waitFor } from '@testing-library/react';
import { jsonResponse } from '../../../testing/fake-fetch';
import { serveGame } from '../../../testing/game-server';
import { renderHookWithProviders } from '../../../testing/render-hook';
import { premiumPackage } from '../../../testing/premium-fixtures';
import { usePremiumShopScreen } from './use-premium-shop-screen';

const NOW = new Date('2026-03-15T12:00:00Z');
const tier = (level: number, name: string, usd: number) =>
  premiumPackage({ id: name.toLowerCase(), name: `${name} Subscription`, usd, subscriptionLevel: level, month: 3, year: 2026 });
const PACKAGES = [
  tier(1, 'Silver', 4.99),
  tier(2, 'Gold', 9.99),
  tier(3, 'Platinum', 19.99),
  premiumPackage({ id: 'rename', name: 'Name Change', usd: 10, singleItemType: 15 }),
];

function serve(level: number) {
  return serveGame((_call, url) => {
    if (url.pathname === '/api/premiumPackage/getactive') return jsonResponse(200, PACKAGES);
    if (url.pathname === '/api/payment/GetActiveSubscriptionType') return jsonResponse(200, level);
  });
}

describe('usePremiumShopScreen', () => {
  it("groups this month's packages and prices an upgrade as the difference", async () => {
    serve(1);
    const { result } = renderHookWithProviders(() => usePremiumShopScreen(NOW));
    await waitFor(() => expect(result.current.offers.find((o) => o.level === 1)?.state).toBe('current'));
    expect(result.current.month).toEqual({ year: 2026, month: 3 });
    expect(result.current.catalog.nameChange?.id).toBe('rename');
    expect(result.current.subscriptionUnknown).toBe(false);

    const gold = result.current.offers.find((o) => o.level === 2)!;
    expect(gold.state).toBe('upgrade');
    act(() => result.current.chooseTier(gold));
    expect(result.current.choice).toEqual({ pkg: PACKAGES[1], priceCents: 500, title: 'Upgrade to Gold' });
    act(() => result.current.closePayment());
    expect(result.current.choice).toBeNull();
    act(() => result.current.chooseTier(result.current.offers.find((o) => o.level === 1)!));
    expect(result.current.choice).toBeNull();
  });

  it('buys a deal at its price and a name change from its popup', async () => {
    serve(-1);
    const { result } = renderHookWithProviders(() => usePremiumShopScreen(NOW));
    await waitFor(() => expect(result.current.subscriptionUnknown).toBe(true));
    act(() => result.current.buy(PACKAGES[2]));
    expect(result.current.choice).toEqual({ pkg: PACKAGES[2], priceCents: 1999 });

    act(() => result.current.showInfo('name'));
    expect(result.current.info).toBe('name');
    act(() => result.current.buyName(PACKAGES[3], 'Renfield'));
    expect(result.current.info).toBeNull();
    expect(result.current.choice).toEqual({ pkg: PACKAGES[3], priceCents: 1000, title: 'Name change', newName: 'Renfield' });
    act(() => result.current.showInfo('avatar'));
    act(() => result.current.closeInfo());
    expect(result.current.info).toBeNull();
  });
});

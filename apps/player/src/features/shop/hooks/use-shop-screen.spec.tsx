import { act, waitFor } from '@testing-library/react';
import { ECONOMY_MESSAGES } from '@grimhunt/contracts';
import { jsonResponse } from '../../../testing/fake-fetch';
import { page, serveGame, shopItem } from '../../../testing/game-server';
import { renderHookWithProviders } from '../../../testing/render-hook';
import { useShopScreen } from './use-shop-screen';

const gold = (value: number) => ({ currencyEntries: [{ name: 'gold', value }] });
const tonic = shopItem({ id: 'tonic', name: 'Ghost Tonic', itemType: 'plasma', price: gold(10) });
const vat = shopItem({ id: 'vat', name: 'Ecto Vat', itemType: 'plasma', price: gold(600) });

function serve() {
  const { calls } = serveGame((call, url) => {
    if (url.pathname === '/api/clientshop/getbar/1') {
      return jsonResponse(200, page(url.searchParams.get('filter') === 'plasma' ? [tonic, vat] : []));
    }
    if (url.pathname === '/api/game/buysell' && call.method === 'POST') return jsonResponse(200, { success: true, message: '' });
  });
  return { buys: () => calls.filter((c) => c.url === '/api/game/buysell').map((c) => c.body) };
}

describe('useShopScreen', () => {
  it('reads the category from the address and changes it there', async () => {
    serve();
    const { result } = renderHookWithProviders(() => useShopScreen('getbar'), { route: '/bar?category=plasma' });
    expect(result.current.screen.title).toBe('The Bar');
    expect(result.current.category.filter).toBe('plasma');
    expect(result.current.withQuantity).toBe(true);
    await waitFor(() => expect(result.current.items.map((i) => i.id)).toEqual(['tonic', 'vat']));

    act(() => result.current.selectCategory('recipe'));
    expect(result.current.category.filter).toBe('recipe');
    expect(result.current.withQuantity).toBe(false);
    await waitFor(() => expect(result.current.items).toEqual([]));
  });

  it('buys a small purchase at once and asks first for a big one, with the chosen quantity', async () => {
    const { buys } = serve();
    const { result } = renderHookWithProviders(() => useShopScreen('getbar'), { route: '/bar?category=plasma' });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    await waitFor(() => expect(result.current.goldHeld).toBe(1_234_567));

    act(() => result.current.onAction(tonic, false));
    await waitFor(() => expect(result.current.popup).toMatchObject({ tone: 'ok', text: ECONOMY_MESSAGES.purchased }));
    expect(buys()).toHaveLength(1);

    act(() => result.current.setQuantity(1000));
    act(() => result.current.onAction(tonic, false));
    expect(result.current.pending).toEqual({ item: tonic, amount: 1000, cost: 10_000 });
    act(() => result.current.cancelPending());
    expect(result.current.pending).toBeNull();
    expect(buys()).toHaveLength(1);

    act(() => result.current.setQuantity(1));
    act(() => result.current.onAction(vat, false));
    expect(result.current.pending).toEqual({ item: vat, amount: 1, cost: 600 });
    act(() => result.current.confirmPending());
    expect(result.current.pending).toBeNull();
    await waitFor(() => expect(buys()).toHaveLength(2));
  });
});

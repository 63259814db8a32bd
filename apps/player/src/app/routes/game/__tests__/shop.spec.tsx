import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { mockIntersectionObserver, page, serveGame, shopItem } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

const cheese = shopItem({ id: 'cheese', name: 'Grave Moss Cheese', owned: 42, price: { currencyEntries: [{ name: 'gold', value: 10 }] } });
const tonic = shopItem({ id: 'tonic', name: "Widow's Tears Tonic", locked: 'Requires 4,000 XP', reqXP: 4000 });
const elixir = shopItem({ id: 'elixir', name: 'Midnight Elixir', itemType: 'juice', action: 'MIX', hasPremiumCrafting: true });

function shopCalls(calls: { url: string }[], endpoint = 'getbar') {
  return calls.filter((c) => c.url.startsWith(`/api/clientshop/${endpoint}/`)).map((c) => new URL(c.url, 'http://x'));
}

function buyCalls(calls: { url: string; method: string; body: string | undefined }[]) {
  return calls.filter((c) => c.url === '/api/game/buysell').map((c) => Object.fromEntries(new URLSearchParams(c.body ?? '')));
}

describe('shops', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the Bar potions with their action buttons, owned counts and locks', async () => {
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientshop/getbar/1') {
        return jsonResponse(200, page(url.searchParams.get('filter') === 'mixing' ? [elixir] : [cheese, tonic]));
      }
    });
    await renderApp('/bar');

    expect(await screen.findByRole('heading', { name: 'The Bar' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Potions', 'Plasma', 'Recipes', 'Mixing']);
    const cheeseCard = await screen.findByRole('article', { name: 'Grave Moss Cheese' });
    expect(within(cheeseCard).getByRole('button', { name: 'BUY' })).toBeEnabled();
    expect(within(cheeseCard).getByText('Owned 42')).toBeInTheDocument();
    const tonicCard = screen.getByRole('article', { name: "Widow's Tears Tonic" });
    expect(within(tonicCard).getByText(/Requires 4,000 XP/)).toBeInTheDocument();
    expect(within(tonicCard).getByRole('button', { name: 'BUY' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Premium-/ })).not.toBeInTheDocument();

    const first = shopCalls(calls)[0];
    expect(first.pathname).toBe('/api/clientshop/getbar/1');
    expect(first.search).toBe('?pageSize=30&sortBy=&filter=bait');

    // The purse beside the title, abbreviated from 100,000.
    expect(await screen.findByText('1.2M')).toBeInTheDocument();
    expect(screen.getByText('4,200')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Mixing' }));
    const elixirCard = await screen.findByRole('article', { name: 'Midnight Elixir' });
    expect(within(elixirCard).getByRole('button', { name: 'MIX' })).toBeInTheDocument();
    expect(within(elixirCard).getByRole('button', { name: 'Premium-MIX' })).toBeInTheDocument();
    expect(shopCalls(calls).at(-1)?.searchParams.get('filter')).toBe('mixing');
  });

  it("shows why an item is locked, with the XP amount's digits grouped as on the card", async () => {
    const snare = shopItem({ id: 'snare', name: 'Hawthorn Snare', reqXP: 4000, locked: 'You need 4000 XP for this item' });
    serveGame((_call, url) => {
      if (url.pathname === '/api/clientshop/getbar/1') return jsonResponse(200, page([snare]));
    });
    await renderApp('/bar');

    const card = await screen.findByRole('article', { name: 'Hawthorn Snare' });
    expect(within(card).getByText('You need 4,000 XP for this item')).toBeInTheDocument();
    expect(within(card).getByText(/4,000 XP$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'BUY' })).toBeDisabled();
  });

  it('shows premium crafting disabled with a Silver subscription link when the server says it is closed to the player', async () => {
    const user = userEvent.setup();
    const closed = shopItem({
      id: 'closed',
      name: 'Bone-Dust Brew',
      itemType: 'juice',
      action: 'MIX',
      hasPremiumCrafting: true,
      premiumLocked: 'You need a Silver subscription for this item',
    });
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientshop/getbar/1') return jsonResponse(200, page([closed]));
    });
    await renderApp('/bar');

    const card = await screen.findByRole('article', { name: 'Bone-Dust Brew' });
    expect(within(card).getByRole('button', { name: 'MIX' })).toBeEnabled();
    const premium = within(card).getByRole('button', { name: 'Premium-MIX' });
    expect(premium).toBeDisabled();
    expect(premium).toHaveAccessibleDescription('Premium crafting needs a Silver subscription');
    await user.click(premium);
    expect(buyCalls(calls)).toEqual([]);
    await user.click(within(card).getByRole('link', { name: 'Silver subscription' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/premiumShop'));
  });

  it('sends the chosen quantity for potions, 1 for recipes, and premium=true for the Premium- button', async () => {
    const user = userEvent.setup();
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientshop/getbar/1') {
        const filter = url.searchParams.get('filter');
        if (filter === 'recipe')
          return jsonResponse(200, page([shopItem({ id: 'recipe', name: 'Recipe: Witchbrew', itemType: 'recipe' })]));
        if (filter === 'mixing') return jsonResponse(200, page([elixir]));
        return jsonResponse(200, page([cheese]));
      }
      if (url.pathname === '/api/game/buysell') return jsonResponse(200, { success: true, message: '' });
    });
    await renderApp('/bar');

    const quantity = await screen.findByRole('radiogroup', { name: 'Quantity' });
    expect(
      within(quantity)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['1', '10', '100', '1,000']);
    await user.click(within(quantity).getByRole('radio', { name: '10' }));
    await user.click(within(await screen.findByRole('article', { name: 'Grave Moss Cheese' })).getByRole('button', { name: 'BUY' }));
    await waitFor(() => expect(buyCalls(calls)).toEqual([{ itemId: 'cheese', amount: '10', premium: 'false' }]));
    const post = calls.find((c) => c.url === '/api/game/buysell');
    expect(post?.method).toBe('POST');
    expect(post?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');

    await user.click(screen.getByRole('tab', { name: 'Mixing' }));
    await user.click(await screen.findByRole('button', { name: 'Premium-MIX' }));
    await waitFor(() => expect(buyCalls(calls).at(-1)).toEqual({ itemId: 'elixir', amount: '10', premium: 'true' }));

    await user.click(screen.getByRole('tab', { name: 'Recipes' }));
    expect(await screen.findByRole('article', { name: 'Recipe: Witchbrew' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Quantity' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'BUY' }));
    await waitFor(() => expect(buyCalls(calls).at(-1)).toEqual({ itemId: 'recipe', amount: '1', premium: 'false' }));
  });

  it('shows the success popup, refreshes the shop and the purse, and closes the popup after 2 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientshop/getbar/1') return jsonResponse(200, page([cheese]));
      if (url.pathname === '/api/game/buysell') return jsonResponse(200, { success: true, message: '' });
    });
    await renderApp('/bar');
    await user.click(within(await screen.findByRole('article', { name: 'Grave Moss Cheese' })).getByRole('button', { name: 'BUY' }));

    expect(await screen.findByText('Purchase successful! Item added to inventory.')).toBeInTheDocument();
    const shopBefore = shopCalls(calls).length;
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/clientUser/getme').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(shopCalls(calls).length).toBeGreaterThanOrEqual(shopBefore));
    expect(shopCalls(calls).length).toBeGreaterThanOrEqual(2);

    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByText('Purchase successful! Item added to inventory.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(150));
    expect(screen.queryByText('Purchase successful! Item added to inventory.')).not.toBeInTheDocument();
  });

  it('asks before a purchase of 500 gold or more (or a quarter of the gold held), and Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const camera = shopItem({
      id: 'camera',
      name: 'Tin Daguerreotype',
      itemType: 'camera',
      price: { currencyEntries: [{ name: 'gold', value: 800 }] },
    });
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientshop/getbar/1') return jsonResponse(200, page([cheese, camera]));
      if (url.pathname === '/api/game/buysell') return jsonResponse(200, { success: true, message: '' });
    });
    await renderApp('/bar');
    const card = await screen.findByRole('article', { name: 'Tin Daguerreotype' });
    await screen.findByText('1.2M'); // the purse (the gold held) has loaded
    await user.click(within(card).getByRole('button', { name: 'BUY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm purchase' });
    expect(dialog).toHaveTextContent('Buy Tin Daguerreotype for');
    expect(dialog).toHaveTextContent('You hold 1,234,567 gold; 1,233,767 will be left.');
    expect(buyCalls(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Confirm purchase' })).not.toBeInTheDocument();
    expect(buyCalls(calls)).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'BUY' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm purchase' })).getByRole('button', { name: 'Buy for 800 gold' }),
    );
    await waitFor(() => expect(buyCalls(calls)).toEqual([{ itemId: 'camera', amount: '1', premium: 'false' }]));

    // A stack of cheap bait goes through in one click.
    await user.click(within(screen.getByRole('article', { name: 'Grave Moss Cheese' })).getByRole('button', { name: 'BUY' }));
    await waitFor(() => expect(buyCalls(calls)).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Confirm purchase' })).not.toBeInTheDocument();
  });

  it('shows the server message when a purchase fails (success false or an error status)', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    serveGame((_call, url) => {
      if (url.pathname === '/api/clientshop/getbar/1') return jsonResponse(200, page([cheese]));
      if (url.pathname === '/api/game/buysell') {
        attempt += 1;
        return attempt === 1
          ? jsonResponse(200, { success: false, message: 'Not enough gold' })
          : jsonResponse(409, { statusCode: 409, code: 'ECONOMY.NOT_ENOUGH', message: 'Your purse is too light' });
      }
    });
    await renderApp('/bar');
    const buy = within(await screen.findByRole('article', { name: 'Grave Moss Cheese' })).getByRole('button', { name: 'BUY' });
    await user.click(buy);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough gold');
    await user.click(screen.getByRole('button', { name: 'Close message' }));
    await user.click(buy);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your purse is too light');
  });

  it('explains load errors: 429 and other statuses', async () => {
    serveGame((_call, url) => {
      if (url.pathname === '/api/clientshop/getbar/1') return jsonResponse(429, {});
      if (url.pathname === '/api/clientshop/getoffice/1') return jsonResponse(500, {});
    });
    const first = await renderApp('/bar');
    expect(await screen.findByText('Error loading items: Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    first.unmount();
    await renderApp('/office');
    expect(await screen.findByText('Error loading items: HTTP 500: Internal Server Error')).toBeInTheDocument();
  });

  it('loads the next page on scroll only while hasNextPage is true, after the 100 ms debounce', async () => {
    jest.useFakeTimers();
    const io = mockIntersectionObserver();
    try {
      const { calls } = serveGame((_call, url) => {
        const m = url.pathname.match(/^\/api\/clientshop\/getbar\/(\d+)$/);
        if (!m) return undefined;
        const n = Number(m[1]);
        return jsonResponse(200, page([shopItem({ id: `p${n}`, name: `Potion of page ${n}` })], n, n < 2));
      });
      await renderApp('/bar');
      expect(await screen.findByText('Potion of page 1')).toBeInTheDocument();
      await waitFor(() => expect(io.active).toBeGreaterThan(0));

      act(() => io.intersect());
      act(() => jest.advanceTimersByTime(50));
      expect(shopCalls(calls).map((u) => u.pathname)).toEqual(['/api/clientshop/getbar/1']);
      act(() => jest.advanceTimersByTime(60));
      expect(await screen.findByText('Potion of page 2')).toBeInTheDocument();
      expect(shopCalls(calls).map((u) => u.pathname)).toEqual(['/api/clientshop/getbar/1', '/api/clientshop/getbar/2']);
      expect(shopCalls(calls)[1].searchParams.get('pageSize')).toBe('30');

      // The last page said hasNextPage: false, so scrolling asks for nothing more.
      act(() => io.intersect());
      act(() => jest.advanceTimersByTime(500));
      expect(shopCalls(calls)).toHaveLength(2);
      expect(screen.getByText('Potion of page 1')).toBeInTheDocument();
    } finally {
      io.restore();
    }
  });

  it.each([
    ['/office', 'getoffice', ['Contracts', 'Avatar', 'Keys & Specials'], 'HIRE'],
    ['/laboratory', 'GetLaboratory', ['Relics', 'Candles', 'Cauldrons', 'Séance Scrolls'], 'BIND'],
    ['/qsec', 'GetQSec', ['Mechanisms', 'Cameras', 'Chrono Crystals'], 'BUY'],
  ])('%s shows its categories and asks %s', async (route, endpoint, tabs, action) => {
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === `/api/clientshop/${endpoint}/1`)
        return jsonResponse(200, page([shopItem({ name: 'Ware', action: action as 'BUY' })]));
    });
    await renderApp(route);
    expect(await screen.findByRole('button', { name: action })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(tabs);
    expect(shopCalls(calls, endpoint)[0].searchParams.get('pageSize')).toBe('30');
  });

  it('/pet lists the pets with TAME', async () => {
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientshop/GetPetShop/1')
        return jsonResponse(200, page([shopItem({ name: 'Familiar Black Cat', itemType: 'pet', action: 'TAME' })]));
    });
    await renderApp('/pet');
    expect(await screen.findByRole('button', { name: 'TAME' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pets' })).toBeInTheDocument();
    expect(shopCalls(calls, 'GetPetShop')[0].searchParams.get('filter')).toBe('pet');
  });
});

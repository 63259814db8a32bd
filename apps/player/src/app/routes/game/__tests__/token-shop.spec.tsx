import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_SHOP_ITEMS, TOKEN_SHOP_MESSAGES, type TokenShopDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

/** The shop as the API answers it: `owned` keys bought, `equipped` keys worn. */
function shop(tokens: number, owned: string[] = [], equipped: string[] = []): TokenShopDto {
  return {
    tokens,
    items: TOKEN_SHOP_ITEMS.map((i) => ({ ...i, owned: owned.includes(i.key), equipped: equipped.includes(i.key) })),
  };
}

describe('token shop', () => {
  it('is linked from the tournaments screen and draws every cosmetic with its price', async () => {
    const user = userEvent.setup();
    serveGame((_call, url) => {
      if (url.pathname === '/api/tournaments') return jsonResponse(200, { running: [], upcoming: [], finished: [] });
      if (url.pathname === '/api/tournaments/shop') return jsonResponse(200, shop(12, ['frame-bone'], ['frame-bone']));
    });
    await renderApp('/tournaments');
    await user.click(await screen.findByRole('link', { name: 'Token shop' }));

    expect(await screen.findByRole('heading', { name: 'Token shop' })).toBeInTheDocument();
    expect(await screen.findByText('Your tokens:', { exact: false })).toHaveTextContent('Your tokens: 12');
    const bone = screen.getByRole('article', { name: 'Bone frame' });
    expect(bone.querySelector('[data-frame="frame-bone"]')).not.toBeNull();
    expect(within(bone).getByText('Equipped')).toBeInTheDocument();
    const ember = screen.getByRole('article', { name: 'Ember frame' });
    expect(within(ember).getByText('25 tokens')).toBeInTheDocument();
    expect(within(ember).getByRole('button', { name: 'Need 13 more tokens' })).toBeDisabled();
    expect(
      within(screen.getByRole('article', { name: 'Night Warden' })).getByText('Night Warden', { selector: '.title-badge' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Raven emblem' }).querySelector('[data-design="emblem-raven"]')).not.toBeNull();
  });

  it('buys after a confirmation, then equips; the balance follows the answers', async () => {
    const user = userEvent.setup();
    let state = shop(40);
    const { calls } = serveGame((call, url) => {
      if (url.pathname === '/api/tournaments/shop') return jsonResponse(200, state);
      if (url.pathname === '/api/tournaments/shop/frame-ember/buy' && call.method === 'POST') {
        state = shop(15, ['frame-ember']);
        return jsonResponse(200, { success: true, message: `${TOKEN_SHOP_MESSAGES.bought}: Ember frame`, shop: state });
      }
      if (url.pathname === '/api/tournaments/shop/frame-ember/equip' && call.method === 'POST') {
        state = shop(15, ['frame-ember'], ['frame-ember']);
        return jsonResponse(200, { success: true, message: `${TOKEN_SHOP_MESSAGES.equipped}: Ember frame`, shop: state });
      }
    });
    await renderApp('/tournaments/shop');

    const ember = await screen.findByRole('article', { name: 'Ember frame' });
    await user.click(within(ember).getByRole('button', { name: 'Buy' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy Ember frame?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Pay 25 tokens' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Bought: Ember frame');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(screen.getByText('Your tokens:', { exact: false })).toHaveTextContent('Your tokens: 15');
    await user.click(within(screen.getByRole('article', { name: 'Ember frame' })).getByRole('button', { name: 'Equip' }));
    expect(await within(screen.getByRole('article', { name: 'Ember frame' })).findByText('Equipped')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/tournaments/shop/frame-ember/buy',
      '/api/tournaments/shop/frame-ember/equip',
    ]);
  });

  it('shows the refusal in the dialog when buying fails', async () => {
    const user = userEvent.setup();
    serveGame((call, url) => {
      if (url.pathname === '/api/tournaments/shop') return jsonResponse(200, shop(100));
      if (call.method === 'POST')
        return jsonResponse(409, { statusCode: 409, code: 'TOKEN_SHOP.NOT_ENOUGH_TOKENS', message: TOKEN_SHOP_MESSAGES.notEnoughTokens });
    });
    await renderApp('/tournaments/shop');
    await user.click(within(await screen.findByRole('article', { name: 'Bone frame' })).getByRole('button', { name: 'Buy' }));
    await user.click(screen.getByRole('button', { name: 'Pay 10 tokens' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(TOKEN_SHOP_MESSAGES.notEnoughTokens);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { TOKEN_SHOP_ITEMS } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';
import { hunter, hunterInventory, inventoryEntry, status } from './hunt-fixtures';

jest.mock('../../../../lib/browser');

/** `equipped`: the token shop keys the player bought and wears (a title, a frame). */
function serve(me: ReturnType<typeof hunter>, ...equipped: string[]) {
  serveGame((_call, url) => {
    switch (url.pathname) {
      case '/api/tournaments/shop':
        return jsonResponse(200, {
          tokens: 0,
          items: TOKEN_SHOP_ITEMS.map((i) => ({ ...i, owned: equipped.includes(i.key), equipped: equipped.includes(i.key) })),
        });
      case '/api/clientUser/getme':
        return jsonResponse(200, me);
      case '/api/clientUser/getstatus':
        return jsonResponse(200, status());
      case '/api/Journal':
      case '/api/news/latestnews/0/5':
        return jsonResponse(200, []);
      default:
        return undefined;
    }
  });
}

describe('home: the profile frame and big numbers', () => {
  beforeEach(() => (document.cookie = 'hasSeenWelcome=true; path=/'));

  it('shows the equipped avatar image in the frame', async () => {
    serve(hunter({ inventory: [...hunterInventory, inventoryEntry('Vampire Count', 'avatar', 1, true, { imageId: 'img-vampire' })] }));
    await renderApp('/');
    await screen.findByTestId('rank-name');
    const frame = screen.getByTestId('profile-frame');
    const img = frame.querySelector('img');
    expect(img).toHaveAttribute('src', '/api/image/thumb/img-vampire');
    expect(img).toHaveAttribute('alt', 'Vampire Count');
  });

  it('draws an equipped avatar without an image as itself, not as the default silhouette; unequipped ones do not show', async () => {
    serve(
      hunter({
        inventory: [
          ...hunterInventory,
          inventoryEntry('Spooky Gift Box', 'avatar', 1, true),
          inventoryEntry('Plague Doctor', 'avatar', 1, false, { imageId: 'img-plague' }),
        ],
      }),
    );
    await renderApp('/');
    await screen.findByTestId('rank-name');
    const frame = screen.getByTestId('profile-frame');
    expect(frame.querySelector('[data-item-type="avatar"]')).toHaveAttribute('aria-label', 'Spooky Gift Box');
    expect(frame.querySelector('.avatar-art--default')).toBeNull();
    expect(frame.querySelector('img')).toBeNull();
  });

  it('shows the title equipped in the token shop beside the name', async () => {
    serve(hunter(), 'title-grave-champion');
    await renderApp('/');
    await screen.findByTestId('rank-name');
    const who = document.getElementById('home-title')!.parentElement!;
    expect(await within(who).findByText('Grave Champion')).toHaveClass('title-badge');
  });

  it('draws the frame equipped in the token shop around the avatar, and no frame when none is equipped', async () => {
    serve(
      hunter({ inventory: [...hunterInventory, inventoryEntry('Vampire Count', 'avatar', 1, true, { imageId: 'img-vampire' })] }),
      'frame-moonsilver',
    );
    await renderApp('/');
    await screen.findByTestId('rank-name');
    const frame = screen.getByTestId('profile-frame');
    await waitFor(() => expect(frame.querySelector('[data-frame]')).toHaveAttribute('data-frame', 'frame-moonsilver'));
    // The avatar sits inside the ring, which is drawn over it.
    expect(frame.querySelector('.framed-avatar__picture img')).toHaveAttribute('src', '/api/image/thumb/img-vampire');
    expect(frame.querySelector('.framed-avatar__ring[data-art="avatar-frame"]')).not.toBeNull();
  });

  it('shows the bare avatar when the player wears no frame', async () => {
    serve(hunter(), 'title-grave-champion');
    await renderApp('/');
    await screen.findByTestId('rank-name');
    await within(document.getElementById('home-title')!.parentElement!).findByText('Grave Champion');
    const frame = screen.getByTestId('profile-frame');
    expect(frame.querySelector('[data-frame], [data-art="avatar-frame"]')).toBeNull();
    expect(frame.querySelector('[data-art="avatar"]')).not.toBeNull();
  });

  it('abbreviates XP and gold of millions per the spec', async () => {
    serve(
      hunter({
        xp: 1_234_567,
        nextRankXP: 2_500_000,
        currencies: { currencyEntries: [{ shortName: 'gold', name: 'Gold Coins', value: 12_345_678 }] },
      }),
    );
    await renderApp('/');
    await waitFor(() => expect(screen.getByTestId('xp-value')).toHaveTextContent('1.2M / 2.5M'));
    expect(within(screen.getByTestId('currency-gold')).getByText('12.3M')).toBeInTheDocument();
  });
});

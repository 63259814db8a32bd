import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SeanceMapDto, SeanceMapsDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

const MAP: SeanceMapDto = {
  id: 'm1',
  owner: { userId: 'me', name: 'Van Helsing' },
  members: [
    { userId: 'me', name: 'Van Helsing', owner: true, caught: 0 },
    { userId: 'f1', name: 'Mara', owner: false, caught: 1 },
  ],
  invited: [{ userId: 'f2', name: 'Quincey' }],
  scrollName: 'Candle-Stub Séance Scroll',
  tier: 1,
  ghosts: [
    {
      enemyId: 'e1',
      name: 'Noose Wraith',
      imageId: null,
      caughtBy: { userId: 'f1', name: 'Mara' },
      caughtAt: Date.UTC(2026, 10, 26, 14, 5),
      bestGround: null,
      chanceForMe: 0,
      bait: null,
    },
    {
      enemyId: 'e2',
      name: 'Choir Phantom',
      imageId: null,
      caughtBy: null,
      caughtAt: null,
      bestGround: 'Whispering Chapel',
      chanceForMe: 0.045,
      bait: 'Grave Moss Cheese',
    },
  ],
  caught: 1,
  createdAt: Date.UTC(2026, 10, 26),
  expiresAt: Date.now() + 6 * 24 * 3600_000,
  completedAt: null,
  settledAt: null,
  settlement: null,
  me: 'owner',
};

const LIST: SeanceMapsDto = {
  maps: [
    {
      id: 'm1',
      owner: MAP.owner,
      scrollName: MAP.scrollName,
      tier: 1,
      ghostCount: 2,
      caught: 1,
      members: 2,
      expiresAt: MAP.expiresAt,
      completedAt: null,
      settledAt: null,
      me: 'owner',
    },
  ],
  invitations: [
    {
      id: 'm2',
      owner: { userId: 'f3', name: 'Lucy' },
      scrollName: 'Midnight Séance Scroll',
      tier: 2,
      ghostCount: 15,
      caught: 0,
      members: 1,
      expiresAt: MAP.expiresAt,
      completedAt: null,
      settledAt: null,
      me: 'invited',
    },
  ],
  scrolls: [{ itemId: 's1', name: 'Candle-Stub Séance Scroll', imageId: null, amount: 2, tier: 1, ghosts: 10 }],
};

function serveMaps() {
  return serveGame((call, url) => {
    if (url.pathname === '/api/social/maps' && call.method === 'GET') return jsonResponse(200, LIST);
    if (url.pathname === '/api/social/maps' && call.method === 'POST') return jsonResponse(201, { ...MAP, id: 'm3' });
    if (url.pathname.startsWith('/api/social/maps/') && call.method === 'GET') return jsonResponse(200, MAP);
    if (url.pathname === '/api/social/maps/m1/invite') {
      const { name } = JSON.parse(call.body ?? '{}') as { name: string };
      if (name === 'Renfield')
        return jsonResponse(404, { statusCode: 404, code: 'SOCIAL.NOT_A_FRIEND', message: 'This player is not your friend' });
      return jsonResponse(200, { success: true, message: `${name} is invited` });
    }
    if (url.pathname === '/api/social/maps/m2/join') return jsonResponse(200, { ...MAP, id: 'm2', me: 'member' });
  });
}

const sent = (calls: { url: string; method: string; body: string | undefined }[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url === path);

describe('séance maps', () => {
  it('shows my scrolls, maps and invitations, and the open map with who caught each ghost and where to hunt the rest', async () => {
    serveMaps();
    await renderApp('/maps');
    expect(await screen.findByTestId('seance-scroll')).toHaveTextContent('10 ghosts · you own 2');
    expect(screen.getByTestId('map-row')).toHaveTextContent('1/2 caught · 2 at the table');
    expect(screen.getByTestId('map-invitation')).toHaveTextContent('Lucy invites you: Midnight Séance Scroll (15 ghosts)');
    const detail = await screen.findByTestId('map-detail');
    expect(within(detail).getByTestId('map-progress')).toHaveTextContent('1 of 2 ghosts caught');
    expect(within(detail).getByText(/^At the table:/)).toHaveTextContent('At the table: Van Helsing (owner), Mara · 1 caught');
    expect(within(detail).getByText(/invited: Quincey/)).toBeInTheDocument();
    const [caught, free] = within(detail).getAllByTestId('map-ghost');
    expect(caught).toHaveTextContent('Caught by Mara');
    expect(free).toHaveTextContent('Best at Whispering Chapel with Grave Moss Cheese');
    expect(free).toHaveTextContent('Your chance a hunt: 4.5 %');
  });

  it('starts a séance from a scroll and joins an invitation through their routes', async () => {
    const user = userEvent.setup();
    const { calls } = serveMaps();
    await renderApp('/maps');
    await user.click(await screen.findByRole('button', { name: 'Start a séance' }));
    await waitFor(() =>
      expect(sent(calls, 'POST', '/api/social/maps').map((c) => JSON.parse(c.body ?? ''))).toEqual([{ scrollItemId: 's1' }]),
    );
    expect(await screen.findByText('The séance begins: 2 ghosts to catch')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(sent(calls, 'POST', '/api/social/maps/m2/join')).toHaveLength(1));
  });

  it('the owner invites a friend by name; an empty name is refused in the form, a refusal shown as the server sends it', async () => {
    const user = userEvent.setup();
    const { calls } = serveMaps();
    await renderApp('/maps');
    const field = await screen.findByRole('textbox', { name: 'Invite a friend' });
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Please enter a player name')).toBeInTheDocument();
    await user.type(field, 'Renfield');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('This player is not your friend')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Mina');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Mina is invited')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/social/maps/m1/invite').map((c) => JSON.parse(c.body ?? ''))).toEqual([
      { name: 'Renfield' },
      { name: 'Mina' },
    ]);
  });
});

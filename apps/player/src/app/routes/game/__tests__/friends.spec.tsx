import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FriendsDto, GiftsDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

function friendsOf(overrides: Partial<FriendsDto> = {}): FriendsDto {
  return {
    friends: [
      { userId: 'f1', name: 'Mara', rankName: 'Apprentice', groundName: 'Misty Moor', huntReady: true, partyEnabled: true },
      { userId: 'f2', name: 'Quincey', rankName: 'Novice', groundName: 'Old Chapel', huntReady: false, partyEnabled: false },
    ],
    incoming: [{ requestId: 'r1', userId: 'u7', name: 'Renfield', createdAt: Date.UTC(2026, 10, 20) }],
    outgoing: [{ requestId: 'r2', userId: 'u8', name: 'Lucy', createdAt: Date.UTC(2026, 10, 21) }],
    blocked: [{ userId: 'u9', name: 'Dracula' }],
    partyEnabled: false,
    ...overrides,
  };
}

function giftsOf(overrides: Partial<GiftsDto> = {}): GiftsDto {
  return {
    giftOfTheDay: { itemId: 'i1', name: 'Grave Cheese', imageId: null },
    sendsLeft: 10,
    claimsLeft: 10,
    sentTodayTo: ['f2'],
    received: [
      {
        giftId: 'g1',
        from: { userId: 'f1', name: 'Mara' },
        itemId: 'i1',
        name: 'Grave Cheese',
        imageId: null,
        expiresAt: Date.UTC(2026, 10, 30),
      },
    ],
    ...overrides,
  };
}

function serveSocial(friends = friendsOf(), gifts = giftsOf()) {
  return serveGame((call, url) => {
    if (url.pathname === '/api/social/friends' && call.method === 'GET') return jsonResponse(200, friends);
    if (url.pathname === '/api/social/gifts' && call.method === 'GET') return jsonResponse(200, gifts);
    if (url.pathname === '/api/social/friends/requests' && call.method === 'POST') {
      const { name } = JSON.parse(call.body ?? '{}') as { name: string };
      if (name === 'Nobody')
        return jsonResponse(404, { statusCode: 404, code: 'SOCIAL.PLAYER_NOT_FOUND', message: 'There is no player with that name' });
      return jsonResponse(201, { requestId: 'r9', status: 'pending', message: 'Friend request sent' });
    }
    if (url.pathname.startsWith('/api/social/gifts')) return jsonResponse(201, { message: 'Gift sent', gifts });
    if (url.pathname.startsWith('/api/social/')) return jsonResponse(200, { success: true, message: 'Done' });
  });
}

const sent = (calls: { url: string; method: string; body: string | undefined }[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url === path);

describe('friends', () => {
  it('lists friends with rank, ground and ready dot, and the requests both ways', async () => {
    serveSocial();
    await renderApp('/friends');
    const rows = await screen.findAllByTestId('friend-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Mara')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/Apprentice · Misty Moor/)).toBeInTheDocument();
    expect(within(rows[0]).getByRole('img', { name: 'Ready to hunt' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('img', { name: 'Not ready to hunt' })).toBeInTheDocument();
    expect(within(screen.getByTestId('incoming-request')).getByText('Renfield')).toBeInTheDocument();
    expect(within(screen.getByTestId('outgoing-request')).getByText('Lucy')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Hunting party' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText(/a friend who sounds the horn in your region may take you along/)).toBeInTheDocument();
  });

  it('accepts and declines requests and unblocks through their routes', async () => {
    const user = userEvent.setup();
    const { calls } = serveSocial();
    await renderApp('/friends');
    await user.click(await screen.findByRole('button', { name: 'Accept Renfield' }));
    await waitFor(() => expect(sent(calls, 'POST', '/api/social/friends/requests/r1/accept')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Decline Renfield' }));
    await waitFor(() => expect(sent(calls, 'POST', '/api/social/friends/requests/r1/decline')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Unblock Dracula' }));
    await waitFor(() => expect(sent(calls, 'DELETE', '/api/social/blocks/u9')).toHaveLength(1));
    expect(await screen.findByText('Done')).toBeInTheDocument();
  });

  it('adds a friend by name and shows the server refusal as it comes', async () => {
    const user = userEvent.setup();
    const { calls } = serveSocial();
    await renderApp('/friends');
    const field = await screen.findByRole('textbox', { name: 'Add a friend' });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please enter a player name')).toBeInTheDocument();
    await user.type(field, 'Nobody');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('There is no player with that name')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, ' Mina ');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Friend request sent')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/social/friends/requests').map((c) => JSON.parse(c.body ?? ''))).toEqual([
      { name: 'Nobody' },
      { name: 'Mina' },
    ]);
  });

  it('unfriends and blocks only after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = serveSocial();
    await renderApp('/friends');
    await user.click(await screen.findByRole('button', { name: 'Unfriend Mara' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unfriend Mara?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(sent(calls, 'DELETE', '/api/social/friends/f1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unfriend Mara' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unfriend' }));
    await waitFor(() => expect(sent(calls, 'DELETE', '/api/social/friends/f1')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Block Quincey' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Block Quincey?' })).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/social/blocks/f2')).toHaveLength(1));
  });

  it('switches the party on', async () => {
    const user = userEvent.setup();
    const { calls } = serveSocial();
    await renderApp('/friends');
    await user.click(await screen.findByRole('switch', { name: 'Hunting party' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/social/party').map((c) => JSON.parse(c.body ?? ''))).toEqual([{ enabled: true }]));
  });

  it('sends the gift of the day to friends not given one today, per friend or to all, and claims gifts', async () => {
    const user = userEvent.setup();
    const { calls } = serveSocial();
    await renderApp('/friends');
    expect(await screen.findByTestId('gift-of-the-day')).toHaveTextContent('Grave Cheese');
    expect(screen.getByTestId('gift-counts')).toHaveTextContent('Sends left today: 10');
    expect(screen.getByRole('button', { name: 'Gift sent to Quincey' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Send a gift to Mara' }));
    await user.click(screen.getByRole('button', { name: 'Send to all' }));
    await waitFor(() =>
      expect(sent(calls, 'POST', '/api/social/gifts').map((c) => JSON.parse(c.body ?? ''))).toEqual([
        { toUserIds: ['f1'] },
        { toUserIds: ['f1'] },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Claim Grave Cheese from Mara' }));
    await waitFor(() => expect(sent(calls, 'POST', '/api/social/gifts/g1/claim')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Claim and return all' }));
    await waitFor(() =>
      expect(sent(calls, 'POST', '/api/social/gifts/claim-all').map((c) => JSON.parse(c.body ?? ''))).toEqual([{ returnGifts: true }]),
    );
  });

  it('cannot send or claim when none are left today', async () => {
    serveSocial(friendsOf(), giftsOf({ sendsLeft: 0, claimsLeft: 0, sentTodayTo: [] }));
    await renderApp('/friends');
    expect(await screen.findByRole('button', { name: 'Send to all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send a gift to Mara' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Claim and return all' })).toBeDisabled();
  });
});

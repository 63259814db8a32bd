import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COVEN_BOARD_MESSAGE_MAX, COVEN_MESSAGES, TOKEN_SHOP_ITEMS, type CovenDto, type CovenSummaryDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

const KID = '0a1b2c3d-0000-4000-8000-000000000001';
const member = (userId: string, name: string, role: 'captain' | 'officer' | 'member', day: number) => ({
  userId,
  name,
  role,
  rankName: 'Apprentice',
  joinedAt: `2026-01-0${day}T10:00:00.000Z`,
  titleKey: null,
});

function coven(overrides: Partial<CovenDto> = {}): CovenDto {
  return {
    id: KID,
    name: 'Night_Owls',
    motto: 'We hoot at midnight',
    emblemImageId: 'coven-emblem:0a1b2c3d',
    emblemDesign: null,
    captain: { userId: 'u1', name: 'Van_Helsing' },
    members: [member('u3', 'Mina', 'member', 3), member('u1', 'Van_Helsing', 'captain', 1), member('u2', 'Seward', 'officer', 2)],
    open: true,
    ...overrides,
  };
}

const summary: CovenSummaryDto = {
  id: KID,
  name: 'Night_Owls',
  motto: 'We hoot at midnight',
  emblemImageId: 'coven-emblem:0a1b2c3d',
  emblemDesign: null,
  captainName: 'Van_Helsing',
  memberCount: 3,
  open: false,
};

describe('covens', () => {
  it('searches covens (emblem drawn, seats, open or by application) and founds one after showing the fee', async () => {
    const user = userEvent.setup();
    let founded = false;
    const { calls } = serveGame((call, url) => {
      if (url.pathname === '/api/covens/mine') {
        return founded ? jsonResponse(200, coven()) : jsonResponse(404, { code: 'COVENS.NOT_FOUND', message: COVEN_MESSAGES.notFound });
      }
      if (url.pathname === '/api/covens' && call.method === 'GET')
        return jsonResponse(200, url.searchParams.get('q') === 'zzz' ? [] : [summary]);
      if (url.pathname === '/api/covens' && call.method === 'POST') {
        founded = true;
        return jsonResponse(201, { success: true, message: COVEN_MESSAGES.created, coven: coven() });
      }
      if (url.pathname === `/api/covens/${KID}`) return jsonResponse(200, coven());
      if (url.pathname === `/api/covens/${KID}/applications`) return jsonResponse(200, []);
      if (url.pathname === `/api/covens/${KID}/board`) return jsonResponse(200, []);
    });
    await renderApp('/covens');

    const found = await screen.findByRole('list', { name: 'Covens found' });
    const row = within(found).getByText('Night_Owls').closest('li')!;
    expect(within(row).getByRole('img', { name: 'Night_Owls emblem' }).tagName.toLowerCase()).toBe('svg');
    expect(within(row).getByText('3/12')).toBeInTheDocument();
    expect(within(row).getByText('By application')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Coven name'), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No coven answers to that name.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/covens?q=zzz')).toBe(true);

    const form = screen.getByRole('form', { name: 'Found a coven' });
    expect(within(form).getByText(/Founding costs/)).toHaveTextContent('Founding costs 500 gold');
    await user.type(within(form).getByLabelText('Name'), 'N!');
    await user.click(within(form).getByRole('button', { name: 'Found coven (500 gold)' }));
    expect(await within(form).findByText(COVEN_MESSAGES.nameTooShort)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Night_Owls');
    await user.type(within(form).getByLabelText('Motto'), 'We hoot at midnight');
    await user.click(within(form).getByLabelText(/Open: anyone may join/));
    await user.click(within(form).getByRole('button', { name: 'Found coven (500 gold)' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Night_Owls' })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/covens')!;
    expect(JSON.parse(post.body!)).toEqual({ name: 'Night_Owls', motto: 'We hoot at midnight', open: false });
  });

  it('shows the captain every member with role and rank, and sends promote, kick, accept and board posts', async () => {
    const user = userEvent.setup();
    const { calls } = serveGame((call, url) => {
      if (url.pathname === '/api/covens/mine') return jsonResponse(200, coven());
      if (url.pathname === `/api/covens/${KID}`) return jsonResponse(200, coven());
      if (url.pathname === `/api/covens/${KID}/applications`) {
        return jsonResponse(200, [{ userId: 'u9', name: 'Renfield', rankName: null, appliedAt: '2026-01-05T00:00:00.000Z' }]);
      }
      if (url.pathname === `/api/covens/${KID}/board` && call.method === 'GET') {
        return jsonResponse(200, [
          { id: 'b1', userId: 'u2', name: 'Seward', message: 'Mire tonight', postedAt: '2026-01-05T20:00:00.000Z' },
        ]);
      }
      if (url.pathname.endsWith('/board'))
        return jsonResponse(201, {
          id: 'b2',
          userId: 'u1',
          name: 'Van_Helsing',
          message: 'Bring garlic',
          postedAt: '2026-01-05T21:00:00.000Z',
        });
      if (call.method === 'POST') return jsonResponse(201, { success: true, message: 'Member promoted to officer', coven: coven() });
    });
    await renderApp(`/covens/${KID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Night_Owls' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Night_Owls emblem' })[0]).toHaveAttribute('data-art', 'emblem');
    const members = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(members.map((m) => m.getAttribute('aria-label'))).toEqual(['Van_Helsing', 'Seward', 'Mina']);
    expect(within(members[0]!).getByText('Captain')).toBeInTheDocument();
    expect(within(members[0]!).queryByRole('button')).toBeNull();
    expect(within(members[1]!).getByRole('button', { name: 'Demote Seward' })).toBeInTheDocument();

    await user.click(within(members[2]!).getByRole('button', { name: 'Promote Mina' }));
    await user.click(within(members[2]!).getByRole('button', { name: 'Remove Mina' }));
    await user.click(await screen.findByRole('button', { name: 'Accept Renfield' }));
    expect(await screen.findByText('Mire tonight')).toBeInTheDocument();
    // An empty post is refused with the contract's words, before any request.
    await user.type(screen.getByLabelText('Message to the coven'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(COVEN_MESSAGES.messageRequired)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Message to the coven'));
    await user.type(screen.getByLabelText('Message to the coven'), 'Bring garlic');
    expect(screen.getByText(`12/${COVEN_BOARD_MESSAGE_MAX}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    // Posted: the box is empty again.
    await waitFor(() => expect(screen.getByLabelText('Message to the coven')).toHaveValue(''));

    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
        `/api/covens/${KID}/members/u3/promote`,
        `/api/covens/${KID}/members/u3/kick`,
        `/api/covens/${KID}/applications/u9/accept`,
        `/api/covens/${KID}/board`,
      ]),
    );
    expect(JSON.parse(calls.filter((c) => c.method === 'POST').at(-1)!.body!)).toEqual({ message: 'Bring garlic' });
  });

  it('offers a visitor in no coven to join an open coven and hides the board and applications', async () => {
    const user = userEvent.setup();
    const { calls } = serveGame((call, url) => {
      if (url.pathname === '/api/covens/mine') return jsonResponse(404, { code: 'COVENS.NOT_FOUND', message: COVEN_MESSAGES.notFound });
      if (url.pathname === `/api/covens/${KID}`)
        return jsonResponse(200, coven({ captain: { userId: 'u7', name: 'Lucy' }, members: [member('u7', 'Lucy', 'captain', 1)] }));
      if (call.method === 'POST') return jsonResponse(201, { success: true, message: COVEN_MESSAGES.joined, coven: null });
    });
    await renderApp(`/covens/${KID}`);

    await user.click(await screen.findByRole('button', { name: 'Join coven' }));
    expect(await screen.findByRole('status')).toHaveTextContent(COVEN_MESSAGES.joined);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`/api/covens/${KID}/join`]);
    expect(screen.queryByRole('heading', { name: 'Board' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Applications' })).toBeNull();
    expect(calls.some((c) => c.url.endsWith('/board') || c.url.endsWith('/applications'))).toBe(false);
  });

  it('asks before a lone captain leaves, saying that it disbands the coven', async () => {
    const user = userEvent.setup();
    const alone = coven({ members: [member('u1', 'Van_Helsing', 'captain', 1)] });
    const { calls } = serveGame((call, url) => {
      if (url.pathname === '/api/covens/mine') return jsonResponse(200, alone);
      if (url.pathname === `/api/covens/${KID}`) return jsonResponse(200, alone);
      if (url.pathname.endsWith('/applications') || url.pathname.endsWith('/board')) return jsonResponse(200, []);
      if (call.method === 'POST') return jsonResponse(201, { success: true, message: COVEN_MESSAGES.disbanded, coven: null });
    });
    await renderApp(`/covens/${KID}`);

    await user.click(await screen.findByRole('button', { name: 'Leave coven' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Night_Owls?' });
    expect(dialog).toHaveTextContent('You are the last member: leaving disbands the coven for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Leave coven' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave coven' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`/api/covens/${KID}/leave`]);
  });

  it("draws the applied emblem design and the members' titles; the captain applies a design they own", async () => {
    const user = userEvent.setup();
    let state = coven({
      members: [
        { ...member('u1', 'Van_Helsing', 'captain', 1), titleKey: 'title-coven-legend' },
        member('u2', 'Seward', 'officer', 2),
        { ...member('u3', 'Mina', 'member', 3), titleKey: 'title-night-warden' },
      ],
    });
    const shop = {
      tokens: 0,
      items: TOKEN_SHOP_ITEMS.map((i) => ({ ...i, owned: i.key === 'emblem-raven' || i.key === 'frame-bone', equipped: false })),
    };
    const { calls } = serveGame((call, url) => {
      if (url.pathname === '/api/covens/mine' || url.pathname === `/api/covens/${KID}`) return jsonResponse(200, state);
      if (url.pathname === `/api/covens/${KID}/applications` || url.pathname === `/api/covens/${KID}/board`) return jsonResponse(200, []);
      if (url.pathname === '/api/tournaments/shop') return jsonResponse(200, shop);
      if (url.pathname === `/api/covens/${KID}/emblem` && call.method === 'PUT') {
        state = { ...state, emblemDesign: 'emblem-raven' };
        return jsonResponse(200, { success: true, message: COVEN_MESSAGES.emblemApplied, coven: state });
      }
    });
    await renderApp(`/covens/${KID}`);

    const head = await screen.findByRole('img', { name: 'Night_Owls emblem' });
    expect(head).toHaveAttribute('data-design', 'own');
    const members = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(members.map((m) => m.querySelector('[data-art="title-badge"]')?.textContent ?? null)).toEqual([
      'Coven Legend',
      null,
      'Night Warden',
    ]);

    // The captain's choice: the coven's own arms (in use) and the one design they own, both drawn on the coven's shield.
    const picker = await screen.findByRole('list', { name: 'Emblem designs' });
    await waitFor(() => expect(within(picker).getAllByRole('listitem')).toHaveLength(2));
    expect(within(picker).getByText('In use').closest('li')).toHaveTextContent('Own arms');
    expect(within(picker).getByRole('img', { name: 'Night_Owls with Raven emblem emblem' })).toHaveAttribute('data-design', 'emblem-raven');
    await user.click(within(picker).getByRole('button', { name: 'Apply Raven emblem' }));

    expect(await screen.findByRole('status')).toHaveTextContent(COVEN_MESSAGES.emblemApplied);
    const put = calls.find((c) => c.method === 'PUT')!;
    expect([put.url, JSON.parse(put.body!)]).toEqual([`/api/covens/${KID}/emblem`, { design: 'emblem-raven' }]);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Night_Owls emblem' })).toHaveAttribute('data-design', 'emblem-raven'));
  });

  it('shows no emblem choice to members who are not the captain', async () => {
    const { calls } = serveGame((_call, url) => {
      const officer = coven({
        captain: { userId: 'u7', name: 'Lucy' },
        members: [member('u7', 'Lucy', 'captain', 1), member('u1', 'Van_Helsing', 'officer', 2)],
      });
      if (url.pathname === '/api/covens/mine' || url.pathname === `/api/covens/${KID}`)
        return jsonResponse(200, { ...officer, emblemDesign: 'emblem-hourglass' });
      if (url.pathname === `/api/covens/${KID}/applications` || url.pathname === `/api/covens/${KID}/board`) return jsonResponse(200, []);
    });
    await renderApp(`/covens/${KID}`);
    expect(await screen.findByRole('img', { name: 'Night_Owls emblem' })).toHaveAttribute('data-design', 'emblem-hourglass');
    await screen.findByRole('heading', { name: 'Applications' });
    expect(screen.queryByRole('heading', { name: 'Coven emblem' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/tournaments/shop'))).toBe(false);
  });
});

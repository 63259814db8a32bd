import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InventoryEntryDto, MailDto } from '@grimhunt/contracts';
import { deferred, jsonResponse, type FakeResponse } from '../../../../testing/fake-fetch';
import { clientItem, serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

const long = `${'Boo! '.repeat(24)}and the rest of the letter`;

function mail(overrides: Partial<MailDto>): MailDto {
  return {
    id: 'm',
    fromUserId: 'u2',
    toUserId: 'u1',
    fromUsername: 'Mina',
    toUsername: 'Van_Helsing',
    message: 'Hello',
    timeStamp: Date.UTC(2026, 0, 2, 18, 30),
    read: true,
    claimed: false,
    returned: false,
    loot: null,
    attachmentItem: null,
    ...overrides,
  };
}

const inbox = [
  mail({
    id: 'm1',
    fromUsername: 'Mina',
    message: long,
    read: false,
    loot: { itemId: 'dust', amountMin: 3 },
    attachmentItem: { name: 'Bone Dust', imageId: null, itemType: 'craftingmat' },
  }),
  mail({ id: 'm2', fromUsername: 'Quincey', message: 'Already read, nothing attached' }),
  mail({
    id: 'm3',
    fromUsername: 'Arthur',
    message: 'Claimed gift',
    loot: { itemId: 'dust', amountMin: 1 },
    claimed: true,
    attachmentItem: { name: 'Bone Dust', imageId: null, itemType: 'craftingmat' },
  }),
];
const outbox = [
  mail({
    id: 'o1',
    fromUserId: 'u1',
    toUserId: 'u3',
    fromUsername: 'Van_Helsing',
    toUsername: 'Renfield',
    message: 'Flies for you',
    loot: { itemId: 'feather', amountMin: 2 },
    attachmentItem: { name: 'Raven Feather', imageId: null, itemType: 'craftingmat' },
  }),
  mail({ id: 'o2', fromUserId: 'u1', toUserId: 'u2', fromUsername: 'Van_Helsing', toUsername: 'Mina', message: 'Words only' }),
];

const entry = (id: string, name: string, amount: number, transferable: boolean, equipped = false): InventoryEntryDto => ({
  item: clientItem({ id, name, itemType: 'craftingmat', transferable }),
  itemId: id,
  amount,
  equipped,
});
const inventory = [
  entry('dust', 'Bone Dust', 5, true),
  entry('feather', 'Raven Feather', 0, true),
  entry('cheese', 'Grave Moss Cheese', 9, false),
  entry('ball', 'Cracked Crystal Ball', 1, true, true),
  entry('rope', 'Hangman Rope', 2, true, true),
];

type Extra = (path: string, body: string | undefined) => FakeResponse | Promise<FakeResponse> | undefined;

function serveMail(boxes: { inbox: MailDto[]; outbox: MailDto[] } = { inbox, outbox }, extra: Extra = () => undefined) {
  return serveGame((call, url) => {
    const answer = extra(url.pathname, call.body);
    if (answer) return answer;
    if (url.pathname === '/api/mail/GetMyMail') return jsonResponse(200, boxes);
    if (url.pathname === '/api/clientUser/getinventory') return jsonResponse(200, inventory);
    if (url.pathname === '/api/user/search') return jsonResponse(200, ['Mina', 'Minerva', 'Van_Helsing']);
  });
}

const rows = () => screen.getAllByTestId('mail-row');

describe('post service', () => {
  it('lists the inbox with previews, paperclips and red dots, and the outbox with recipients', async () => {
    const user = userEvent.setup();
    serveMail();
    await renderApp('/postservice');
    expect(await screen.findByRole('heading', { name: 'Post Service' })).toBeInTheDocument();
    await screen.findByText('Quincey');
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();

    expect(rows()).toHaveLength(3);
    const [first, second, third] = rows();
    expect(within(first).getByText('Mina')).toBeInTheDocument();
    expect(within(first).getByText(`${long.slice(0, 100)}...`)).toBeInTheDocument();
    expect(within(first).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(first).getByTestId('paperclip')).toBeInTheDocument();
    expect(within(second).queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(within(second).queryByTestId('paperclip')).not.toBeInTheDocument();
    // Claimed: no paperclip any more.
    expect(within(third).queryByTestId('paperclip')).not.toBeInTheDocument();
    // The menu carries the unread count too (COMPANY in the top bar, POST SERVICE in the dropdown and the sidebar).
    const unreadCount = rows().filter((row) => within(row).queryByTestId('unread-dot')).length;
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByTestId('nav-badge')).toHaveTextContent(String(unreadCount));

    await user.click(screen.getByRole('button', { name: 'Outbox' }));
    expect(rows()).toHaveLength(2);
    expect(within(rows()[0]).getByText('To: Renfield')).toBeInTheDocument();
    expect(within(rows()[0]).getByTestId('paperclip')).toBeInTheDocument();
    expect(within(rows()[1]).queryByTestId('paperclip')).not.toBeInTheDocument();
  });

  it('shows loading, empty boxes and load failures with the spec texts', async () => {
    const user = userEvent.setup();
    const hold = deferred<FakeResponse>();
    serveMail({ inbox: [], outbox: [] }, (path) => (path === '/api/mail/GetMyMail' ? hold.promise : undefined));
    await renderApp('/postservice');
    expect(await screen.findByText('Loading mail...')).toBeInTheDocument();
    hold.resolve(jsonResponse(200, { inbox: [], outbox: [] }));
    expect(await screen.findByText('No received mail found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Outbox' }));
    expect(screen.getByText('No sent mail found.')).toBeInTheDocument();
  });

  it('says when the mail cannot be loaded', async () => {
    serveMail(undefined, (path) => (path === '/api/mail/GetMyMail' ? jsonResponse(500, {}) : undefined));
    await renderApp('/postservice');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load mail');
  });

  it('opens a received mail, marks it read and claims its items once', async () => {
    const user = userEvent.setup();
    let claimed = false;
    const { calls } = serveMail(undefined, (path) => {
      if (path === '/api/mail/updateReadStatus') return jsonResponse(200, { success: true, message: 'Read status updated' });
      if (path === '/api/mail/claim') {
        claimed = true;
        return jsonResponse(200, { success: true, message: 'Items claimed! Added to your inventory.' });
      }
      if (path === '/api/mail/GetMyMail' && claimed) {
        return jsonResponse(200, { inbox: inbox.map((m) => (m.id === 'm1' ? { ...m, read: true, claimed: true } : m)), outbox });
      }
    });
    await renderApp('/postservice');
    await user.click(within((await screen.findAllByTestId('mail-row'))[0]).getByText('Mina'));

    const reader = screen.getByRole('article', { name: 'Mail' });
    expect(within(reader).getByText('From:')).toBeInTheDocument();
    expect(within(reader).getByTestId('mail-message')).toHaveTextContent(long.trim());
    expect(within(reader).getByText('Bone Dust')).toBeInTheDocument();
    expect(within(reader).getByText('×3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/mail/updateReadStatus')).toBe(true));
    const read = calls.find((c) => c.url === '/api/mail/updateReadStatus')!;
    expect(read.method).toBe('POST');
    expect(new URLSearchParams(read.body)).toEqual(new URLSearchParams('mailId=m1&status=true'));

    await user.click(within(reader).getByRole('button', { name: 'Claim Items' }));
    expect(await screen.findByText('Items already claimed')).toBeInTheDocument();
    expect(screen.getByText('Items claimed! Added to your inventory.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/mail/claim').map((c) => c.body)).toEqual(['mailId=m1']);
    expect(screen.queryByRole('button', { name: 'Claim Items' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Inbox' }));
    expect(rows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('shows the claim states of claimed, failed and own mail', async () => {
    const user = userEvent.setup();
    const { calls } = serveMail(undefined, (path) =>
      path === '/api/mail/claim' ? jsonResponse(409, { success: false, message: 'Items already claimed', statusCode: 409 }) : undefined,
    );
    await renderApp('/postservice');
    await user.click(await screen.findByText('Arthur'));
    expect(screen.getByText('Items already claimed')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/mail/updateReadStatus')).toBe(false); // already read
    await user.click(screen.getByRole('button', { name: 'Back to Inbox' }));

    await user.click(screen.getByText('Mina'));
    await user.click(screen.getByRole('button', { name: 'Claim Items' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to claim items');
    expect(screen.getByText('Items already claimed or unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Inbox' }));

    await user.click(screen.getByRole('button', { name: 'Outbox' }));
    await user.click(screen.getByText('To: Renfield'));
    expect(screen.getByText('To:')).toBeInTheDocument();
    expect(screen.getByText('Items sent by you')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim Items' })).not.toBeInTheDocument();
  });

  it('validates the send form, searches recipients from 3 characters and sends JSON', async () => {
    const user = userEvent.setup();
    const sending = deferred<FakeResponse>();
    const { calls } = serveMail(undefined, (path) => (path === '/api/mail' ? sending.promise : undefined));
    await renderApp('/postservice');
    await screen.findByText('Quincey');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const send = screen.getByRole('button', { name: 'Send Mail' });
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a recipient');

    const to = screen.getByPlaceholderText('Search by username (min 3 chars)');
    await user.type(to, 'Mi');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400))); // longer than the search debounce
    expect(calls.some((c) => c.url === '/api/user/search')).toBe(false);
    await user.type(to, 'n');
    await user.click(await screen.findByRole('option', { name: 'Minerva' }));
    expect(screen.queryByRole('option', { name: 'Van_Helsing' })).not.toBeInTheDocument();
    const search = calls.find((c) => c.url === '/api/user/search')!;
    expect(new URLSearchParams(search.body).get('searchstring')).toBe('Min');
    expect(screen.getByTestId('chosen-recipient')).toHaveTextContent('Minerva');

    const message = screen.getByLabelText('Message');
    expect(message).toHaveAttribute('rows', '5');
    await user.type(message, '   ');
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a message');
    await user.type(message, 'A little something for the road.');

    const attachment = screen.getByLabelText('Attachment');
    const options = within(attachment)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // Transferable with something to spare: the equipped ball's only unit stays home.
    expect(options).toEqual(['No attachment', 'Bone Dust (5 available)', 'Hangman Rope (1 available)']);
    await user.selectOptions(attachment, 'dust');
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveValue(1);
    expect(amount).toHaveAttribute('max', '5');
    await user.clear(amount);
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent('Amount must be at least 1');
    await user.type(amount, '99');
    expect(amount).toHaveValue(5);
    await user.clear(amount);
    await user.type(amount, '0');
    expect(amount).toHaveValue(1);
    await user.clear(amount);
    await user.type(amount, '3');

    await user.click(send);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const post = calls.find((c) => c.url === '/api/mail')!;
    expect(post.method).toBe('POST');
    expect(post.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(post.body!)).toEqual({
      toUserId: 'Minerva',
      message: 'A little something for the road.',
      loot: { itemId: 'dust', amountMin: 3 },
    });
    sending.resolve(jsonResponse(200, { success: true, message: 'Mail sent' }));
    expect(await screen.findByText('Mail sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Outbox' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the server refusal, and Cancel returns to the inbox', async () => {
    const user = userEvent.setup();
    serveMail(undefined, (path) =>
      path === '/api/mail'
        ? jsonResponse(400, { success: false, statusCode: 400, code: 'MAIL.RECIPIENT_BANNED', message: 'This player cannot receive mail' })
        : undefined,
    );
    await renderApp('/postservice');
    await screen.findByText('Quincey');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByPlaceholderText('Search by username (min 3 chars)'), 'Mina');
    await user.click(await screen.findByRole('option', { name: 'Mina' }));
    await user.type(screen.getByLabelText('Message'), 'hi');
    await user.click(screen.getByRole('button', { name: 'Send Mail' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This player cannot receive mail'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(rows()).toHaveLength(3);
  });

  it('says when nothing can be attached', async () => {
    const user = userEvent.setup();
    serveMail(undefined, (path) => (path === '/api/clientUser/getinventory' ? jsonResponse(200, [inventory[2]]) : undefined));
    await renderApp('/postservice');
    await screen.findByText('Quincey');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('No transferable items in your inventory')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Attachment'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No attachment']);
  });
});

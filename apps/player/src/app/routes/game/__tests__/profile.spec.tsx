import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';
import { startFakeClock, TEST_NOW } from '../../../../testing/clock';
import { hashPassword } from '../../../../lib/hash-password';

jest.mock('../../../../lib/browser');

// Payment ages ("fresh" 1 h, "stale" 25 h) are measured from the test clock's now (real timers).
const nowSeconds = Math.floor(TEST_NOW / 1000);
const payment = (id: string, status: string, createdAgo: number, extra: Record<string, unknown> = {}) => ({
  id,
  packageId: `pkg-${id}`,
  packageName: `Package ${id}`,
  createdTimestamp: nowSeconds - createdAgo,
  additionalInfo: '',
  completed: status === 'COMPLETED' || status === 'ACTIVE',
  paymentId: `SB-${id}`,
  usd: 4.99,
  subscriptionLevel: 0,
  paypalOrder: { id: `SB-${id}`, status, links: [{ rel: 'approve', href: `/api/payment/sandbox/SB-${id}`, method: 'GET' }] },
  ...extra,
});

function serveProfile() {
  const forms: Record<string, Record<string, string>[]> = {};
  const { calls } = serveGame((call, url) => {
    const form = Object.fromEntries(new URLSearchParams(call.body ?? ''));
    (forms[url.pathname] ??= []).push(form);
    if (url.pathname === '/api/payment/GetByUserId') {
      return jsonResponse(200, [
        payment('fresh', 'CREATED', 3600),
        payment('stale', 'CREATED', 25 * 3600),
        payment('sub', 'ACTIVE', 86400, { subscriptionLevel: 2 }),
        payment('pending', 'APPROVAL_PENDING', 40 * 86400),
        payment('done', 'COMPLETED', 7200, { additionalInfo: 'buyForUserName_Mina' }),
        payment('renamed', 'COMPLETED', 600, { packageName: 'Name Change', additionalInfo: 'newUserName_Van_Helsing', note: null }),
        payment('taken', 'COMPLETED', 300, {
          packageName: 'Name Change',
          additionalInfo: 'newUserName_Mina',
          note: 'The name Mina was taken by another player before your payment completed, so your name was not changed.',
        }),
      ]);
    }
    if (url.pathname === '/api/payment/CancelSubscription')
      return jsonResponse(200, { success: true, message: 'Your subscription is cancelled.' });
    if (url.pathname === '/api/user/UpdatePassword') {
      return form.currPw === hashPassword('old-secret')
        ? jsonResponse(200, { success: true, message: 'Successful Changed' })
        : jsonResponse(400, { success: false, statusCode: 400, code: 'IDENTITY.WRONG_PASSWORD', message: 'The current password is wrong' });
    }
    if (url.pathname === '/api/user/UpdateEmail') return jsonResponse(200, { success: true, message: 'Successful Changed' });
  });
  return { calls, forms };
}

describe('profile', () => {
  beforeEach(() => startFakeClock(TEST_NOW, { timers: false }));

  it('refuses a new password whose repeat differs, sending nothing', async () => {
    const user = userEvent.setup();
    const { forms } = serveProfile();
    await renderApp('/profile');
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    await user.type(form.getByLabelText('Current password'), 'old-secret');
    await user.type(form.getByLabelText('New password'), 'new-secret');
    await user.type(form.getByLabelText('Repeat new password'), 'new-secreT');
    expect(form.getAllByText('The new passwords do not match.')).toHaveLength(1);
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(form.getByRole('alert')).toHaveTextContent('The new passwords do not match.');
    expect(forms['/api/user/UpdatePassword']).toBeUndefined();

    await user.clear(form.getByLabelText('Repeat new password'));
    await user.type(form.getByLabelText('Repeat new password'), 'new-secret');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByRole('status')).toHaveTextContent('Successful Changed');
    expect(forms['/api/user/UpdatePassword']).toEqual([
      { userId: 'u1', currPw: hashPassword('old-secret'), newPw: hashPassword('new-secret') },
    ]);
  });

  it('shows " Failed: {message}" when the server refuses', async () => {
    const user = userEvent.setup();
    serveProfile();
    await renderApp('/profile');
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    await user.type(form.getByLabelText('Current password'), 'wrong-one');
    await user.type(form.getByLabelText('New password'), 'new-secret');
    await user.type(form.getByLabelText('Repeat new password'), 'new-secret');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Failed: The current password is wrong');
  });

  it('changes the email with the hashed current password', async () => {
    const user = userEvent.setup();
    const { forms } = serveProfile();
    await renderApp('/profile');
    const form = within(await screen.findByRole('form', { name: 'Change email' }));
    expect(form.getByText('van@helsing.test')).toBeInTheDocument();
    await user.type(form.getByLabelText('New email'), 'not-an-email');
    await user.type(form.getByLabelText('Current password'), 'old-secret');
    await user.click(form.getByRole('button', { name: 'Change email' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await user.clear(form.getByLabelText('New email'));
    await user.type(form.getByLabelText('New email'), 'mina@harker.test');
    await user.click(form.getByRole('button', { name: 'Change email' }));
    expect(await form.findByRole('status')).toHaveTextContent('Successful Changed');
    expect(forms['/api/user/UpdateEmail']).toEqual([{ userId: 'u1', password: hashPassword('old-secret'), email: 'mina@harker.test' }]);
  });

  it('lists transactions with Approve (pending, or created within 24 h) and Cancel (active)', async () => {
    const user = userEvent.setup();
    const { forms } = serveProfile();
    await renderApp('/profile');
    const table = within(await screen.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Date', 'Status', 'Action']);
    const row = (id: string) => within(screen.getByTestId(`tx-${id}`));
    expect(row('fresh').getByRole('link', { name: 'Approve' })).toHaveAttribute('href', '/api/payment/sandbox/SB-fresh');
    expect(row('stale').queryByRole('link', { name: 'Approve' })).not.toBeInTheDocument();
    expect(row('pending').getByRole('link', { name: 'Approve' })).toBeInTheDocument();
    expect(row('done').queryByRole('link')).not.toBeInTheDocument();
    expect(row('done').getByText(/gift for Mina/)).toBeInTheDocument();
    // A name change is listed with the wished name; one that could not be applied shows its note.
    expect(row('renamed').getByText('Name Change')).toBeInTheDocument();
    expect(row('renamed').getByText(/to Van_Helsing/)).toBeInTheDocument();
    expect(row('renamed').getByText(/delivered/)).toBeInTheDocument();
    expect(row('taken').getByText(/was taken by another player/)).toBeInTheDocument();
    expect(row('renamed').queryByText(/was taken/)).not.toBeInTheDocument();
    expect(row('sub').queryByRole('link', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(row('sub').getByRole('button', { name: 'Cancel' }));
    // Nothing is cancelled before the player confirms.
    expect(forms['/api/payment/CancelSubscription']).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel subscription' }));
    await waitFor(() => expect(forms['/api/payment/CancelSubscription']).toEqual([{ paymentId: 'sub' }]));
    expect(await screen.findByText('Your subscription is cancelled.')).toBeInTheDocument();
  });
});

import { act, screen } from '@testing-library/react';
import { jsonResponse } from '../../../testing/fake-fetch';
import { serveGame } from '../../../testing/game-server';
import { renderApp } from '../../../testing/test-utils';

jest.mock('../../../lib/browser');

type Answer = { completed: boolean; status: string; additionalInfo?: string; note?: string | null } | 'fail';

/** Answers CheckOnPayment from the script, one entry per call (the last one repeats). */
function serveChecks(script: Answer[]) {
  const { calls } = serveGame((call, url) => {
    if (url.pathname === '/api/user/check') return jsonResponse(200, { success: true, access_token: 'renewed.token.x' });
    if (url.pathname !== '/api/payment/CheckOnPayment') return undefined;
    const n = calls.filter((c) => c.url === '/api/payment/CheckOnPayment').length;
    const answer = script[Math.min(n, script.length) - 1];
    if (answer === 'fail')
      return jsonResponse(500, {
        statusCode: 500,
        code: 'GENERIC.INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      });
    return jsonResponse(200, { id: 'pay-1', paymentId: 'SBO-1', additionalInfo: '', note: null, ...answer });
  });
  const checks = () => calls.filter((c) => c.url === '/api/payment/CheckOnPayment');
  const tokenChecks = () => calls.filter((c) => c.url === '/api/user/check');
  return { checks, tokenChecks };
}

async function tick(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

describe('/shopcallback/:pid', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('polls CheckOnPayment every second until the payment is completed, then stops', async () => {
    const { checks } = serveChecks([
      { completed: false, status: 'CREATED' },
      { completed: false, status: 'APPROVED' },
      { completed: true, status: 'COMPLETED' },
    ]);
    await renderApp('/shopcallback/pay-1');
    expect(await screen.findByRole('heading', { name: 'Checking your payment...' })).toBeInTheDocument();
    expect(checks()).toHaveLength(1);
    expect(checks()[0].method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(checks()[0].body ?? ''))).toEqual({ paymentId: 'pay-1' });
    expect(await screen.findByText(/status CREATED/)).toBeInTheDocument();

    await tick(999);
    expect(checks()).toHaveLength(1);
    await tick(1);
    expect(await screen.findByText(/status APPROVED/)).toBeInTheDocument();
    expect(checks()).toHaveLength(2);
    await tick(1000);
    expect(await screen.findByRole('heading', { name: 'Payment successful!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you! Your items are in your inventory.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open inventory' })).toHaveAttribute('href', '/inventory');
    await tick(5000);
    expect(checks()).toHaveLength(3);
  });

  it('shows the gift state when additionalInfo starts with buyForUserName_', async () => {
    serveChecks([
      { completed: false, status: 'APPROVED', additionalInfo: 'buyForUserName_Mina' },
      { completed: true, status: 'COMPLETED', additionalInfo: 'buyForUserName_Mina' },
    ]);
    await renderApp('/shopcallback/pay-1');
    expect(await screen.findByRole('heading', { name: 'Sending your gift to Mina...' })).toBeInTheDocument();
    expect(await screen.findByText(/status APPROVED/)).toBeInTheDocument();
    await tick(1000);
    expect(await screen.findByRole('heading', { name: 'Gift delivered!' })).toBeInTheDocument();
    // One sentence, not 'delivered' twice.
    expect(screen.getByText('Thank you! Your gift for Mina is in their inventory now.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open inventory' })).not.toBeInTheDocument();
  });

  it('a payer who cancelled at the provider sees the cancel text, not the error', async () => {
    for (const status of ['VOIDED', 'CANCELLED']) {
      const { checks } = serveChecks([
        { completed: false, status: 'CREATED' },
        { completed: false, status },
      ]);
      const view = await renderApp('/shopcallback/pay-1');
      expect(await screen.findByText(/status CREATED/)).toBeInTheDocument();
      await tick(1000);
      expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
      expect(screen.getByText('You cancelled this payment. Nothing was charged.')).toBeInTheDocument();
      expect(screen.queryByText('There was an error while processing!')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the premium shop' })).toHaveAttribute('href', '/premiumShop');
      await tick(3000);
      expect(checks()).toHaveLength(2);
      view.unmount();
    }
  });

  it('a name change says the new name and renews the token (it carries the name)', async () => {
    const { tokenChecks } = serveChecks([
      { completed: false, status: 'APPROVED', additionalInfo: 'newUserName_Van_Helsing' },
      { completed: true, status: 'COMPLETED', additionalInfo: 'newUserName_Van_Helsing' },
    ]);
    await renderApp('/shopcallback/pay-1');
    expect(await screen.findByRole('heading', { name: 'Changing your name to Van_Helsing...' })).toBeInTheDocument();
    const before = tokenChecks().length;
    await tick(1000);
    expect(await screen.findByRole('heading', { name: 'Name changed!' })).toBeInTheDocument();
    expect(screen.getByText(/Your name is now Van_Helsing\./)).toBeInTheDocument();
    expect(screen.getByText(/receipt/)).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(tokenChecks().length).toBeGreaterThan(before);
  });

  it('a paid name change whose name was taken meanwhile shows the note and the payment id', async () => {
    const note = 'The name Mina was taken by another player before your payment completed, so your name was not changed.';
    serveChecks([{ completed: true, status: 'COMPLETED', additionalInfo: 'newUserName_Mina', note }]);
    await renderApp('/shopcallback/pay-1');
    expect(await screen.findByRole('heading', { name: 'Payment received, name not changed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(note);
    expect(screen.getByText('pay-1')).toBeInTheDocument();
    expect(screen.queryByText(/Your name is now/)).not.toBeInTheDocument();
  });

  it('stops with the error text and the payment id when the order expired or the check errs', async () => {
    const first = serveChecks([
      { completed: false, status: 'CREATED' },
      { completed: false, status: 'EXPIRED' },
    ]);
    const view = await renderApp('/shopcallback/pay-1');
    expect(await screen.findByText(/status CREATED/)).toBeInTheDocument();
    await tick(1000);
    expect(await screen.findByRole('heading', { name: 'There was an error while processing!' })).toBeInTheDocument();
    expect(screen.getByText(/has expired/)).toBeInTheDocument();
    expect(screen.getByText(/check your profile/)).toBeInTheDocument();
    expect(screen.getByText('pay-1')).toBeInTheDocument();
    await tick(3000);
    expect(first.checks()).toHaveLength(2);
    view.unmount();

    const second = serveChecks(['fail']);
    await renderApp('/shopcallback/pay-9');
    expect(await screen.findByRole('heading', { name: 'There was an error while processing!' })).toBeInTheDocument();
    expect(screen.getByText('pay-9')).toBeInTheDocument();
    await tick(3000);
    expect(second.checks()).toHaveLength(1);
  });
});

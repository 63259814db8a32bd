import { waitFor } from '@testing-library/react';
import { PAYMENT_MESSAGES } from '@grimhunt/contracts';
import { jsonResponse } from '../../../testing/fake-fetch';
import { serveGame } from '../../../testing/game-server';
import { renderHookWithProviders } from '../../../testing/render-hook';
import { usePaymentStatusPage } from './use-payment-status-page';

jest.mock('../../../lib/browser');

type Answer = { completed: boolean; status: string; additionalInfo?: string; note?: string | null };

function serve(answer: Answer | 'fail') {
  const { calls } = serveGame((_call, url) => {
    if (url.pathname === '/api/user/check') return jsonResponse(200, { success: true, access_token: 'renewed.token.x' });
    if (url.pathname !== '/api/payment/CheckOnPayment') return undefined;
    if (answer === 'fail') return jsonResponse(500, { statusCode: 500, code: 'GENERIC.INTERNAL', message: 'Something broke.' });
    return jsonResponse(200, { id: 'pay-1', paymentId: 'SBO-1', additionalInfo: '', note: null, ...answer });
  });
  return { tokenChecks: () => calls.filter((c) => c.url === '/api/user/check') };
}

function render() {
  return renderHookWithProviders(() => usePaymentStatusPage('SBO-1'));
}

describe('usePaymentStatusPage', () => {
  it('waits with what is being done and the provider status', async () => {
    serve({ completed: false, status: 'APPROVED', additionalInfo: 'buyForUserName_Mina' });
    const { result, unmount } = render();
    expect(result.current).toEqual({ kind: 'waiting', gift: null, wished: null, status: null });
    await waitFor(() => expect(result.current).toEqual({ kind: 'waiting', gift: 'Mina', wished: null, status: 'APPROVED' }));
    unmount();
  });

  it('tells a gift from a plain purchase once delivered', async () => {
    serve({ completed: true, status: 'COMPLETED', additionalInfo: 'buyForUserName_Mina' });
    const gift = render();
    await waitFor(() => expect(gift.result.current).toEqual({ kind: 'success', friend: 'Mina' }));

    serve({ completed: true, status: 'COMPLETED' });
    const plain = render();
    await waitFor(() => expect(plain.result.current).toEqual({ kind: 'success', friend: null }));
  });

  it('refreshes the token after an applied name change, not after one the payment notes as refused', async () => {
    const applied = serve({ completed: true, status: 'COMPLETED', additionalInfo: 'newUserName_Renfield' });
    const first = render();
    await waitFor(() => expect(first.result.current).toEqual({ kind: 'name-changed', name: 'Renfield', note: null }));
    await waitFor(() => expect(applied.tokenChecks()).toHaveLength(1));

    const refused = serve({ completed: true, status: 'COMPLETED', additionalInfo: 'newUserName_Renfield', note: 'Name taken.' });
    const second = render();
    await waitFor(() => expect(second.result.current).toEqual({ kind: 'name-changed', name: 'Renfield', note: 'Name taken.' }));
    expect(refused.tokenChecks()).toHaveLength(0);
  });

  it('reports a cancel, an expired order and a failed check', async () => {
    serve({ completed: false, status: 'CANCELLED' });
    const cancelled = render();
    await waitFor(() => expect(cancelled.result.current).toEqual({ kind: 'cancelled' }));

    serve({ completed: false, status: 'EXPIRED' });
    const expired = render();
    await waitFor(() => expect(expired.result.current).toEqual({ kind: 'error', message: PAYMENT_MESSAGES.expired }));

    serve('fail');
    const failed = render();
    await waitFor(() => expect(failed.result.current).toEqual({ kind: 'error', message: 'Something broke.' }));
  });
});

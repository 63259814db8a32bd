import { act, waitFor } from '@testing-library/react';
import type { PaymentDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../testing/fake-fetch';
import { serveGame } from '../../../testing/game-server';
import { renderHookWithProviders } from '../../../testing/render-hook';
import { useTransactionsTable } from './use-transactions-table';

const gold = { id: 'pay-gold', packageName: 'Gold Subscription', paypalOrder: { status: 'ACTIVE' } } as PaymentDto;

function serve(cancelAnswer: () => ReturnType<typeof jsonResponse>) {
  const { calls } = serveGame((call, url) => {
    if (url.pathname === '/api/payment/GetByUserId') return jsonResponse(200, [gold]);
    if (url.pathname === '/api/payment/CancelSubscription' && call.method === 'POST') return cancelAnswer();
  });
  return { cancels: () => calls.filter((c) => c.url === '/api/payment/CancelSubscription').map((c) => c.body) };
}

describe('useTransactionsTable', () => {
  it('cancels a subscription only once confirmed, and tells the outcome', async () => {
    const { cancels } = serve(() => jsonResponse(200, { success: true, message: '' }));
    const { result } = renderHookWithProviders(() => useTransactionsTable());
    await waitFor(() => expect(result.current.payments.data).toEqual([gold]));

    act(() => result.current.askCancel(gold));
    expect(result.current.confirming).toBe(gold);
    act(() => result.current.keep());
    expect(result.current.confirming).toBeNull();
    expect(cancels()).toEqual([]);

    act(() => result.current.askCancel(gold));
    act(() => result.current.confirmCancel(gold));
    expect(result.current.confirming).toBeNull();
    await waitFor(() =>
      expect(result.current.popup).toMatchObject({
        tone: 'ok',
        text: 'Your subscription is cancelled. It stays active until the end of the paid month.',
      }),
    );
    expect(cancels()).toEqual(['paymentId=pay-gold']);
    act(() => result.current.closePopup());
    expect(result.current.popup).toBeNull();
  });

  it("shows the server's refusal and a failed request as errors", async () => {
    let answer = jsonResponse(200, { success: false, message: 'Already cancelled.' });
    serve(() => answer);
    const { result } = renderHookWithProviders(() => useTransactionsTable());
    await waitFor(() => expect(result.current.payments.isSuccess).toBe(true));
    act(() => result.current.confirmCancel(gold));
    await waitFor(() =>
      expect(result.current.popup).toMatchObject({ tone: 'error', text: 'Your subscription could not be cancelled: Already cancelled.' }),
    );

    answer = jsonResponse(500, { statusCode: 500, code: 'GENERIC.INTERNAL', message: 'Something broke.' });
    act(() => result.current.confirmCancel(gold));
    await waitFor(() =>
      expect(result.current.popup).toMatchObject({ tone: 'error', text: 'Your subscription could not be cancelled: Something broke.' }),
    );
  });
});

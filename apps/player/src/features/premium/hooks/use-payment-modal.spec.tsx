import type { FormEvent } from 'react';
import { act, waitFor } from '@testing-library/react';
import { navigateTo } from '../../../lib/browser';
import { jsonResponse, type RecordedCall } from '../../../testing/fake-fetch';
import { serveGame } from '../../../testing/game-server';
import { renderHookWithProviders } from '../../../testing/render-hook';
import { premiumPackage } from '../../../testing/premium-fixtures';
import { GIFT_NAME_REQUIRED, NO_APPROVAL_LINK, usePaymentModal, type PaymentChoice } from './use-payment-modal';

jest.mock('../../../lib/browser');

const submitEvent = { preventDefault: () => undefined, persist: () => undefined } as unknown as FormEvent;
const gold = premiumPackage({ id: 'gold', name: 'Gold Subscription', usd: 9.99, subscriptionLevel: 2 });
const APPROVE = { rel: 'approve', href: '/api/payment/sandbox/SBO-1', method: 'GET' };

function serve(answer: (body: { packageId: string; additionalInfo: string }) => ReturnType<typeof jsonResponse>) {
  return serveGame((call: RecordedCall, url) => {
    if (url.pathname === '/api/payment/' && call.method === 'POST') return answer(JSON.parse(call.body ?? '{}'));
  });
}
const created = (links = [APPROVE]) => jsonResponse(200, { id: 'pay-1', paymentId: 'SBO-1', paypalOrder: { id: 'SBO-1', links } });
const posted = (calls: RecordedCall[]) => calls.filter((c) => c.url === '/api/payment/').map((c) => JSON.parse(c.body ?? '{}'));

function render(choice: PaymentChoice) {
  return renderHookWithProviders(() => usePaymentModal(choice));
}

describe('usePaymentModal', () => {
  beforeEach(() => jest.mocked(navigateTo).mockReset());

  it('opens the order for the player and goes to the approval page', async () => {
    const { calls } = serve(() => created());
    const { result } = render({ pkg: gold, priceCents: 999 });
    expect(result.current.gift).toBe(false);
    await act(async () => result.current.pay(submitEvent));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(APPROVE.href));
    expect(posted(calls)).toEqual([{ packageId: 'gold', additionalInfo: '' }]);
    expect(result.current.error).toBe('');
  });

  it("asks for the friend's name of a gift before sending it with the gift prefix", async () => {
    const { calls } = serve(() => created());
    const { result } = render({ pkg: gold, priceCents: 999 });
    await act(async () => result.current.giftField.onChange({ target: { name: 'gift', value: true } }));
    expect(result.current.gift).toBe(true);
    await act(async () => result.current.pay(submitEvent));
    expect(result.current.error).toBe(GIFT_NAME_REQUIRED);
    expect(posted(calls)).toEqual([]);

    await act(async () => result.current.friendField.onChange({ target: { name: 'friend', value: '  Mina ' } }));
    await act(async () => result.current.pay(submitEvent));
    await waitFor(() => expect(posted(calls)).toEqual([{ packageId: 'gold', additionalInfo: 'buyForUserName_Mina' }]));
  });

  it("sends a name change's wished name and shows the server's refusal or a missing approval link", async () => {
    let answer = jsonResponse(400, { statusCode: 400, code: 'PAYMENT.NAME_TAKEN', message: 'That name is taken.' });
    const { calls } = serve(() => answer);
    const { result } = render({ pkg: gold, priceCents: 1000, title: 'Name change', newName: 'Renfield' });
    await act(async () => result.current.pay(submitEvent));
    await waitFor(() => expect(result.current.error).toBe('That name is taken.'));
    expect(posted(calls)).toEqual([{ packageId: 'gold', additionalInfo: 'newUserName_Renfield' }]);

    answer = created([]);
    await act(async () => result.current.pay(submitEvent));
    await waitFor(() => expect(result.current.error).toBe(NO_APPROVAL_LINK));
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { giftRecipient, nameChangeWish } from '@grimhunt/contracts';
import { refreshToken } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePaymentPoll } from './use-payment-poll';

/** What the return page shows for the payment's state. */
export type PaymentStatusView =
  | { kind: 'name-changed'; name: string; note: string | null }
  | { kind: 'success'; friend: string | null }
  | { kind: 'cancelled' }
  | { kind: 'error'; message: string }
  | { kind: 'waiting'; gift: string | null; wished: string | null; status: string | null };

/** After a completed name change: a fresh token (it carries the name) and a fresh profile. */
function useNameRefresh(done: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!done) return;
    void refreshToken()
      .catch(() => null)
      .finally(() => void queryClient.invalidateQueries({ queryKey: queryKeys.me }));
  }, [done, queryClient]);
}

/**
 * The payment return page's view: polls the payment, and tells a name change (refreshing the token and profile
 * once it is applied), a gift or a plain purchase, a cancel, a failure, or the wait with what is being done.
 */
export function usePaymentStatusPage(paymentId: string): PaymentStatusView {
  const state = usePaymentPoll(paymentId);
  const newName = state.phase === 'success' ? nameChangeWish(state.result.additionalInfo) : null;
  useNameRefresh(!!newName && !state.result?.note);

  switch (state.phase) {
    case 'success':
      return newName
        ? { kind: 'name-changed', name: newName, note: state.result.note ?? null }
        : { kind: 'success', friend: giftRecipient(state.result.additionalInfo) };
    case 'cancelled':
      return { kind: 'cancelled' };
    case 'error':
      return { kind: 'error', message: state.message };
    default:
      return {
        kind: 'waiting',
        gift: giftRecipient(state.result?.additionalInfo),
        wished: nameChangeWish(state.result?.additionalInfo),
        status: state.result?.status ?? null,
      };
  }
}

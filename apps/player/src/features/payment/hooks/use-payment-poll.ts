import { useEffect, useState } from 'react';
import { FAILED_PAYMENT_STATUSES, PAYMENT_POLL_MS, type CheckOnPaymentResultDto } from '@grimhunt/contracts';
import { checkOnPayment } from '../api/check-on-payment';

export type PaymentPollState =
  | { phase: 'waiting'; result: CheckOnPaymentResultDto | null }
  | { phase: 'success'; result: CheckOnPaymentResultDto }
  | { phase: 'error'; result: CheckOnPaymentResultDto | null; message: string };

/**
 * Asks CheckOnPayment at once and then every second (spec player §4, §9) until the payment is completed (success)
 * or fails: an error answer, or a provider status that ends it (cancelled, voided, expired).
 */
export function usePaymentPoll(paymentId: string, intervalMs = PAYMENT_POLL_MS): PaymentPollState {
  const [state, setState] = useState<PaymentPollState>({ phase: 'waiting', result: null });

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const result = await checkOnPayment(paymentId);
        if (!live) return;
        if (result?.completed) return setState({ phase: 'success', result });
        if (result && FAILED_PAYMENT_STATUSES.includes(result.status))
          return setState({ phase: 'error', result, message: `The payment was ${result.status.toLowerCase()}.` });
        setState({ phase: 'waiting', result });
        timer = setTimeout(ask, intervalMs);
      } catch (error) {
        if (live) setState({ phase: 'error', result: null, message: (error as Error).message });
      }
    };
    setState({ phase: 'waiting', result: null });
    void ask();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [paymentId, intervalMs]);

  return state;
}

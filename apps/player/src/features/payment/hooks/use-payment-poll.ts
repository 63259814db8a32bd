import { useEffect, useState } from 'react';
import {
  FAILED_PAYMENT_STATUSES,
  PAYMENT_MESSAGES,
  PAYMENT_POLL_MS,
  PAYMENT_STATUS,
  type CheckOnPaymentResultDto,
} from '@grimhunt/contracts';
import { checkOnPayment } from '../api/check-on-payment';

export type PaymentPollState =
  | { phase: 'waiting'; result: CheckOnPaymentResultDto | null }
  | { phase: 'success'; result: CheckOnPaymentResultDto }
  | { phase: 'cancelled'; result: CheckOnPaymentResultDto }
  | { phase: 'error'; result: CheckOnPaymentResultDto | null; message: string };

/** Statuses of an order or subscription the payer called off at the provider (not an error: nothing was charged). */
const CALLED_OFF: readonly string[] = [PAYMENT_STATUS.cancelled, PAYMENT_STATUS.voided];

/**
 * Asks CheckOnPayment at once and then every second until the payment is completed (success),
 * was called off by the payer (cancelled, voided: the cancel text), or fails: an error answer or an expired order.
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
        if (result && CALLED_OFF.includes(result.status)) return setState({ phase: 'cancelled', result });
        if (result && FAILED_PAYMENT_STATUSES.includes(result.status))
          return setState({
            phase: 'error',
            result,
            message:
              result.status === PAYMENT_STATUS.expired ? PAYMENT_MESSAGES.expired : `The payment was ${result.status.toLowerCase()}.`,
          });
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

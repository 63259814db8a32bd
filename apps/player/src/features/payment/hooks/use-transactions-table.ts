import { useState } from 'react';
import type { PaymentDto } from '@grimhunt/contracts';
import { usePopup } from '../../../hooks/use-popup';
import { useCancelSubscription } from '../api/cancel-subscription';
import { usePayments } from '../api/get-payments';

/**
 * The transactions' data: the player's payments, and the cancel of a subscription, which waits for the player's
 * confirmation and tells its outcome in a popup (4 s).
 */
export function useTransactionsTable() {
  const payments = usePayments();
  const cancel = useCancelSubscription();
  const { popup, show, close } = usePopup(4000);
  const [confirming, setConfirming] = useState<PaymentDto | null>(null);

  const confirmCancel = (payment: PaymentDto) => {
    setConfirming(null);
    cancel.mutate(payment.id, {
      onSuccess: (answer) =>
        answer?.success === false
          ? show(`Your subscription could not be cancelled: ${answer.message || 'please try again later.'}`, 'error')
          : show(answer?.message || 'Your subscription is cancelled. It stays active until the end of the paid month.', 'ok'),
      onError: (error) => show(`Your subscription could not be cancelled: ${error.message}`, 'error'),
    });
  };

  return {
    payments,
    cancelling: cancel.isPending,
    popup,
    closePopup: close,
    /** The subscription waiting for the player's confirmation. */
    confirming,
    askCancel: setConfirming,
    keep: () => setConfirming(null),
    confirmCancel,
  };
}

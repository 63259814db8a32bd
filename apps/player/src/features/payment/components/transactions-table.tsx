import { useState } from 'react';
import { giftRecipient, nameChangeWish, paymentAction, type PaymentDto } from '@grimhunt/contracts';
import { GameDialog } from '../../../components/game-dialog';
import { Popup } from '../../../components/popup';
import { Spinner } from '../../../components/spinner';
import { usePopup } from '../../../hooks/use-popup';
import { useCancelSubscription } from '../api/cancel-subscription';
import { usePayments } from '../api/get-payments';
import '../payment.css';

function approveLink(payment: PaymentDto): string | null {
  return payment.paypalOrder?.links?.find((l) => l.rel === 'approve')?.href ?? null;
}

function formatDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString('en-GB', {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The player's payments: name, date, status and the action the status allows. */
export function TransactionsTable({ nowSeconds }: { nowSeconds: number }) {
  const payments = usePayments();
  const cancel = useCancelSubscription();
  const { popup, show, close } = usePopup(4000);

  // A subscription is cancelled only after the player confirms it.
  const [confirming, setConfirming] = useState<PaymentDto | null>(null);
  const onCancel = (payment: PaymentDto) => setConfirming(payment);
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

  return (
    <section className="panel profile-card profile-card--wide" aria-labelledby="profile-tx-title">
      <h2 id="profile-tx-title" className="section-title">
        Transactions
      </h2>
      {payments.isPending ? (
        <Spinner label="Counting the coins..." />
      ) : payments.isError ? (
        <p className="alert alert--error" role="alert">
          Could not load your transactions: {payments.error.message}
        </p>
      ) : payments.data.length === 0 ? (
        <p className="empty-note">No transactions yet.</p>
      ) : (
        <div className="profile-tx__scroll">
          <table className="profile-tx">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {payments.data.map((payment) => {
                const action = paymentAction(payment.paypalOrder.status, payment.createdTimestamp, nowSeconds);
                const href = approveLink(payment);
                const friend = giftRecipient(payment.additionalInfo);
                const newName = nameChangeWish(payment.additionalInfo);
                return (
                  <tr key={payment.id} data-testid={`tx-${payment.id}`}>
                    <td>
                      {payment.packageName || payment.packageId}
                      {friend && <span className="muted"> (gift for {friend})</span>}
                      {newName && <span className="muted"> (to {newName})</span>}
                      {payment.note && <p className="profile-tx__note">{payment.note}</p>}
                    </td>
                    <td>{formatDate(payment.createdTimestamp)}</td>
                    <td>
                      <span className={`profile-tx__status profile-tx__status--${payment.paypalOrder.status.toLowerCase()}`}>
                        {payment.paypalOrder.status}
                      </span>
                      {payment.completed && <span className="profile-tx__done"> ✓ delivered</span>}
                    </td>
                    <td>
                      {action === 'approve' && href && (
                        <a className="btn btn--premium btn--tiny" href={href}>
                          Approve
                        </a>
                      )}
                      {action === 'cancel' && (
                        <button
                          type="button"
                          className="btn btn--ghost btn--tiny"
                          disabled={cancel.isPending}
                          onClick={() => onCancel(payment)}
                        >
                          Cancel
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Popup popup={popup} onClose={close} />
      {confirming && (
        <GameDialog
          title="Cancel this subscription?"
          onClose={() => setConfirming(null)}
          footer={
            <>
              <button type="button" className="btn btn--ghost" onClick={() => setConfirming(null)}>
                Keep subscription
              </button>
              <button type="button" className="btn btn--primary" onClick={() => confirmCancel(confirming)}>
                Yes, cancel subscription
              </button>
            </>
          }
        >
          <p>{confirming.packageName}: no further monthly payments will be taken. What you already received stays yours.</p>
        </GameDialog>
      )}
    </section>
  );
}

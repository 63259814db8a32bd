import { giftRecipient, nameChangeWish, paymentAction, type PaymentDto } from '@grimhunt/contracts';

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

interface TransactionRowProps {
  payment: PaymentDto;
  nowSeconds: number;
  cancelling: boolean;
  onCancel: () => void;
}

/** One payment: its package (a gift's player, a name change's name, the note), date, status and allowed action. */
export function TransactionRow({ payment, nowSeconds, cancelling, onCancel }: TransactionRowProps) {
  const action = paymentAction(payment.paypalOrder.status, payment.createdTimestamp, nowSeconds);
  const href = approveLink(payment);
  const friend = giftRecipient(payment.additionalInfo);
  const newName = nameChangeWish(payment.additionalInfo);
  return (
    <tr data-testid={`tx-${payment.id}`}>
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
          <button type="button" className="btn btn--ghost btn--tiny" disabled={cancelling} onClick={onCancel}>
            Cancel
          </button>
        )}
      </td>
    </tr>
  );
}

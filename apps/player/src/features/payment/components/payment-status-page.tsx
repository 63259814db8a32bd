import { Link } from 'react-router-dom';
import { PAYMENT_MESSAGES } from '@grimhunt/contracts';
import { paths } from '../../../config/paths';
import { usePaymentStatusPage } from '../hooks/use-payment-status-page';
import { NameChangeDone } from './name-change-done';
import { StatusPanel } from './status-panel';
import '../payment.css';

/**
 * /shopcallback/:pid: where the provider sends the payer back. Polls until the items are delivered (or the gift
 * reached its player, or the name changed) or the payer cancelled (the cancel text) or the payment failed; the
 * failure names the payment id for support.
 */
export function PaymentStatusPage({ paymentId }: { paymentId: string }) {
  const view = usePaymentStatusPage(paymentId);

  if (view.kind === 'name-changed') return <NameChangeDone name={view.name} note={view.note} paymentId={paymentId} />;

  if (view.kind === 'cancelled') {
    return (
      <StatusPanel
        tone="cancelled"
        sigil="☾"
        title={PAYMENT_MESSAGES.payerCancelledTitle}
        testId="payment-cancelled"
        actions={
          <>
            <Link className="btn btn--primary" to={paths.game.premiumShop.getHref()}>
              Back to the premium shop
            </Link>
            <Link className="btn btn--ghost" to={paths.game.profile.getHref()}>
              Open profile
            </Link>
          </>
        }
      >
        <p role="status">{PAYMENT_MESSAGES.payerCancelled}</p>
      </StatusPanel>
    );
  }

  if (view.kind === 'success') {
    const { friend } = view;
    return (
      <StatusPanel
        tone="success"
        sigil="✦"
        title={friend ? 'Gift delivered!' : 'Payment successful!'}
        testId="payment-success"
        actions={
          <>
            {!friend && (
              <Link className="btn btn--primary" to={paths.game.inventory.getHref()}>
                Open inventory
              </Link>
            )}
            <Link className="btn btn--ghost" to={paths.game.premiumShop.getHref()}>
              Back to the premium shop
            </Link>
          </>
        }
      >
        <p>{friend ? `Thank you! Your gift for ${friend} is in their inventory now.` : PAYMENT_MESSAGES.success}</p>
      </StatusPanel>
    );
  }

  if (view.kind === 'error') {
    return (
      <StatusPanel
        tone="error"
        sigil="✖"
        title={PAYMENT_MESSAGES.processingError}
        testId="payment-error"
        actions={
          <>
            <Link className="btn btn--ghost" to={paths.game.profile.getHref()}>
              Open profile
            </Link>
            <Link className="btn btn--ghost" to={paths.home.getHref()}>
              Go Back Home
            </Link>
          </>
        }
      >
        <p role="alert">{view.message}</p>
        <p>
          {PAYMENT_MESSAGES.processingAdvice} <code>{paymentId}</code>
        </p>
      </StatusPanel>
    );
  }

  const { gift, wished, status } = view;
  return (
    <StatusPanel
      tone="waiting"
      sigil="☾"
      title={gift ? `Sending your gift to ${gift}...` : wished ? `Changing your name to ${wished}...` : 'Checking your payment...'}
      busy
    >
      <p className="muted" role="status">
        Waiting for the payment provider{status ? ` (status ${status})` : ''}. This page refreshes by itself.
      </p>
      <p className="muted">
        Payment id <code>{paymentId}</code>
      </p>
    </StatusPanel>
  );
}

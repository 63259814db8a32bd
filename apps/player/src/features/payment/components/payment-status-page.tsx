import { Link } from 'react-router-dom';
import { giftRecipient, PAYMENT_MESSAGES } from '@grimhunt/contracts';
import { paths } from '../../../config/paths';
import { usePaymentPoll } from '../hooks/use-payment-poll';
import '../payment.css';

/**
 * /shopcallback/:pid: where the provider sends the payer back. Polls until the items are delivered (or the gift
 * reached its player) or the payment failed; the failure names the payment id for support (spec player §8).
 */
export function PaymentStatusPage({ paymentId }: { paymentId: string }) {
  const state = usePaymentPoll(paymentId);

  if (state.phase === 'success') {
    const friend = giftRecipient(state.result.additionalInfo);
    return (
      <section className="panel pay-status pay-status--success" aria-labelledby="pay-title" data-testid="payment-success">
        <div className="pay-status__sigil" aria-hidden="true">
          ✦
        </div>
        <h1 id="pay-title" className="section-title">
          {friend ? 'Gift delivered!' : 'Payment successful!'}
        </h1>
        <p>{friend ? `Thank you! Your gift for ${friend} is in their inventory now.` : PAYMENT_MESSAGES.success}</p>
        <div className="pay-status__actions">
          {!friend && (
            <Link className="btn btn--primary" to={paths.game.inventory.getHref()}>
              Open inventory
            </Link>
          )}
          <Link className="btn btn--ghost" to={paths.game.premiumShop.getHref()}>
            Back to the premium shop
          </Link>
        </div>
      </section>
    );
  }

  if (state.phase === 'error') {
    return (
      <section className="panel pay-status pay-status--error" aria-labelledby="pay-title" data-testid="payment-error">
        <div className="pay-status__sigil" aria-hidden="true">
          ✖
        </div>
        <h1 id="pay-title" className="section-title">
          {PAYMENT_MESSAGES.processingError}
        </h1>
        <p role="alert">{state.message}</p>
        <p>
          {PAYMENT_MESSAGES.processingAdvice} <code>{paymentId}</code>
        </p>
        <div className="pay-status__actions">
          <Link className="btn btn--ghost" to={paths.game.profile.getHref()}>
            Open profile
          </Link>
          <Link className="btn btn--ghost" to={paths.home.getHref()}>
            Go Back Home
          </Link>
        </div>
      </section>
    );
  }

  const gift = giftRecipient(state.result?.additionalInfo);
  return (
    <section className="panel pay-status pay-status--waiting" aria-labelledby="pay-title" aria-busy="true">
      <div className="pay-status__sigil" aria-hidden="true">
        ☾
      </div>
      <h1 id="pay-title" className="section-title">
        {gift ? `Sending your gift to ${gift}...` : 'Checking your payment...'}
      </h1>
      <p className="muted" role="status">
        Waiting for the payment provider{state.result ? ` (status ${state.result.status})` : ''}. This page refreshes by itself.
      </p>
      <p className="muted">
        Payment id <code>{paymentId}</code>
      </p>
    </section>
  );
}

import { useId } from 'react';
import { formatUsd } from '../premium-catalog';
import { usePaymentModal, type PaymentChoice } from '../hooks/use-payment-modal';
import { PackageArt, PackageItems } from './package-card';

/**
 * The payment modal: what you get, what it costs, an optional gift for another player (additionalInfo
 * `buyForUserName_{name}`), and the Buy-with-PayPal link that opens the order and goes to the provider's approval.
 */
export function PaymentModal({ choice, onClose }: { choice: PaymentChoice; onClose: () => void }) {
  const titleId = useId();
  const { giftField, friendField, gift, pending, error, pay } = usePaymentModal(choice);
  const { pkg } = choice;

  return (
    <div className="pshop-modal-layer" onClick={onClose}>
      <div className="pshop-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(e) => e.stopPropagation()}>
        <button type="button" className="pshop-modal__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <div className="pshop-modal__head">
          <PackageArt pkg={pkg} size={72} />
          <div>
            <p className="eyebrow">Premium shop</p>
            <h2 id={titleId} className="pshop-modal__title">
              {choice.title ?? pkg.name}
            </h2>
          </div>
        </div>
        <PackageItems pkg={pkg} />
        {choice.newName && (
          <p className="pshop-modal__newname">
            Your new name: <strong>{choice.newName}</strong>
          </p>
        )}
        <p className="pshop-modal__price">
          Total <strong>${formatUsd(choice.priceCents)} USD</strong>
        </p>
        {!choice.newName && (
          <form className="pshop-modal__gift" onSubmit={pay}>
            <label className="pshop-modal__check">
              <input type="checkbox" {...giftField} /> Buy as a gift for another player
            </label>
            {gift && <input className="input" aria-label="Player name" placeholder="Player name" maxLength={32} {...friendField} />}
          </form>
        )}
        {error && (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        )}
        <a
          href="#buy-with-paypal"
          className="btn btn--premium btn--block pshop-modal__paypal"
          aria-disabled={pending || undefined}
          onClick={pay}
        >
          {pending ? 'Opening PayPal...' : 'Buy with PayPal'}
        </a>
        <p className="muted pshop-modal__note">
          {choice.newName
            ? "You approve the payment on the provider's page and come back here; your name changes at once and the receipt is emailed to you."
            : "You approve the payment on the provider's page and come back here; your items arrive at once."}
        </p>
      </div>
    </div>
  );
}

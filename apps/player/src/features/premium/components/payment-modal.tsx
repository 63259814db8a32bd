import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { GIFT_PREFIX, type PremiumPackageViewDto } from '@grimhunt/contracts';
import { navigateTo } from '../../../lib/browser';
import { approveHref, useCreatePayment } from '../api/create-payment';
import { formatUsd } from '../premium-catalog';
import { PackageArt, PackageItems } from './package-card';

export interface PaymentChoice {
  pkg: PremiumPackageViewDto;
  /** What the player pays (an upgrade pays the difference). */
  priceCents: number;
  /** A heading such as "Upgrade to Gold". */
  title?: string;
}

/**
 * The payment modal: what you get, what it costs, an optional gift for another player (additionalInfo
 * `buyForUserName_{name}`), and the Buy-with-PayPal link that opens the order and goes to the provider's approval.
 */
export function PaymentModal({ choice, onClose }: { choice: PaymentChoice; onClose: () => void }) {
  const titleId = useId();
  const [gift, setGift] = useState(false);
  const [friend, setFriend] = useState('');
  const [error, setError] = useState('');
  const create = useCreatePayment();
  const { pkg } = choice;

  const pay = (event: FormEvent | MouseEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const name = friend.trim();
    if (gift && !name) {
      setError('Enter the name of the player who gets the gift.');
      return;
    }
    setError('');
    create.mutate(
      { packageId: pkg.id, additionalInfo: gift ? `${GIFT_PREFIX}${name}` : '' },
      {
        onSuccess: (payment) => {
          const href = approveHref(payment);
          if (href) navigateTo(href);
          else setError('The payment provider sent no approval link. Please try again.');
        },
        onError: (e) => setError(e.message),
      },
    );
  };

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
        <p className="pshop-modal__price">
          Total <strong>${formatUsd(choice.priceCents)} USD</strong>
        </p>
        <form className="pshop-modal__gift" onSubmit={pay}>
          <label className="pshop-modal__check">
            <input type="checkbox" checked={gift} onChange={(e) => setGift(e.target.checked)} /> Buy as a gift for another player
          </label>
          {gift && (
            <input
              className="input"
              aria-label="Player name"
              placeholder="Player name"
              value={friend}
              maxLength={32}
              onChange={(e) => setFriend(e.target.value)}
            />
          )}
        </form>
        {error && (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        )}
        <a href="#buy-with-paypal" className="btn btn--premium btn--block pshop-modal__paypal" aria-disabled={create.isPending || undefined} onClick={pay}>
          {create.isPending ? 'Opening PayPal...' : 'Buy with PayPal'}
        </a>
        <p className="muted pshop-modal__note">You approve the payment on the provider's page and come back here; your items arrive at once.</p>
      </div>
    </div>
  );
}

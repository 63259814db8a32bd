import { useId, type MouseEvent } from 'react';
import { useForm } from 'react-hook-form';
import { GIFT_PREFIX, NAME_CHANGE_PREFIX, type PremiumPackageViewDto } from '@grimhunt/contracts';
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
  /** A name change: the wished name (sent as `newUserName_{name}`; never a gift). */
  newName?: string;
}

/**
 * The payment modal: what you get, what it costs, an optional gift for another player (additionalInfo
 * `buyForUserName_{name}`), and the Buy-with-PayPal link that opens the order and goes to the provider's approval.
 */
interface GiftValues {
  gift: boolean;
  friend: string;
}

export const GIFT_NAME_REQUIRED = 'Enter the name of the player who gets the gift.';
const NO_APPROVAL_LINK = 'The payment provider sent no approval link. Please try again.';

export function PaymentModal({ choice, onClose }: { choice: PaymentChoice; onClose: () => void }) {
  const titleId = useId();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<GiftValues>({ defaultValues: { gift: false, friend: '' } });
  const create = useCreatePayment();
  const { pkg } = choice;
  const gift = watch('gift');

  const submit = handleSubmit(({ gift: asGift, friend }) => {
    if (create.isPending) return;
    create.mutate(
      {
        packageId: pkg.id,
        additionalInfo: choice.newName ? `${NAME_CHANGE_PREFIX}${choice.newName}` : asGift ? `${GIFT_PREFIX}${friend.trim()}` : '',
      },
      {
        onSuccess: (payment) => {
          const href = approveHref(payment);
          if (href) navigateTo(href);
        },
      },
    );
  });
  const pay = (event: MouseEvent) => void submit(event);
  const error =
    errors.friend?.message ??
    (create.isError ? create.error.message : create.isSuccess && !approveHref(create.data) ? NO_APPROVAL_LINK : '');

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
          <form className="pshop-modal__gift" onSubmit={(event) => void submit(event)}>
            <label className="pshop-modal__check">
              <input type="checkbox" {...register('gift')} /> Buy as a gift for another player
            </label>
            {gift && (
              <input
                className="input"
                aria-label="Player name"
                placeholder="Player name"
                maxLength={32}
                {...register('friend', { validate: (name, values) => !values.gift || !!name.trim() || GIFT_NAME_REQUIRED })}
              />
            )}
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
          aria-disabled={create.isPending || undefined}
          onClick={pay}
        >
          {create.isPending ? 'Opening PayPal...' : 'Buy with PayPal'}
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

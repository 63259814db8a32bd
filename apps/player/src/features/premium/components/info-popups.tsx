import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { CUSTOM_AVATAR_USD, NAME_CHANGE_USD, SUPPORT_EMAIL, validateUsername, type PremiumPackageViewDto } from '@grimhunt/contracts';
import { rule } from '../../../lib/form';
import { ContactLinks } from './contact-links';
import { InfoDialog } from './info-dialog';

/** Custom avatar ($49.99): drawn for you; agreed by chat or email. */
export function CustomAvatarPopup({ onClose }: { onClose: () => void }) {
  return (
    <InfoDialog title="Custom avatar" onClose={onClose}>
      <p>
        Want a portrait nobody else has? Our artist paints your very own avatar for <strong>${CUSTOM_AVATAR_USD.toFixed(2)}</strong>.
      </p>
      <p>Contact us by chat or email with your idea; we agree on the details and send you the payment link.</p>
      <ContactLinks />
    </InfoDialog>
  );
}

export const NAME_CHANGE_UNAVAILABLE = 'Name changes are not on sale right now. Please ask support.';

interface NameChangeValues {
  name: string;
}

/**
 * Name change: the wished name, checked
 * with registration's rules and words, then Buy goes on to the payment modal (Buy with PayPal). The server checks
 * again that the name is free, and once more when the payment completes.
 */
export function NameChangePopup({
  pkg,
  onBuy,
  onClose,
}: {
  pkg: PremiumPackageViewDto | undefined;
  onBuy: (pkg: PremiumPackageViewDto, name: string) => void;
  onClose: () => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NameChangeValues>({ defaultValues: { name: '' } });
  const price = pkg ? pkg.usd : NAME_CHANGE_USD;
  const submit = handleSubmit(({ name }) => {
    if (pkg) onBuy(pkg, name.trim());
  });
  return (
    <InfoDialog title="Name change" onClose={onClose} closeLabel="Not now">
      <p>
        A new name costs <strong>${price.toFixed(2)}</strong>, paid through PayPal. Your name changes as soon as the payment completes, and
        the receipt is emailed to you.
      </p>
      {pkg ? (
        <form className="pshop-namechange" noValidate onSubmit={(event) => void submit(event)}>
          <label htmlFor={inputId}>Wished name</label>
          <input
            id={inputId}
            className="input"
            autoComplete="off"
            maxLength={40}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? errorId : undefined}
            {...register('name', { validate: rule<NameChangeValues>(validateUsername) })}
          />
          {errors.name?.message && (
            <p id={errorId} className="alert alert--error" role="alert">
              {errors.name.message}
            </p>
          )}
          <button type="submit" className="btn btn--premium btn--block">
            Buy ${price.toFixed(2)}
          </button>
        </form>
      ) : (
        <p className="alert alert--error" role="alert">
          {NAME_CHANGE_UNAVAILABLE}
        </p>
      )}
      <p className="muted">
        Questions? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </InfoDialog>
  );
}

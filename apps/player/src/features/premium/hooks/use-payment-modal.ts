import type { FormEvent, MouseEvent } from 'react';
import { useForm } from 'react-hook-form';
import { GIFT_PREFIX, NAME_CHANGE_PREFIX, type PremiumPackageViewDto } from '@grimhunt/contracts';
import { navigateTo } from '../../../lib/browser';
import { approveHref, useCreatePayment } from '../api/create-payment';

export interface PaymentChoice {
  pkg: PremiumPackageViewDto;
  /** What the player pays (an upgrade pays the difference). */
  priceCents: number;
  /** A heading such as "Upgrade to Gold". */
  title?: string;
  /** A name change: the wished name (sent as `newUserName_{name}`; never a gift). */
  newName?: string;
}

interface GiftValues {
  gift: boolean;
  friend: string;
}

export const GIFT_NAME_REQUIRED = 'Enter the name of the player who gets the gift.';
export const NO_APPROVAL_LINK = 'The payment provider sent no approval link. Please try again.';

/**
 * The payment modal's form: the gift switch and the friend's name (required once it is a gift), the order sent
 * with its additional info (`newUserName_{name}` for a name change, `buyForUserName_{name}` for a gift), the move to
 * the provider's approval page, and the one error to show.
 */
export function usePaymentModal(choice: PaymentChoice) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<GiftValues>({ defaultValues: { gift: false, friend: '' } });
  const create = useCreatePayment();

  const submit = handleSubmit(({ gift: asGift, friend }) => {
    if (create.isPending) return;
    create.mutate(
      {
        packageId: choice.pkg.id,
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

  return {
    giftField: register('gift'),
    friendField: register('friend', { validate: (name, values) => !values.gift || !!name.trim() || GIFT_NAME_REQUIRED }),
    gift: watch('gift'),
    pending: create.isPending,
    error:
      errors.friend?.message ??
      (create.isError ? create.error.message : create.isSuccess && !approveHref(create.data) ? NO_APPROVAL_LINK : ''),
    pay: (event: MouseEvent | FormEvent) => void submit(event),
  };
}

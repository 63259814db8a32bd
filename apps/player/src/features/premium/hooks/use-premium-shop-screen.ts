import { useState } from 'react';
import type { PremiumPackageViewDto } from '@grimhunt/contracts';
import { useActivePackages } from '../api/get-active-packages';
import { useActiveSubscriptionType } from '../api/get-active-subscription-type';
import { groupPackages, monthOf, tierOffers, type TierOffer } from '../premium-catalog';
import type { PaymentChoice } from './use-payment-modal';

/**
 * The premium shop's data: the packages grouped by shelf for `now`, the tier offers against the active
 * subscription, and what the player is buying (the payment modal) or reading (the avatar or name-change popup).
 */
export function usePremiumShopScreen(now: Date) {
  const packages = useActivePackages();
  const subscription = useActiveSubscriptionType();
  const [choice, setChoice] = useState<PaymentChoice | null>(null);
  const [info, setInfo] = useState<'avatar' | 'name' | null>(null);

  const list = packages.data ?? [];
  const catalog = groupPackages(list, now);

  return {
    packages,
    list,
    catalog,
    offers: tierOffers(list, Math.max(0, subscription.data ?? 0), now),
    /** The active subscription could not be read (the server checks it again when buying). */
    subscriptionUnknown: subscription.data === -1,
    month: monthOf(now),
    choice,
    info,
    buy: (pkg: PremiumPackageViewDto) => setChoice({ pkg, priceCents: Math.round(pkg.usd * 100) }),
    buyName: (pkg: PremiumPackageViewDto, newName: string) => {
      setInfo(null);
      setChoice({ pkg, priceCents: Math.round(pkg.usd * 100), title: 'Name change', newName });
    },
    chooseTier: (offer: TierOffer) => {
      if (!offer.pkg || offer.priceCents === null) return;
      setChoice({
        pkg: offer.pkg,
        priceCents: offer.priceCents,
        title: offer.state === 'upgrade' ? `Upgrade to ${offer.name}` : `${offer.name} subscription`,
      });
    },
    closePayment: () => setChoice(null),
    showInfo: setInfo,
    closeInfo: () => setInfo(null),
  };
}

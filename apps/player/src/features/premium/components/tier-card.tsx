import type { TierOffer } from '../premium-catalog';
import { formatUsd } from '../premium-catalog';
import { PackageCard } from './package-card';

const TONES: Record<number, 'silver' | 'gold' | 'platinum'> = { 1: 'silver', 2: 'gold', 3: 'platinum' };

/** A subscription tier with its label against the active tier. */
export function TierCard({ offer, onChoose }: { offer: TierOffer; onChoose: (offer: TierOffer) => void }) {
  const tone = TONES[offer.level] ?? 'silver';
  if (!offer.pkg) {
    return (
      <article className={`pshop-card pshop-card--${tone} pshop-card--empty`} aria-label={`${offer.name} tier`}>
        <h3 className="pshop-card__name">{offer.name}</h3>
        <p className="muted">No {offer.name} package this month.</p>
      </article>
    );
  }
  let price = <>${offer.pkg.usd.toFixed(2)} / month</>;
  let action = (
    <button type="button" className="btn btn--premium" onClick={() => onChoose(offer)}>
      Subscribe
    </button>
  );
  if (offer.state === 'current') action = <span className="pshop-state pshop-state--current">Current Subscription</span>;
  if (offer.state === 'included') action = <span className="pshop-state pshop-state--included">Included</span>;
  if (offer.state === 'upgrade' && offer.priceCents !== null) {
    price = <>+${formatUsd(offer.priceCents)} this month</>;
    action = (
      <button type="button" className="btn btn--premium" onClick={() => onChoose(offer)}>
        Upgrade current Sub
      </button>
    );
  }
  return <PackageCard pkg={offer.pkg} tone={tone} className={`pshop-tier pshop-tier--${offer.state}`} price={price} action={action} />;
}

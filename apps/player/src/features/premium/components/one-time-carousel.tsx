import { useState } from 'react';
import type { PremiumPackageViewDto } from '@grimhunt/contracts';
import { PackageCard } from './package-card';

/** One-time deals, one at a time, with LAST / NEXT and 'Donate {usd} USD'. */
export function OneTimeCarousel({ deals, onBuy }: { deals: PremiumPackageViewDto[]; onBuy: (pkg: PremiumPackageViewDto) => void }) {
  const [index, setIndex] = useState(0);
  if (deals.length === 0) return null;
  const at = ((index % deals.length) + deals.length) % deals.length;
  const deal = deals[at];
  return (
    <section className="pshop-section pshop-carousel" aria-labelledby="pshop-onetime">
      <h2 id="pshop-onetime" className="section-title">
        One-time deals
      </h2>
      <div className="pshop-carousel__stage">
        <button
          type="button"
          className="btn btn--ghost btn--small pshop-carousel__nav"
          onClick={() => setIndex(at - 1)}
          disabled={deals.length < 2}
        >
          LAST
        </button>
        <PackageCard
          key={deal.id}
          pkg={deal}
          tone="featured"
          className="pshop-carousel__card"
          price={<span className="muted">Only once per hunter</span>}
          action={
            <button type="button" className="btn btn--premium" onClick={() => onBuy(deal)}>
              Donate {deal.usd.toFixed(2)} USD
            </button>
          }
        />
        <button
          type="button"
          className="btn btn--ghost btn--small pshop-carousel__nav"
          onClick={() => setIndex(at + 1)}
          disabled={deals.length < 2}
        >
          NEXT
        </button>
      </div>
      {deals.length > 1 && (
        <p className="pshop-carousel__dots" aria-label={`Deal ${at + 1} of ${deals.length}`}>
          {deals.map((d, i) => (
            <span key={d.id} className={`pshop-dot${i === at ? ' pshop-dot--on' : ''}`} aria-hidden="true" />
          ))}
        </p>
      )}
    </section>
  );
}

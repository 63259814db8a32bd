import type { PremiumPackageViewDto } from '@grimhunt/contracts';
import { PackageCard } from './package-card';

/** A titled grid of deals, each with its Buy button; nothing when there is no deal. */
export function DealGrid({
  id,
  title,
  deals,
  onBuy,
  tone,
}: {
  id: string;
  title: string;
  deals: PremiumPackageViewDto[];
  onBuy: (pkg: PremiumPackageViewDto) => void;
  tone?: 'nessy';
}) {
  if (deals.length === 0) return null;
  return (
    <section className="pshop-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <div className="pshop-grid">
        {deals.map((pkg) => (
          <PackageCard
            key={pkg.id}
            pkg={pkg}
            tone={tone}
            action={
              <button type="button" className="btn btn--premium btn--small" onClick={() => onBuy(pkg)}>
                Buy ${pkg.usd.toFixed(2)}
              </button>
            }
          />
        ))}
      </div>
    </section>
  );
}

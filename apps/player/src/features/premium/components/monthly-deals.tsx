import { useState } from 'react';
import type { PremiumPackageViewDto } from '@grimhunt/contracts';
import { monthLabel, monthlyDeals, type MonthKey } from '../premium-catalog';
import { PackageCard } from './package-card';

/** What each month's subscriptions and monthly items bring, with previous / next month. */
export function MonthlyDeals({
  packages,
  months,
  current,
  onBuy,
}: {
  packages: readonly PremiumPackageViewDto[];
  months: MonthKey[];
  current: MonthKey;
  onBuy: (pkg: PremiumPackageViewDto) => void;
}) {
  const start = Math.max(
    0,
    months.findIndex((m) => m.year === current.year && m.month === current.month),
  );
  const [index, setIndex] = useState(start);
  const month = months[index] ?? current;
  const deals = monthlyDeals(packages, month);
  const isCurrent = month.year === current.year && month.month === current.month;
  return (
    <section className="pshop-section" aria-labelledby="pshop-monthly">
      <div className="pshop-section__head">
        <h2 id="pshop-monthly" className="section-title">
          Monthly subscription items
        </h2>
        <div className="pshop-months">
          <button type="button" className="btn btn--ghost btn--tiny" onClick={() => setIndex(index - 1)} disabled={index <= 0}>
            Previous month
          </button>
          <span className="pshop-months__label" data-testid="monthly-label">
            {monthLabel(month)}
          </span>
          <button
            type="button"
            className="btn btn--ghost btn--tiny"
            onClick={() => setIndex(index + 1)}
            disabled={index >= months.length - 1}
          >
            Next month
          </button>
        </div>
      </div>
      {deals.length === 0 ? (
        <p className="empty-note">No monthly items for {monthLabel(month)}.</p>
      ) : (
        <div className="pshop-grid">
          {deals.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              tone={pkg.subscriptionLevel === 3 ? 'platinum' : pkg.subscriptionLevel === 2 ? 'gold' : 'silver'}
              action={
                pkg.subscriptionLevel > 0 ? (
                  <span className="pshop-state">{isCurrent ? "In this month's subscription" : 'Subscription items'}</span>
                ) : (
                  <button type="button" className="btn btn--premium btn--small" onClick={() => onBuy(pkg)}>
                    Buy ${pkg.usd.toFixed(2)}
                  </button>
                )
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}

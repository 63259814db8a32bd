import { useState, type ReactNode } from 'react';
import type { PremiumPackageViewDto } from '@grimhunt/contracts';
import { ItemArt } from '../../../components/item-art';
import { thumbUrl } from '../../../config/game';

interface PackageCardProps {
  pkg: PremiumPackageViewDto;
  /** Overrides the plain "$x.xx" price line. */
  price?: ReactNode;
  /** The buy button (or a status label). */
  action?: ReactNode;
  tone?: 'default' | 'nessy' | 'silver' | 'gold' | 'platinum' | 'featured';
  className?: string;
}

/**
 * The art of a package: its image, else (no image, or it fails to load) the first item's art. Loaded eagerly: the
 * shop is one long page, and lazily loaded pictures below the fold stayed empty.
 */
export function PackageArt({ pkg, size = 96 }: { pkg: PremiumPackageViewDto; size?: number }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (pkg.imageId && broken !== pkg.imageId) {
    const imageId = pkg.imageId;
    return (
      <img
        className="pshop-art"
        src={thumbUrl(imageId)}
        alt=""
        width={size}
        height={size}
        decoding="async"
        data-testid="package-art"
        onError={() => setBroken(imageId)}
      />
    );
  }
  const first = pkg.items[0];
  return (
    <ItemArt
      imageId={first?.itemImageId}
      itemType={first?.itemType ?? 'specialitem'}
      name={pkg.name}
      accent={first?.rarityColor}
      size={size}
      className="pshop-art"
      loading="eager"
    />
  );
}

/** The items of a package: "50 × Grave Moss Cheese" with small art. */
export function PackageItems({ pkg }: { pkg: PremiumPackageViewDto }) {
  if (pkg.items.length === 0) return null;
  return (
    <ul className="pshop-items" aria-label={`${pkg.name} contents`}>
      {pkg.items.map((item) => (
        <li key={item.itemId} className="pshop-items__row">
          <ItemArt
            imageId={item.itemImageId}
            itemType={item.itemType}
            name={item.itemName}
            accent={item.rarityColor}
            size={28}
            loading="eager"
          />
          <span className="pshop-items__amount">{item.amount.toLocaleString('en-US')} ×</span>
          <span className="pshop-items__name">{item.itemName}</span>
        </li>
      ))}
    </ul>
  );
}

/** One deal of the premium shop: ribbon, art, name, flavour, contents, price and action. */
export function PackageCard({ pkg, price, action, tone = 'default', className = '' }: PackageCardProps) {
  return (
    <article className={`pshop-card pshop-card--${tone} ${className}`} aria-label={pkg.name}>
      {pkg.promotionalLabel && <span className="pshop-card__ribbon">{pkg.promotionalLabel}</span>}
      <div className="pshop-card__art">
        <PackageArt pkg={pkg} />
      </div>
      <h3 className="pshop-card__name">{pkg.name}</h3>
      {pkg.flavorText && <p className="pshop-card__flavor">{pkg.flavorText}</p>}
      <PackageItems pkg={pkg} />
      <div className="pshop-card__foot">
        <p className="pshop-card__price">{price ?? `$${pkg.usd.toFixed(2)}`}</p>
        {action}
      </div>
    </article>
  );
}

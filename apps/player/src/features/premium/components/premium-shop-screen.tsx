import { useState, type ReactNode } from 'react';
import { NAME_CHANGE_USD, type PremiumPackageViewDto } from '@grimhunt/contracts';
import { ItemArt } from '../../../components/item-art';
import { Spinner } from '../../../components/spinner';
import { useActivePackages } from '../api/get-active-packages';
import { useActiveSubscriptionType } from '../api/get-active-subscription-type';
import { groupPackages, monthOf, tierOffers, type TierOffer } from '../premium-catalog';
import { ContactLinks, CustomAvatarPopup, NameChangePopup } from './info-popups';
import { MonthlyDeals } from './monthly-deals';
import { OneTimeCarousel } from './one-time-carousel';
import { PackageArt, PackageCard } from './package-card';
import { PaymentModal, type PaymentChoice } from './payment-modal';
import { TierCard } from './tier-card';
import '../premium-shop.css';
import { ScreenHeader } from '../../../components/screen-header';

function DealGrid({
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

/**
 * The premium shop: featured Nessy deal, one-time deals, the three tiers, Nessy deals, monthly
 * items, single items, plasma, juice and avatar deals, custom avatar and name change, support; every purchase goes
 * through the payment modal.
 */
export function PremiumShopScreen({ now = new Date(), aside }: { now?: Date; aside?: ReactNode }) {
  const packages = useActivePackages();
  const subscription = useActiveSubscriptionType();
  const [choice, setChoice] = useState<PaymentChoice | null>(null);
  const [info, setInfo] = useState<'avatar' | 'name' | null>(null);

  const buy = (pkg: PremiumPackageViewDto) => setChoice({ pkg, priceCents: Math.round(pkg.usd * 100) });
  const buyName = (pkg: PremiumPackageViewDto, newName: string) => {
    setInfo(null);
    setChoice({ pkg, priceCents: Math.round(pkg.usd * 100), title: 'Name change', newName });
  };
  const chooseTier = (offer: TierOffer) => {
    if (!offer.pkg || offer.priceCents === null) return;
    setChoice({
      pkg: offer.pkg,
      priceCents: offer.priceCents,
      title: offer.state === 'upgrade' ? `Upgrade to ${offer.name}` : `${offer.name} subscription`,
    });
  };

  const head = (
    <ScreenHeader
      titleId="pshop-title"
      eyebrow="Support the hunt"
      title="Premium Shop"
      tagline="Subscriptions and rare deals. Every purchase keeps the lanterns lit."
    >
      {aside}
    </ScreenHeader>
  );

  if (packages.isPending) {
    return (
      <section className="pshop" aria-labelledby="pshop-title">
        {head}
        <Spinner label="Opening the vault..." />
      </section>
    );
  }
  if (packages.isError) {
    return (
      <section className="pshop" aria-labelledby="pshop-title">
        {head}
        <p className="alert alert--error" role="alert">
          Could not load the premium shop: {packages.error.message}
        </p>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void packages.refetch()}>
          Try again
        </button>
      </section>
    );
  }

  const list = packages.data ?? [];
  const catalog = groupPackages(list, now);
  const activeLevel = Math.max(0, subscription.data ?? 0);
  const offers = tierOffers(list, activeLevel, now);
  const featured = catalog.featuredNessy;

  return (
    <section className="pshop" aria-labelledby="pshop-title">
      {head}

      {featured && (
        <section className="pshop-featured" aria-label="Featured Nessy deal">
          <div className="pshop-featured__glow" aria-hidden="true" />
          <PackageCard
            pkg={featured}
            tone="nessy"
            className="pshop-featured__card"
            action={
              <button type="button" className="btn btn--premium btn--glow" onClick={() => buy(featured)}>
                Buy ${featured.usd.toFixed(2)}
              </button>
            }
          />
        </section>
      )}

      <OneTimeCarousel deals={catalog.oneTime} onBuy={buy} />

      <section className="pshop-section" aria-labelledby="pshop-tiers">
        <h2 id="pshop-tiers" className="section-title">
          Subscriptions
        </h2>
        {subscription.data === -1 && (
          <p className="muted">Your current subscription could not be read; the server checks it when you buy.</p>
        )}
        <div className="pshop-tiers">
          {offers.map((offer) => (
            <TierCard key={offer.level} offer={offer} onChoose={chooseTier} />
          ))}
        </div>
      </section>

      <DealGrid id="pshop-nessy" title="Nessy deals" deals={catalog.nessy.filter((p) => p !== featured)} onBuy={buy} tone="nessy" />
      <MonthlyDeals packages={list} months={catalog.months} current={monthOf(now)} onBuy={buy} />
      <DealGrid id="pshop-single" title="Single items" deals={catalog.singleItems} onBuy={buy} />
      <DealGrid id="pshop-plasma" title="Plasma deals" deals={catalog.plasma} onBuy={buy} />
      <DealGrid id="pshop-juice" title="Juice deals" deals={catalog.juice} onBuy={buy} />
      <DealGrid id="pshop-avatar" title="Avatar deals" deals={catalog.avatars} onBuy={buy} />

      <section className="pshop-section pshop-extras" aria-labelledby="pshop-extras">
        <h2 id="pshop-extras" className="section-title">
          Make it yours
        </h2>
        <div className="pshop-grid">
          <article className="pshop-card pshop-card--featured" aria-label="Custom avatar">
            <div className="pshop-card__art">
              <ItemArt imageId={null} itemType="avatar" name="Custom avatar" size={96} className="pshop-art" />
            </div>
            <h3 className="pshop-card__name">Custom avatar</h3>
            <p className="pshop-card__flavor">A portrait painted only for you.</p>
            <div className="pshop-card__foot">
              <p className="pshop-card__price">$49.99</p>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setInfo('avatar')}>
                Custom avatar
              </button>
            </div>
          </article>
          <article className="pshop-card pshop-card--featured" aria-label="Name change">
            {catalog.nameChange && (
              <div className="pshop-card__art">
                <PackageArt pkg={catalog.nameChange} />
              </div>
            )}
            <h3 className="pshop-card__name">Name change</h3>
            <p className="pshop-card__flavor">{catalog.nameChange?.flavorText || 'Haunt the ladder under a new name.'}</p>
            <div className="pshop-card__foot">
              <p className="pshop-card__price">${(catalog.nameChange?.usd ?? NAME_CHANGE_USD).toFixed(2)}</p>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setInfo('name')}>
                Name change
              </button>
            </div>
          </article>
        </div>
      </section>

      <section className="pshop-section panel pshop-support" aria-labelledby="pshop-support">
        <h2 id="pshop-support" className="section-title">
          Support
        </h2>
        <p>Something went wrong with a payment? Check your profile's transactions first, then write to us with the payment id.</p>
        <ContactLinks />
      </section>

      {choice && <PaymentModal choice={choice} onClose={() => setChoice(null)} />}
      {info === 'avatar' && <CustomAvatarPopup onClose={() => setInfo(null)} />}
      {info === 'name' && <NameChangePopup pkg={catalog.nameChange} onBuy={buyName} onClose={() => setInfo(null)} />}
    </section>
  );
}

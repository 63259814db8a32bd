import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { ScreenHeader } from '../../../components/screen-header';
import { usePremiumShopScreen } from '../hooks/use-premium-shop-screen';
import { ContactLinks } from './contact-links';
import { DealGrid } from './deal-grid';
import { CustomAvatarPopup, NameChangePopup } from './info-popups';
import { MonthlyDeals } from './monthly-deals';
import { OneTimeCarousel } from './one-time-carousel';
import { PackageCard } from './package-card';
import { PaymentModal } from './payment-modal';
import { PremiumExtras } from './premium-extras';
import { TierCard } from './tier-card';
import '../premium-shop.css';

/**
 * The premium shop: featured Nessy deal, one-time deals, the three tiers, Nessy deals, monthly
 * items, single items, plasma, juice and avatar deals, custom avatar and name change, support; every purchase goes
 * through the payment modal.
 */
export function PremiumShopScreen({ now = new Date(), aside }: { now?: Date; aside?: ReactNode }) {
  const shop = usePremiumShopScreen(now);
  const { packages, list, catalog, offers, choice, info, buy } = shop;

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
        {shop.subscriptionUnknown && (
          <p className="muted">Your current subscription could not be read; the server checks it when you buy.</p>
        )}
        <div className="pshop-tiers">
          {offers.map((offer) => (
            <TierCard key={offer.level} offer={offer} onChoose={shop.chooseTier} />
          ))}
        </div>
      </section>

      <DealGrid id="pshop-nessy" title="Nessy deals" deals={catalog.nessy.filter((p) => p !== featured)} onBuy={buy} tone="nessy" />
      <MonthlyDeals packages={list} months={catalog.months} current={shop.month} onBuy={buy} />
      <DealGrid id="pshop-single" title="Single items" deals={catalog.singleItems} onBuy={buy} />
      <DealGrid id="pshop-plasma" title="Plasma deals" deals={catalog.plasma} onBuy={buy} />
      <DealGrid id="pshop-juice" title="Juice deals" deals={catalog.juice} onBuy={buy} />
      <DealGrid id="pshop-avatar" title="Avatar deals" deals={catalog.avatars} onBuy={buy} />

      <PremiumExtras nameChange={catalog.nameChange} onAvatar={() => shop.showInfo('avatar')} onNameChange={() => shop.showInfo('name')} />

      <section className="pshop-section panel pshop-support" aria-labelledby="pshop-support">
        <h2 id="pshop-support" className="section-title">
          Support
        </h2>
        <p>Something went wrong with a payment? Check your profile's transactions first, then write to us with the payment id.</p>
        <ContactLinks />
      </section>

      {choice && <PaymentModal choice={choice} onClose={shop.closePayment} />}
      {info === 'avatar' && <CustomAvatarPopup onClose={shop.closeInfo} />}
      {info === 'name' && <NameChangePopup pkg={catalog.nameChange} onBuy={shop.buyName} onClose={shop.closeInfo} />}
    </section>
  );
}

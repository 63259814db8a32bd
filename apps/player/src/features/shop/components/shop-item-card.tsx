import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { formatAmount } from '../../../lib/format';
import { groupXpIn } from '../../../lib/message-text';
import { type ClientItemAmountDto, PREMIUM_CRAFTING_LEVEL, SUBSCRIPTION_LEVELS, type ShopItemDto } from '@grimhunt/contracts';
import { CurrencyAmount } from '../../../components/currency-amount';
import { ItemArt } from '../../../components/item-art';
import { LockIcon } from '../../../components/lock-icon';
import { StatLines } from '../../../components/stat-lines';
import { paths } from '../../../config/paths';
import '../shop.css';

const PREMIUM_LEVEL_NAME = SUBSCRIPTION_LEVELS.find((level) => level.id === PREMIUM_CRAFTING_LEVEL)?.name ?? 'Silver';

interface ShopItemCardProps {
  item: ShopItemDto;
  quantity: number;
  busy: boolean;
  onAction: (item: ShopItemDto, premium: boolean) => void;
}

function Mats({ label, mats }: { label: string; mats: ClientItemAmountDto[] }) {
  if (mats.length === 0) return null;
  return (
    <p className="item-card__mats">
      <span className="item-card__mats-label">{label}</span>{' '}
      {mats.map((mat, i) => (
        <span key={mat.itemId} className="item-card__mat">
          {mat.amount}× {mat.itemName}
          {i < mats.length - 1 ? ', ' : ''}
        </span>
      ))}
    </p>
  );
}

/** A shop grid card: art, rarity, stats, price, what you own, why it is locked, and the action buttons. */
export function ShopItemCard({ item, quantity, busy, onAction }: ShopItemCardProps) {
  const accent = item.rarity?.colorHex || '#a78bfa';
  const prices = (item.price?.currencyEntries ?? []).filter((entry) => entry.value > 0);
  const style = { '--rarity': accent } as CSSProperties;
  const locked = !!item.locked;
  const premiumNoteId = `premium-note-${item.id}`;
  return (
    <article className={`item-card${locked ? ' item-card--locked' : ''}`} style={style} aria-label={item.name}>
      <div className="item-card__art">
        <ItemArt imageId={item.imageId} itemType={item.itemType} name={item.name} accent={accent} size={84} />
        {item.owned > 0 && (
          <span className="item-card__owned" title="You own">
            Owned {item.owned.toLocaleString('en-US')}
          </span>
        )}
        {item.unique && <span className="item-card__unique">Unique</span>}
      </div>
      <div className="item-card__body">
        <h3 className="item-card__name">{item.name}</h3>
        <p className="item-card__rarity">
          {item.rarity?.name ?? 'Common'}
          {item.contractType ? ` · ${item.contractType.name}` : ''}
          {item.reqXP > 0 ? ` · ${formatAmount(item.reqXP)} XP` : ''}
        </p>
        {item.flavorText && <p className="item-card__flavor">{item.flavorText}</p>}
        <StatLines entries={item.stats?.statEntries ?? []} />
        <Mats label="Needs" mats={item.craftingMats ?? []} />
        {item.hasPremiumCrafting && <Mats label="Premium" mats={item.craftingMatsPremium ?? []} />}
      </div>
      <div className="item-card__foot">
        <div className="item-card__price">
          {prices.length === 0 ? (
            <span className="muted">No coin needed</span>
          ) : (
            prices.map((entry) => <CurrencyAmount key={entry.name} name={entry.name} value={entry.value} />)
          )}
          {quantity > 1 && <span className="item-card__times">× {quantity.toLocaleString('en-US')}</span>}
        </div>
        {locked && (
          <p className="item-card__locked">
            <LockIcon /> {groupXpIn(item.locked ?? '')}
          </p>
        )}
        <div className="item-card__actions">
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={locked || busy}
            aria-busy={busy}
            onClick={() => onAction(item, false)}
          >
            {item.action}
          </button>
          {item.hasPremiumCrafting && (
            <button
              type="button"
              className="btn btn--premium btn--small"
              disabled={locked || busy || !!item.premiumLocked}
              aria-busy={busy}
              aria-describedby={item.premiumLocked ? premiumNoteId : undefined}
              title={item.premiumLocked ?? undefined}
              onClick={() => onAction(item, true)}
            >
              {`Premium-${item.action}`}
            </button>
          )}
        </div>
        {item.hasPremiumCrafting && item.premiumLocked && (
          <p className="item-card__premium-note" id={premiumNoteId}>
            <LockIcon /> Premium crafting needs a <Link to={paths.game.premiumShop.getHref()}>{`${PREMIUM_LEVEL_NAME} subscription`}</Link>
          </p>
        )}
      </div>
    </article>
  );
}

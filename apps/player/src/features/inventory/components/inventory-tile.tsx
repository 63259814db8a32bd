import type { CSSProperties } from 'react';
import type { InventoryEntryDto } from '@grimhunt/contracts';
import { ItemArt } from '../../../components/item-art';
import { StatLines } from '../../../components/stat-lines';
import type { PopupTone } from '../../../hooks/use-popup';
import { formatAmount } from '../../../lib/format';
import { isEquippable, itemDescription } from '../inventory-groups';
import { SellItem } from './sell-item';

/** One owned item: art, amount, equipped badge, rarity and XP, description, stats, Equip/Unequip and selling. */
export function InventoryTile({
  entry,
  busy,
  onToggle,
  notify,
}: {
  entry: InventoryEntryDto;
  busy: boolean;
  onToggle: (entry: InventoryEntryDto) => void;
  notify: (text: string, tone: PopupTone) => void;
}) {
  const { item } = entry;
  const accent = item.rarity?.colorHex || '#a78bfa';
  const description = itemDescription(entry);
  return (
    <article
      className={`inv-tile${entry.equipped ? ' inv-tile--equipped' : ''}`}
      style={{ '--rarity': accent } as CSSProperties}
      aria-label={item.name}
      data-testid="inventory-item"
    >
      <div className="inv-tile__art">
        <ItemArt imageId={item.imageId} itemType={item.itemType} name={item.name} accent={accent} size={64} />
        <span className="inv-tile__amount" aria-label={`Amount ${entry.amount}`}>
          ×{entry.amount.toLocaleString('en-US')}
        </span>
        {entry.equipped && <span className="inv-tile__badge">Equipped</span>}
      </div>
      <h3 className="inv-tile__name">{item.name}</h3>
      <p className="inv-tile__rarity">
        {item.rarity?.name ?? 'Common'}
        {item.reqXP > 0 ? ` · ${formatAmount(item.reqXP)} XP` : ''}
      </p>
      {description && <p className="inv-tile__description">{description}</p>}
      <StatLines entries={item.stats?.statEntries ?? []} />
      {isEquippable(entry) && (
        <button
          type="button"
          className={`btn btn--small ${entry.equipped ? 'btn--ghost' : 'btn--primary'} inv-tile__action`}
          disabled={busy}
          aria-busy={busy}
          onClick={() => onToggle(entry)}
        >
          {entry.equipped ? 'Unequip' : 'Equip'}
        </button>
      )}
      <SellItem entry={entry} notify={notify} />
    </article>
  );
}

import type { JournalLootDto } from '@grimhunt/contracts';
import { ItemArt } from '../item-art';
import './journal-entry.css';

/** The items a journal entry or a hunt answer brought, each with its picture and amount. */
export function LootList({ loot }: { loot: JournalLootDto[] }) {
  if (loot.length === 0) return null;
  return (
    <ul className="loot-list" aria-label="Loot">
      {loot.map((entry, i) => (
        <li key={`${entry.item.id}-${i}`} className="loot-list__item">
          <ItemArt
            imageId={entry.item.imageId}
            itemType={entry.item.itemType}
            name={entry.item.name}
            accent={entry.item.rarity?.colorHex}
            size={28}
          />
          <span className="loot-list__name">{entry.item.name}</span>
          <span className="loot-list__amount">×{entry.amount}</span>
        </li>
      ))}
    </ul>
  );
}

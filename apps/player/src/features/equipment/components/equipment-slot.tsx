import type { CSSProperties } from 'react';
import type { EquipmentDto } from '@grimhunt/contracts';
import { ItemArt } from '../../../components/item-art';

interface EquipmentSlotProps {
  slot: EquipmentDto['slots'][number];
  busyId: string | null;
  onUnequip: (itemId: string) => void;
}

/** One slot of an item type: its equipped items with Unequip, then the empty places up to its capacity. */
export function EquipmentSlot({ slot, busyId, onUnequip }: EquipmentSlotProps) {
  const empties = Math.max(0, slot.capacity - slot.items.length);
  return (
    <li className="slot" aria-label={slot.itemTypeName}>
      <p className="slot__name">
        {slot.itemTypeName}
        {slot.capacity > 1 && (
          <span className="slot__cap">
            {' '}
            {slot.items.length}/{slot.capacity}
          </span>
        )}
      </p>
      <div className="slot__items">
        {slot.items.map((item) => (
          <div key={item.id} className="slot__item" style={{ '--rarity': item.rarity?.colorHex || '#a78bfa' } as CSSProperties}>
            <ItemArt imageId={item.imageId} itemType={item.itemType} name={item.name} accent={item.rarity?.colorHex} size={48} />
            <div className="slot__item-text">
              <span className="slot__item-name">{item.name}</span>
              <button
                type="button"
                className="btn btn--ghost btn--tiny"
                disabled={busyId === item.id}
                aria-label={`Unequip ${item.name}`}
                onClick={() => onUnequip(item.id)}
              >
                Unequip
              </button>
            </div>
          </div>
        ))}
        {Array.from({ length: empties }, (_, i) => (
          <div key={`empty-${i}`} className="slot__item slot__item--empty">
            <ItemArt
              imageId={null}
              itemType={slot.itemType}
              name={`Empty ${slot.itemTypeName} slot`}
              accent="#4b3a66"
              size={48}
              placeholder
            />
            <span className="slot__item-name muted">Empty</span>
          </div>
        ))}
      </div>
    </li>
  );
}

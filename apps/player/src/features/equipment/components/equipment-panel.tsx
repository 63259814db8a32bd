import { useState, type CSSProperties } from 'react';
import { EQUIPMENT_SETUP_SLOTS, ECONOMY_MESSAGES, type EquipmentDto, type StatEntryDto } from '@grimhunt/contracts';
import { ItemArt } from '../../../components/item-art';
import { LockIcon } from '../../../components/lock-icon';
import { Popup } from '../../../components/popup';
import { Spinner } from '../../../components/spinner';
import { usePopup, type PopupTone } from '../../../hooks/use-popup';
import { ApiError } from '../../../lib/api-client';
import { formatStatValue } from '../../../lib/format';
import { useChangeEquipmentSet } from '../api/change-equipment-set';
import { useEquipment } from '../api/get-equipment';
import { useEquipToggle } from '../../../hooks/use-equip-toggle';
import '../equipment.css';

function statText(entry: StatEntryDto): string {
  const to = entry.valueTo ?? entry.valueFrom;
  const unit = entry.valueFrom === 0 && to === 0 ? '' : entry.statUnitSymbol;
  return formatStatValue(entry.valueFrom, to, unit);
}

function StatsList({ entries }: { entries: StatEntryDto[] }) {
  const [open, setOpen] = useState(true);
  return (
    <section className="equip-block">
      <button
        type="button"
        className="equip-block__toggle"
        aria-expanded={open}
        aria-controls="equipment-stats"
        onClick={() => setOpen((o) => !o)}
      >
        <span>Stats</span>
        <span className="equip-block__chevron" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
      </button>
      {open && (
        <ul id="equipment-stats" className="stat-table" aria-label="Stats">
          {entries.length === 0 && <li className="muted">No stats yet. Equip something sharp.</li>}
          {entries.map((entry) => (
            <li key={entry.shortName} className="stat-table__row" data-testid={`stat-${entry.shortName}`}>
              <span className="stat-table__name">{entry.name || entry.shortName}</span>
              <span className="stat-table__value">{statText(entry)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Setups({ data, show }: { data: EquipmentDto; show: (text: string, tone: PopupTone) => void }) {
  const change = useChangeEquipmentSet();
  const active = data.activeEquipmentSlot + 1;
  const choose = (n: number) =>
    change.mutate(n, {
      onSuccess: () => show(ECONOMY_MESSAGES.setupChanged, 'ok'),
      onError: (error) => show(error instanceof ApiError && error.hasServerMessage ? error.message : 'Error updating equipment', 'error'),
    });
  return (
    <section className="equip-block" aria-labelledby="setups-title">
      <h2 id="setups-title" className="equip-block__title">
        Setups
      </h2>
      <div className="setups">
        {Array.from({ length: EQUIPMENT_SETUP_SLOTS }, (_, i) => i + 1).map((n) => {
          const locked = n > data.unlockedEquipmentSlots;
          const isActive = n === active;
          return (
            <button
              key={n}
              type="button"
              className={`setup${isActive ? ' setup--active' : ''}${locked ? ' setup--locked' : ''}`}
              aria-pressed={isActive}
              aria-label={locked ? `Setup ${n} (locked)` : `Setup ${n}`}
              disabled={locked || change.isPending}
              onClick={() => !isActive && choose(n)}
            >
              {locked ? <LockIcon size={16} /> : n}
            </button>
          );
        })}
      </div>
    </section>
  );
}

/** The equipment panel: collapsible stats, slots by item type, 12 setups. Reused by the journal. */
export function EquipmentPanel() {
  const equipment = useEquipment();
  const { popup, show, close } = usePopup();
  const { toggle, busyId } = useEquipToggle({ notify: show });

  if (equipment.isPending) return <Spinner label="Laying out your gear..." />;
  if (equipment.isError) {
    return (
      <p className="alert alert--error" role="alert">
        Could not load your equipment: {equipment.error.message}
      </p>
    );
  }
  const data = equipment.data;
  return (
    <div className="equipment">
      <StatsList entries={data.stats?.statEntries ?? []} />
      <section className="equip-block" aria-labelledby="slots-title">
        <h2 id="slots-title" className="equip-block__title">
          Slots
        </h2>
        <ul className="slots">
          {data.slots.map((slot) => {
            const empties = Math.max(0, slot.capacity - slot.items.length);
            return (
              <li key={slot.itemType} className="slot" aria-label={slot.itemTypeName}>
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
                          onClick={() => toggle(item.id, true)}
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
          })}
        </ul>
      </section>
      <Setups data={data} show={show} />
      <Popup popup={popup} onClose={close} />
    </div>
  );
}

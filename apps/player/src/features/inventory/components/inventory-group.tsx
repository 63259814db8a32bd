import type { InventoryEntryDto } from '@grimhunt/contracts';
import type { PopupTone } from '../../../hooks/use-popup';
import type { groupInventory } from '../inventory-groups';

type Group = ReturnType<typeof groupInventory>[number];
import { InventoryTile } from './inventory-tile';

interface InventoryGroupProps {
  group: Group;
  collapsed: boolean;
  busyId: string | null;
  onToggleGroup: () => void;
  onToggleEntry: (entry: InventoryEntryDto) => void;
  notify: (text: string, tone: PopupTone) => void;
}

/** One group of the inventory: its title with the count (folds the group), then its items or "Nothing here yet". */
export function InventoryGroup({ group, collapsed, busyId, onToggleGroup, onToggleEntry, notify }: InventoryGroupProps) {
  const id = `inventory-group-${group.key}`;
  return (
    <section className="inv-group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="inv-group__title">
        <button type="button" className="inv-group__toggle" aria-expanded={!collapsed} aria-controls={id} onClick={onToggleGroup}>
          <span className="inv-group__chevron" aria-hidden="true">
            {collapsed ? '▸' : '▾'}
          </span>
          {group.label}
          <span className="inv-group__count">{group.entries.length}</span>
        </button>
      </h2>
      {!collapsed && (
        <div id={id} className="inv-grid">
          {group.entries.length === 0 ? (
            <p className="muted inv-group__empty">Nothing here yet.</p>
          ) : (
            group.entries.map((entry) => (
              <InventoryTile key={entry.itemId} entry={entry} busy={busyId === entry.itemId} onToggle={onToggleEntry} notify={notify} />
            ))
          )}
        </div>
      )}
    </section>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { formatAmount } from '../../../lib/format';
import { Link } from 'react-router-dom';
import type { InventoryEntryDto } from '@grimhunt/contracts';
import { ItemArt } from '../../../components/item-art';
import { Popup } from '../../../components/popup';
import { Spinner } from '../../../components/spinner';
import { StatLines } from '../../../components/stat-lines';
import { paths } from '../../../config/paths';
import { usePopup } from '../../../hooks/use-popup';
import { useEquipToggle } from '../../../hooks/use-equip-toggle';
import { useInventory } from '../../../api/get-inventory';
import { useCollapsedGroups } from '../hooks/use-collapsed-groups';
import type { PopupTone } from '../../../hooks/use-popup';
import { SellItem } from './sell-item';
import { groupInventory, isEquippable, itemDescription } from '../inventory-groups';
import '../inventory.css';
import { ScreenHeader } from '../../../components/screen-header';

function InventoryTile({
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

/** The inventory: four collapsible groups, owned items only, highest required XP first. */
export function InventoryScreen({ aside }: { aside?: ReactNode }) {
  const inventory = useInventory();
  const { isCollapsed, toggle: toggleGroup } = useCollapsedGroups();
  const { popup, show, close } = usePopup();
  const { toggle, busyId } = useEquipToggle({ notify: show });

  let body: ReactNode;
  if (inventory.isPending) body = <Spinner label="Emptying your pockets..." />;
  else if (inventory.isError)
    body = (
      <p className="alert alert--error" role="alert">
        Could not load your inventory: {inventory.error.message}
      </p>
    );
  else {
    const groups = groupInventory(inventory.data ?? []);
    const total = groups.reduce((sum, group) => sum + group.entries.length, 0);
    body =
      total === 0 ? (
        <div className="panel empty-note">
          <p>Your satchel is empty. The shops will gladly change that.</p>
          <Link className="btn btn--primary btn--small" to={paths.game.bar.getHref()}>
            Visit the Bar
          </Link>
        </div>
      ) : (
        groups.map((group) => {
          const collapsed = isCollapsed(group.key);
          const id = `inventory-group-${group.key}`;
          return (
            <section key={group.key} className="inv-group" aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`} className="inv-group__title">
                <button
                  type="button"
                  className="inv-group__toggle"
                  aria-expanded={!collapsed}
                  aria-controls={id}
                  onClick={() => toggleGroup(group.key)}
                >
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
                      <InventoryTile
                        key={entry.itemId}
                        entry={entry}
                        busy={busyId === entry.itemId}
                        onToggle={(e) => toggle(e.itemId, e.equipped)}
                        notify={show}
                      />
                    ))
                  )}
                </div>
              )}
            </section>
          );
        })
      );
  }

  return (
    <section className="inventory" aria-labelledby="inventory-title">
      <ScreenHeader
        titleId="inventory-title"
        eyebrow="Your satchel"
        title="Inventory"
        tagline="Everything you carry, from rusty cages to cursed lockets."
      >
        {aside}
      </ScreenHeader>
      {body}
      <Popup popup={popup} onClose={close} />
    </section>
  );
}

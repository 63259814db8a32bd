import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Popup } from '../../../components/popup';
import { ScreenHeader } from '../../../components/screen-header';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { useInventoryScreen } from '../hooks/use-inventory-screen';
import { InventoryGroup } from './inventory-group';
import '../inventory.css';

/** The inventory: four collapsible groups, owned items only, highest required XP first. */
export function InventoryScreen({ aside }: { aside?: ReactNode }) {
  const { inventory, groups, total, isCollapsed, toggleGroup, busyId, toggleEntry, popup, notify, closePopup } = useInventoryScreen();

  let body: ReactNode;
  if (inventory.isPending) body = <Spinner label="Emptying your pockets..." />;
  else if (inventory.isError)
    body = (
      <p className="alert alert--error" role="alert">
        Could not load your inventory: {inventory.error.message}
      </p>
    );
  else if (total === 0)
    body = (
      <div className="panel empty-note">
        <p>Your satchel is empty. The shops will gladly change that.</p>
        <Link className="btn btn--primary btn--small" to={paths.game.bar.getHref()}>
          Visit the Bar
        </Link>
      </div>
    );
  else
    body = groups.map((group) => (
      <InventoryGroup
        key={group.key}
        group={group}
        collapsed={isCollapsed(group.key)}
        busyId={busyId}
        onToggleGroup={() => toggleGroup(group.key)}
        onToggleEntry={toggleEntry}
        notify={notify}
      />
    ));

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
      <Popup popup={popup} onClose={closePopup} />
    </section>
  );
}

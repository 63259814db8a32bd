import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { EquipmentPanel } from '../../../features/equipment/components/equipment-panel';
import { ScreenHeader } from '../../../components/screen-header';

export function EquipmentRoute() {
  return (
    <section className="equipment-screen" aria-labelledby="equipment-title">
      <ScreenHeader
        titleId="equipment-title"
        eyebrow="Your gear"
        title="Equipment"
        tagline="What you carry into the dark, what it adds up to, and twelve setups to switch between."
      >
        <Link className="btn btn--ghost btn--small" to={paths.game.inventory.getHref()}>
          Inventory
        </Link>
      </ScreenHeader>
      <div className="panel">
        <EquipmentPanel />
      </div>
    </section>
  );
}

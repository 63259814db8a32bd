import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { EquipmentPanel } from '../../../features/equipment/components/equipment-panel';

export function EquipmentRoute() {
  return (
    <section className="equipment-screen" aria-labelledby="equipment-title">
      <header className="screen-head">
        <div className="screen-head__text">
          <p className="eyebrow">Your gear</p>
          <h1 id="equipment-title" className="section-title screen-head__title">
            Equipment
          </h1>
          <p className="muted screen-head__tagline">
            What you carry into the dark, what it adds up to, and twelve setups to switch between.
          </p>
        </div>
        <Link className="btn btn--ghost btn--small" to={paths.game.inventory.getHref()}>
          Inventory
        </Link>
      </header>
      <div className="panel">
        <EquipmentPanel />
      </div>
    </section>
  );
}

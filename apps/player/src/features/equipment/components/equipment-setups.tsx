import { EQUIPMENT_SETUP_SLOTS } from '@grimhunt/contracts';
import { LockIcon } from '../../../components/lock-icon';

interface EquipmentSetupsProps {
  /** The active setup, counted from 1. */
  active: number;
  unlocked: number;
  changing: boolean;
  onChoose: (setup: number) => void;
}

/** The 12 setups: the active one pressed, the ones not unlocked yet locked. */
export function EquipmentSetups({ active, unlocked, changing, onChoose }: EquipmentSetupsProps) {
  return (
    <section className="equip-block" aria-labelledby="setups-title">
      <h2 id="setups-title" className="equip-block__title">
        Setups
      </h2>
      <div className="setups">
        {Array.from({ length: EQUIPMENT_SETUP_SLOTS }, (_, i) => i + 1).map((n) => {
          const locked = n > unlocked;
          const isActive = n === active;
          return (
            <button
              key={n}
              type="button"
              className={`setup${isActive ? ' setup--active' : ''}${locked ? ' setup--locked' : ''}`}
              aria-pressed={isActive}
              aria-label={locked ? `Setup ${n} (locked)` : `Setup ${n}`}
              disabled={locked || changing}
              onClick={() => !isActive && onChoose(n)}
            >
              {locked ? <LockIcon size={16} /> : n}
            </button>
          );
        })}
      </div>
    </section>
  );
}

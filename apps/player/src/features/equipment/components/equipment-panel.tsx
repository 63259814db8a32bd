import { Popup } from '../../../components/popup';
import { Spinner } from '../../../components/spinner';
import { useEquipmentPanel } from '../hooks/use-equipment-panel';
import { EquipmentSetups } from './equipment-setups';
import { EquipmentSlot } from './equipment-slot';
import { StatsList } from './stats-list';
import '../equipment.css';

/** The equipment panel: collapsible stats, slots by item type, 12 setups. Reused by the journal. */
export function EquipmentPanel() {
  const { equipment, popup, closePopup, busyId, unequip, activeSetup, changingSetup, chooseSetup } = useEquipmentPanel();

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
          {data.slots.map((slot) => (
            <EquipmentSlot key={slot.itemType} slot={slot} busyId={busyId} onUnequip={unequip} />
          ))}
        </ul>
      </section>
      <EquipmentSetups active={activeSetup} unlocked={data.unlockedEquipmentSlots} changing={changingSetup} onChoose={chooseSetup} />
      <Popup popup={popup} onClose={closePopup} />
    </div>
  );
}

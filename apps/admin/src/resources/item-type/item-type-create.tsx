import { DEFAULT_ORDER_INDEX } from '@grimhunt/contracts';
import { DetailCreate } from '../../components/detail-form';
import { ItemTypeFields } from './item-type-form';

/** Defaults of a new itemtype. */
export const NEW_ITEMTYPE = {
  name: '',
  shortName: '',
  itemTypeSlots: 0,
  isEquipment: false,
  alwaysEquipped: false,
  flavorText: '',
  orderIndex: DEFAULT_ORDER_INDEX,
  imageId: null,
};

export function ItemTypeCreate() {
  return (
    <DetailCreate defaults={NEW_ITEMTYPE}>
      <ItemTypeFields />
    </DetailCreate>
  );
}

import InventoryIcon from '@mui/icons-material/Inventory2';
import { ItemList } from './item-list';

/** `<Resource name="item" {...itemResource} />`: the list route also hosts the detail (`/item/:id`, `/item/create`). */
export const itemResource = {
  list: ItemList,
  hasEdit: true,
  hasCreate: true,
  icon: InventoryIcon,
  options: { label: 'items' },
  recordRepresentation: 'name',
};

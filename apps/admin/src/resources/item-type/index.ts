import CategoryIcon from '@mui/icons-material/Category';
import { ItemTypeList } from './item-type-list';

/** `<Resource name="itemtype" {...itemtypeResource} />`: the list route also hosts the detail (`/itemtype/:id`, `/itemtype/create`). */
export const itemtypeResource = {
  list: ItemTypeList,
  hasEdit: true,
  hasCreate: true,
  icon: CategoryIcon,
  options: { label: 'itemTypes' },
  recordRepresentation: 'name',
};

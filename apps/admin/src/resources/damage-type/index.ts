import WhatshotIcon from '@mui/icons-material/Whatshot';
import { DamageTypeList } from './damage-type-list';

/** `<Resource name="damagetype" {...damagetypeResource} />`: the list route also hosts the detail (`/damagetype/:id`, `/damagetype/create`). */
export const damagetypeResource = {
  list: DamageTypeList,
  hasEdit: true,
  hasCreate: true,
  icon: WhatshotIcon,
  options: { label: 'damageTypes' },
  recordRepresentation: 'name',
};

import LabelIcon from '@mui/icons-material/Label';
import { EnemyTypeList } from './enemy-type-list';

/** `<Resource name="enemytype" {...enemytypeResource} />`: the list route also hosts the detail (`/enemytype/:id`, `/enemytype/create`). */
export const enemytypeResource = {
  list: EnemyTypeList,
  hasEdit: true,
  hasCreate: true,
  icon: LabelIcon,
  options: { label: 'GhostTypes' },
  recordRepresentation: 'name',
};

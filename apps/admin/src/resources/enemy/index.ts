import SnowshoeingIcon from '@mui/icons-material/Snowshoeing';
import { EnemyList } from './enemy-list';

/** `<Resource name="enemy" {...enemyResource} />`, labelled "Ghosts". */
export const enemyResource = {
  list: EnemyList,
  hasEdit: true,
  hasCreate: true,
  icon: SnowshoeingIcon,
  options: { label: 'Ghosts' },
  recordRepresentation: 'name',
};

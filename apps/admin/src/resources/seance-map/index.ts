import MapIcon from '@mui/icons-material/Map';
import { SeanceMapList } from './seance-map-list';

/** `<Resource name="seancemap" {...seanceMapResource} />`: a read-only list of the players' séance maps. */
export const seanceMapResource = {
  list: SeanceMapList,
  icon: MapIcon,
  options: { label: 'séance maps' },
};

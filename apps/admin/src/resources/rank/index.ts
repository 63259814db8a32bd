import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import { RankList } from './rank-list';

/** `<Resource name="rank" {...rankResource} />`: the list route also hosts the detail (`/rank/:id`, `/rank/create`). */
export const rankResource = {
  list: RankList,
  hasEdit: true,
  hasCreate: true,
  icon: MilitaryTechIcon,
  options: { label: 'ranks' },
  recordRepresentation: 'name',
};

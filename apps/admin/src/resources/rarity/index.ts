import DiamondIcon from '@mui/icons-material/Diamond';
import { RarityList } from './rarity-list';

/** `<Resource name="rarity" {...rarityResource} />`: the list route also hosts the detail (`/rarity/:id`, `/rarity/create`). */
export const rarityResource = {
  list: RarityList,
  hasEdit: true,
  hasCreate: true,
  icon: DiamondIcon,
  options: { label: 'Rarities' },
  recordRepresentation: 'name',
};

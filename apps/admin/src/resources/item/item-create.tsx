import type { ItemDto } from '@grimhunt/contracts';
import { DetailCreate } from '../../components/detail-form';
import { ItemFields } from './item-form';

/** Defaults of a new item. */
export const NEW_ITEM: Omit<ItemDto, 'id'> = {
  name: '',
  type: null,
  contractType: null,
  rarity: null,
  imageId: null,
  animatedId: null,
  flavorText: '',
  visible: false,
  reqXP: 0,
  price: { currencyEntries: [] },
  refund: { currencyEntries: [] },
  buyable: false,
  premiumShop: false,
  needSub: 0,
  stats: { statEntries: [] },
  unique: false,
  itemIdRequiredForUnlockCrafting: null,
  craftingMats: [],
  craftingMatsPremium: [],
  trophieItemIds: [],
  transferable: true,
  tradable: false,
  canAttractEnemyId: null,
};

export function ItemCreate() {
  return (
    <DetailCreate defaults={NEW_ITEM}>
      <ItemFields />
    </DetailCreate>
  );
}

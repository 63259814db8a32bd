import { DEFAULT_RANK_XP } from '@grimhunt/contracts';
import { DetailCreate } from '../../components/detail-form';
import { RankFields } from './rank-form';

/** Defaults of a new rank. */
export const NEW_RANK = { name: '', xp: DEFAULT_RANK_XP, flavorText: '', imageId: null, rewardItemIds: [] as string[], rewardItemId: null };

export function RankCreate() {
  return (
    <DetailCreate defaults={NEW_RANK} errorPrefix="Error creating rank: ">
      <RankFields />
    </DetailCreate>
  );
}

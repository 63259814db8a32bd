import { DEFAULT_ORDER_INDEX } from '@grimhunt/contracts';
import { DetailCreate } from '../../components/detail-form';
import { RarityFields } from './rarity-form';

/** Defaults of a new rarity. */
export const NEW_RARITY = { name: '', shortName: '', colorHex: '#ffffff', orderIndex: DEFAULT_ORDER_INDEX };

export function RarityCreate() {
  return (
    <DetailCreate defaults={NEW_RARITY}>
      <RarityFields />
    </DetailCreate>
  );
}

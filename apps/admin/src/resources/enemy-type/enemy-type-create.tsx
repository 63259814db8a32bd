import { DetailCreate } from '../../components/detail-form';
import { EnemyTypeFields } from './enemy-type-form';

/** Defaults of a new enemytype. */
export const NEW_ENEMYTYPE = { name: '', shortName: '', imageId: null, colorHex: null };

export function EnemyTypeCreate() {
  return (
    <DetailCreate defaults={NEW_ENEMYTYPE}>
      <EnemyTypeFields />
    </DetailCreate>
  );
}

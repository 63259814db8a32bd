import { DetailCreate } from '../../components/detail-form';
import { EnemyTypeFields } from './enemy-type-form';

/** Defaults of a new enemytype (spec admin §3, §4). */
export const NEW_ENEMYTYPE = { name: '', shortName: '', imageId: null, colorHex: null };

export function EnemyTypeCreate() {
  return (
    <DetailCreate defaults={NEW_ENEMYTYPE}>
      <EnemyTypeFields />
    </DetailCreate>
  );
}

import { DetailCreate } from '../../components/detail-form';
import { DamageTypeFields } from './damage-type-form';

/** Defaults of a new damagetype. */
export const NEW_DAMAGETYPE = { name: '', shortName: '', imageId: null, colorHex: '#ffffff' };

export function DamageTypeCreate() {
  return (
    <DetailCreate defaults={NEW_DAMAGETYPE}>
      <DamageTypeFields />
    </DetailCreate>
  );
}

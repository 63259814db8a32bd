import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { DamageTypeFields } from './damage-type-form';

export function DamageTypeEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <DamageTypeFields />
    </DetailEdit>
  );
}

import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { EnemyTypeFields } from './enemy-type-form';

export function EnemyTypeEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <EnemyTypeFields />
    </DetailEdit>
  );
}

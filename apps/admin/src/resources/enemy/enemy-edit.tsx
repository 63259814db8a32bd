import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { EnemyFields } from './enemy-form';

export function EnemyEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <EnemyFields />
    </DetailEdit>
  );
}

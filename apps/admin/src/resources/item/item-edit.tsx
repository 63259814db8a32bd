import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { ItemFields } from './item-form';

export function ItemEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <ItemFields />
    </DetailEdit>
  );
}

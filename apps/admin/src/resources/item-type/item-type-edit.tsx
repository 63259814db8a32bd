import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { ItemTypeFields } from './item-type-form';

export function ItemTypeEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <ItemTypeFields />
    </DetailEdit>
  );
}

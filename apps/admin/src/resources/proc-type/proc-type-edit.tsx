import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { ProcTypeFields } from './proc-type-form';

export function ProcTypeEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <ProcTypeFields />
    </DetailEdit>
  );
}

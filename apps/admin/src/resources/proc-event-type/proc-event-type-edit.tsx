import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { ProcEventTypeFields } from './proc-event-type-form';

export function ProcEventTypeEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <ProcEventTypeFields />
    </DetailEdit>
  );
}

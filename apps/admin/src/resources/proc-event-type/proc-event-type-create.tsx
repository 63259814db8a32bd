import { DetailCreate } from '../../components/detail-form';
import { ProcEventTypeFields } from './proc-event-type-form';

/** Defaults of a new proceventtype. */
export const NEW_PROCEVENTTYPE = { name: '', shortName: '', imageId: null };

export function ProcEventTypeCreate() {
  return (
    <DetailCreate defaults={NEW_PROCEVENTTYPE}>
      <ProcEventTypeFields />
    </DetailCreate>
  );
}

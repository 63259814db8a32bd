import { DetailCreate } from '../../components/detail-form';
import { ProcEventTypeFields } from './proc-event-type-form';

/** Defaults of a new proceventtype (spec admin §3, §4). */
export const NEW_PROCEVENTTYPE = { name: '', shortName: '', imageId: null };

export function ProcEventTypeCreate() {
  return (
    <DetailCreate defaults={NEW_PROCEVENTTYPE}>
      <ProcEventTypeFields />
    </DetailCreate>
  );
}

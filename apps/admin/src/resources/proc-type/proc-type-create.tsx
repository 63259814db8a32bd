import { DetailCreate } from '../../components/detail-form';
import { ProcTypeFields } from './proc-type-form';

/** Defaults of a new proctype. */
export const NEW_PROCTYPE = { name: '', shortName: '', imageId: null };

export function ProcTypeCreate() {
  return (
    <DetailCreate defaults={NEW_PROCTYPE}>
      <ProcTypeFields />
    </DetailCreate>
  );
}

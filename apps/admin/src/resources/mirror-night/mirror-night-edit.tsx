import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { MirrorNightFields } from './mirror-night-form';

export function MirrorNightEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <MirrorNightFields />
    </DetailEdit>
  );
}

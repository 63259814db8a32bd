import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { StatFields } from './stat-form';

export function StatEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <StatFields />
    </DetailEdit>
  );
}

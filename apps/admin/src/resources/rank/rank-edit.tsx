import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { RankFields } from './rank-form';

export function RankEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <RankFields />
    </DetailEdit>
  );
}

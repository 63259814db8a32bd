import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { NewsFields } from './news-form';

export function NewsEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <NewsFields />
    </DetailEdit>
  );
}

import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { RarityFields } from './rarity-form';

export function RarityEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <RarityFields />
    </DetailEdit>
  );
}

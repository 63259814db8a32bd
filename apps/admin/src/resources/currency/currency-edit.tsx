import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { CurrencyFields } from './currency-form';

export function CurrencyEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <CurrencyFields />
    </DetailEdit>
  );
}

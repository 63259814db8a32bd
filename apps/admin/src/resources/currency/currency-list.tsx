import { NumberField, TextField } from 'react-admin';
import { ImageColumn } from '../../components/columns';
import { MasterDetail } from '../../components/master-detail';
import { CurrencyCreate } from './currency-create';
import { CurrencyEdit } from './currency-edit';

export function CurrencyList() {
  return (
    <MasterDetail
      label="currencies"
      sort={{ field: 'orderIndex', order: 'ASC' }}
      renderEdit={(id) => <CurrencyEdit id={id} />}
      renderCreate={() => <CurrencyCreate />}
    >
      <ImageColumn label="" />
      <TextField source="name" />
      <TextField source="shortName" />
      <NumberField source="orderIndex" />
    </MasterDetail>
  );
}

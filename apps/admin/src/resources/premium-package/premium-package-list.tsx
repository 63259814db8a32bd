import { NumberField, SelectField, TextField } from 'react-admin';
import { SUBSCRIPTION_LEVELS } from '@grimhunt/contracts';
import { ImageColumn } from '../../components/columns';
import { MasterDetail } from '../../components/master-detail';
import { PremiumPackageCreate } from './premium-package-create';
import { PremiumPackageEdit } from './premium-package-edit';

export function PremiumPackageList() {
  return (
    <MasterDetail
      label="premiumpackages"
      sort={{ field: 'name', order: 'ASC' }}
      renderEdit={(id) => <PremiumPackageEdit id={id} />}
      renderCreate={() => <PremiumPackageCreate />}
    >
      <ImageColumn label="" />
      <TextField source="name" />
      <NumberField source="usd" />
      <SelectField source="subscriptionLevel" choices={[...SUBSCRIPTION_LEVELS]} />
    </MasterDetail>
  );
}

import { NumberInput, SelectInput, TextInput, type Identifier } from 'react-admin';
import { CurrencyEntriesInput } from '../../components/currency-entries-input';
import { DetailEdit } from '../../components/detail-form';
import { toInt } from '../../components/parse';
import { PATREON_CHOICES, USER_ROLE_CHOICES } from './user-choices';
import { UserInventoryInput } from './user-inventory-input';

/** User detail: Update = PUT /api/user/<id>; Delete is irreversible. */
export function UserEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <TextInput source="name" />
      <TextInput source="email" />
      <NumberInput source="xp" />
      <SelectInput source="userRole" choices={USER_ROLE_CHOICES} parse={toInt} />
      <SelectInput source="patreonType" choices={PATREON_CHOICES} parse={toInt} />
      <CurrencyEntriesInput source="currencies.currencyEntries" label="Currencies" />
      <UserInventoryInput />
    </DetailEdit>
  );
}

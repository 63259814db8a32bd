import { NumberInput } from 'react-admin';
import { AddItemButton, EntriesInput, RowRecordName } from '../../components/entries-input';
import { NEW_LOOT_DEFAULTS } from '../../components/pickers/picker-rules';

/** Enemy loot rows; a picked item is added with dropChance 100, amountMin 1, amountMax 1. */
export function EnemyLootInput() {
  return (
    <EntriesInput source="loot" label="Loot" addButton={<AddItemButton entry={(item) => ({ itemId: item.id, ...NEW_LOOT_DEFAULTS })} />}>
      <RowRecordName source="itemId" resource="item" />
      <NumberInput source="dropChance" label="dropChance %" helperText={false} size="small" sx={{ width: 110 }} />
      <NumberInput source="amountMin" label="amountMin" helperText={false} size="small" sx={{ width: 90 }} />
      <NumberInput source="amountMax" label="amountMax" helperText={false} size="small" sx={{ width: 90 }} />
    </EntriesInput>
  );
}

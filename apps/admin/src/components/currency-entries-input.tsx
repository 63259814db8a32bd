import { useWatch } from 'react-hook-form';
import { NumberInput, SelectInput, useGetList, useWrappedSource } from 'react-admin';
import type { CurrencyAmountDto, CurrencyDto } from '@grimhunt/contracts';
import { AddEntryButton, EntriesInput } from './entries-input';
import { ImageThumb } from './image-thumb';

const BY_ORDER = { pagination: { page: 1, perPage: 200 }, sort: { field: 'orderIndex', order: 'ASC' as const } };

function useCurrencies(): CurrencyDto[] {
  return useGetList<CurrencyDto>('currency', BY_ORDER).data ?? [];
}

function CurrencyThumb() {
  const name = useWatch({ name: useWrappedSource('name') }) as string | undefined;
  const currency = useCurrencies().find((c) => c.shortName === name);
  return <ImageThumb id={currency?.imageId} size={28} />;
}

/** The currency choices, keeping an unknown short name of a stored entry selectable. */
function CurrencySelect() {
  const currencies = useCurrencies();
  const name = useWatch({ name: useWrappedSource('name') }) as string | undefined;
  const choices = currencies.map((c) => ({ id: c.shortName, name: `${c.name} (${c.shortName})` }));
  if (name && !currencies.some((c) => c.shortName === name)) choices.push({ id: name, name });
  return <SelectInput source="name" label="Currency" choices={choices} helperText={false} size="small" sx={{ minWidth: 170 }} />;
}

function AddCurrencyButton({ source }: { source: string }) {
  const currencies = useCurrencies();
  const entries = (useWatch({ name: source }) ?? []) as CurrencyAmountDto[];
  const firstUnused = currencies.find((c) => !entries.some((e) => e.name === c.shortName));
  return <AddEntryButton label="Add Currency" entry={() => ({ name: firstUnused?.shortName ?? '', value: 0 })} />;
}

/** `<x>.currencyEntries`: amounts keyed by currency short name (price, refund, rewards, user wallet). */
export function CurrencyEntriesInput({ source, label }: { source: string; label: string }) {
  return (
    <EntriesInput source={source} label={label} addButton={<AddCurrencyButton source={source} />}>
      <CurrencyThumb />
      <CurrencySelect />
      <NumberInput source="value" label="Value" helperText={false} size="small" sx={{ width: 140 }} />
    </EntriesInput>
  );
}

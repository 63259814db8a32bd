import { useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useWatch } from 'react-hook-form';
import { ArrayInput, Button, SimpleFormIterator, useSimpleFormIterator, useWrappedSource } from 'react-admin';
import type { EnemyDto, ItemDto } from '@grimhunt/contracts';
import { FieldBox } from './field-box';
import { EnemyPickerDialog } from './pickers/enemy-picker-dialog';
import { ItemPickerDialog } from './pickers/item-picker-dialog';
import { RecordName } from './record-name';

/**
 * A list of entries edited with react-admin's ArrayInput and SimpleFormIterator (one inline row per entry,
 * react-admin's remove buttons), inside the labelled group the back office uses for every list.
 */
export function EntriesInput({
  source,
  label,
  addButton,
  children,
}: {
  source: string;
  label: string;
  addButton: ReactNode;
  children: ReactNode;
}) {
  return (
    <FieldBox label={label}>
      <ArrayInput source={source} label={false} helperText={false}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<Box>{addButton}</Box>}
          sx={{ '& .RaSimpleFormIterator-line': { alignItems: 'center' } }}
        >
          {children}
        </SimpleFormIterator>
      </ArrayInput>
    </FieldBox>
  );
}

/** Adds an entry made by `entry()` (for lists whose rows start from defaults, not from a picked record). */
export function AddEntryButton({ label, entry }: { label: string; entry: () => Record<string, unknown> }) {
  const { add } = useSimpleFormIterator();
  return <Button label={label} size="small" startIcon={<AddIcon />} onClick={() => add(entry())} />;
}

/** Opens the item picker; the picked item becomes a new row made by `entry`. */
export function AddItemButton({ entry, label = 'Add Item' }: { entry: (item: ItemDto) => Record<string, unknown>; label?: string }) {
  const { add } = useSimpleFormIterator();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={label} size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)} />
      <ItemPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onPick={(item) => {
          add(entry(item));
          setOpen(false);
        }}
      />
    </>
  );
}

/** Opens the ghost picker; the picked ghost becomes a new row made by `entry`. */
export function AddEnemyButton({ entry, label = 'Add Ghost' }: { entry: (enemy: EnemyDto) => Record<string, unknown>; label?: string }) {
  const { add } = useSimpleFormIterator();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={label} size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)} />
      <EnemyPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onPick={(enemy) => {
          add(entry(enemy));
          setOpen(false);
        }}
      />
    </>
  );
}

/** The name and thumbnail of the row's item or ghost (read-only: the row is replaced by removing and adding). */
export function RowRecordName({ source, resource }: { source: string; resource: 'item' | 'enemy' }) {
  const id = useWatch({ name: useWrappedSource(source) }) as string | null | undefined;
  return (
    <Box sx={{ flex: '1 1 180px', minWidth: 120, alignSelf: 'center' }}>
      <RecordName resource={resource} id={id} />
    </Box>
  );
}

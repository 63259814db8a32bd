import { createContext, useContext, useRef, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  Button,
  NumberInput,
  SimpleFormIterator,
  useRecordContext,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useWrappedSource,
} from 'react-admin';
import type { ItemAmountDto } from '@grimhunt/contracts';
import { FieldBox } from '../../components/field-box';
import { RowRecordName } from '../../components/entries-input';
import { ItemPickerDialog } from '../../components/pickers/item-picker-dialog';
import { dataProvider } from '../../providers/data-provider';
import { additionDelta, amountChangeDelta, removalDelta } from './inventory-delta';

const SOURCE = 'inventory';

/**
 * The user and the amounts the server has confirmed, by item id: a delta is computed from the confirmed amount,
 * never from what the form shows while the admin types.
 */
interface InventoryState {
  userId: string;
  confirmed: Record<string, number>;
}

const InventoryContext = createContext<InventoryState | null>(null);

function useInventory(): InventoryState {
  const state = useContext(InventoryContext);
  if (!state) throw new Error('useInventory must be used inside UserInventoryInput');
  return state;
}

/** The row's Amount: on blur the difference to the confirmed amount goes to the server; a failure restores it. */
function InventoryAmountInput() {
  const { userId, confirmed } = useInventory();
  const { getValues, setValue } = useFormContext();
  const amountPath = useWrappedSource('amount');
  const itemPath = useWrappedSource('itemId');

  const commit = async () => {
    const itemId = String(getValues(itemPath) ?? '');
    const old = confirmed[itemId] ?? 0;
    const restore = () => setValue(amountPath, old, { shouldDirty: true });
    const body = amountChangeDelta(userId, itemId, old, Number(getValues(amountPath)));
    if (!body) return restore();
    try {
      await dataProvider.addInventoryItem(body);
      confirmed[itemId] = old + body.deltaAmount;
      setValue(amountPath, confirmed[itemId], { shouldDirty: true });
    } catch {
      restore(); // nothing shown; the old amount stays
    }
  };

  return <NumberInput source="amount" label="Amount" helperText={false} size="small" sx={{ width: 120 }} onBlur={() => void commit()} />;
}

/** Removes the row only once the server took the negative delta of its whole amount. */
function RemoveInventoryItemButton() {
  const { userId, confirmed } = useInventory();
  const { remove } = useSimpleFormIteratorItem();
  const itemId = useWatch({ name: useWrappedSource('itemId') }) as string;

  const onRemove = async () => {
    try {
      await dataProvider.addInventoryItem(removalDelta(userId, itemId, confirmed[itemId] ?? 0));
      delete confirmed[itemId];
      remove();
    } catch {
      // nothing shown
    }
  };

  return (
    <Tooltip title="Remove">
      <IconButton size="small" aria-label="Remove" onClick={() => void onRemove()}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** Opens the item picker; the picked item is given once on the server, then added (or its row's amount raised). */
function AddInventoryItemButton() {
  const { userId, confirmed } = useInventory();
  const { add } = useSimpleFormIterator();
  const { getValues, setValue } = useFormContext();
  const [open, setOpen] = useState(false);

  const onPick = async (itemId: string) => {
    setOpen(false);
    try {
      await dataProvider.addInventoryItem(additionDelta(userId, itemId));
    } catch {
      return; // nothing shown
    }
    confirmed[itemId] = (confirmed[itemId] ?? 0) + 1;
    const entries = (getValues(SOURCE) ?? []) as ItemAmountDto[];
    const at = entries.findIndex((entry) => entry.itemId === itemId);
    if (at >= 0) setValue(`${SOURCE}.${at}.amount`, confirmed[itemId], { shouldDirty: true });
    else add({ itemId, amount: confirmed[itemId] });
  };

  return (
    <>
      <Button label="Add Item" size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)} />
      <ItemPickerDialog open={open} onClose={() => setOpen(false)} onPick={(item) => void onPick(item.id)} />
    </>
  );
}

/**
 * A user's inventory with react-admin's ArrayInput and SimpleFormIterator. Every change goes to the server at once
 * through POST /api/user/AddInventoryItem as a delta (on blur for amounts); a failed call shows nothing and
 * restores the amount.
 */
export function UserInventoryInput() {
  const record = useRecordContext();
  const userId = String(record?.id ?? '');
  const inventory = (record?.['inventory'] ?? []) as ItemAmountDto[];
  // Confirmed amounts start from the loaded record and follow each accepted delta; a reloaded record resets them.
  const state = useRef<{ record: unknown; value: InventoryState } | null>(null);
  if (!state.current || state.current.record !== record) {
    const confirmed: Record<string, number> = {};
    for (const entry of inventory) confirmed[entry.itemId] = (confirmed[entry.itemId] ?? 0) + entry.amount;
    state.current = { record, value: { userId, confirmed } };
  }

  return (
    <InventoryContext.Provider value={state.current.value}>
      <FieldBox label="Inventory">
        <ArrayInput source={SOURCE} label={false} helperText={false}>
          <SimpleFormIterator
            inline
            disableReordering
            disableClear
            addButton={<AddInventoryItemButton />}
            removeButton={<RemoveInventoryItemButton />}
            sx={{ '& .RaSimpleFormIterator-line': { alignItems: 'center' } }}
          >
            <RowRecordName source="itemId" resource="item" />
            <InventoryAmountInput />
          </SimpleFormIterator>
        </ArrayInput>
      </FieldBox>
    </InventoryContext.Provider>
  );
}

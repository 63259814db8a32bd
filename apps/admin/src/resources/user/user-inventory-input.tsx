import { useState } from 'react';
import { Box, Button, IconButton, TextField, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { useRecordContext } from 'react-admin';
import type { ItemAmountDto } from '@grimhunt/contracts';
import { FieldBox, useArrayValue } from '../../components/field-box';
import { ItemPickerDialog } from '../../components/pickers/item-picker-dialog';
import { removeAt, updateAt } from '../../components/pickers/picker-rules';
import { RecordName } from '../../components/record-name';
import { dataProvider } from '../../providers/data-provider';
import { additionDelta, amountChangeDelta, removalDelta } from './inventory-delta';

/**
 * A user's inventory. Every change goes to the server at once through POST /api/user/AddInventoryItem as a
 * delta (on blur for amounts); a failed call shows nothing and restores the amount (spec admin §8).
 */
export function UserInventoryInput() {
  const record = useRecordContext();
  const userId = String(record?.id ?? '');
  const [entries, setEntries] = useArrayValue<ItemAmountDto>('inventory');
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [open, setOpen] = useState(false);

  const clearDraft = (index: number) =>
    setDrafts((current) => {
      const next = { ...current };
      delete next[index];
      return next;
    });

  const commit = async (index: number) => {
    const entry = entries[index];
    const draft = drafts[index];
    if (!entry || draft === undefined) return;
    const body = amountChangeDelta(userId, entry.itemId, entry.amount, Number(draft));
    if (!body) return clearDraft(index);
    try {
      await dataProvider.addInventoryItem(body);
      setEntries(updateAt(entries, index, { amount: entry.amount + body.deltaAmount }));
    } catch {
      // nothing shown; the old amount stays
    }
    clearDraft(index);
  };

  const remove = async (index: number) => {
    const entry = entries[index];
    try {
      await dataProvider.addInventoryItem(removalDelta(userId, entry.itemId, entry.amount));
      setEntries(removeAt(entries, index));
      setDrafts({});
    } catch {
      // nothing shown
    }
  };

  const add = async (itemId: string) => {
    setOpen(false);
    try {
      await dataProvider.addInventoryItem(additionDelta(userId, itemId));
      const at = entries.findIndex((e) => e.itemId === itemId);
      setEntries(at >= 0 ? updateAt(entries, at, { amount: entries[at].amount + 1 }) : [...entries, { itemId, amount: 1 }]);
    } catch {
      // nothing shown
    }
  };

  return (
    <FieldBox
      label="Inventory"
      actions={
        <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
          Add Item
        </Button>
      }
    >
      {entries.length === 0 ? <Box sx={{ color: 'text.secondary', fontSize: 14 }}>empty</Box> : null}
      {entries.map((entry, index) => (
        <Box key={`${entry.itemId}-${index}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <RecordName resource="item" id={entry.itemId} />
          </Box>
          <TextField
            size="small"
            type="number"
            label="Amount"
            value={drafts[index] ?? String(entry.amount)}
            onChange={(event) => setDrafts((current) => ({ ...current, [index]: event.target.value }))}
            onBlur={() => void commit(index)}
            sx={{ width: 120 }}
          />
          <Tooltip title="Remove">
            <IconButton size="small" onClick={() => void remove(index)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <ItemPickerDialog open={open} onClose={() => setOpen(false)} onPick={(item) => void add(item.id)} />
    </FieldBox>
  );
}

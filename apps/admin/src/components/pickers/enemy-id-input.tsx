import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { FieldBox, useScalarValue } from '../field-box';
import { RecordName } from '../record-name';
import { EnemyPickerDialog } from './enemy-picker-dialog';

/** One enemy id chosen with the enemy picker (e.g. an item's canAttractEnemyId). */
export function EnemyIdInput({ source, label }: { source: string; label: string }) {
  const [value, setValue] = useScalarValue<string>(source);
  const [open, setOpen] = useState(false);
  return (
    <FieldBox
      label={label}
      actions={
        <>
          <Button size="small" onClick={() => setOpen(true)} startIcon={<AddIcon />}>
            {value ? 'Change' : 'Select Ghost'}
          </Button>
          {value ? (
            <Button size="small" color="error" onClick={() => setValue(null)}>
              Remove
            </Button>
          ) : null}
        </>
      }
    >
      <RecordName resource="enemy" id={value} />
      <EnemyPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onPick={(enemy) => {
          setValue(enemy.id);
          setOpen(false);
        }}
      />
    </FieldBox>
  );
}

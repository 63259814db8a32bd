import { useState, type ReactNode } from 'react';
import { Box, Button, ButtonBase, Paper, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { selectHint } from './messages';

export interface NestedMasterDetailProps<T extends { id: string }> {
  title: string;
  /** Word of the hint: 'Select a <label> to see details'. */
  label: string;
  records: T[] | undefined;
  isLoading?: boolean;
  primary: (record: T) => ReactNode;
  secondary?: (record: T) => ReactNode;
  /** `done` clears the selection (after a successful create, update or delete, or Cancel). */
  renderEdit: (id: string, done: () => void) => ReactNode;
  renderCreate: (done: () => void) => ReactNode;
}

/**
 * The master-detail layout for records edited inside another record's detail (hunting grounds inside a region,
 * hunting tables inside a hunting ground). The list runs across the top so that two nesting levels still fit;
 * the selection is local state.
 */
export function NestedMasterDetail<T extends { id: string }>({
  title,
  label,
  records,
  isLoading,
  primary,
  secondary,
  renderEdit,
  renderCreate,
}: NestedMasterDetailProps<T>) {
  const [selected, setSelected] = useState<string | 'create' | null>(null);
  const done = () => setSelected(null);
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6">{title}</Typography>
        <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setSelected('create')}>
          Create New
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        {isLoading ? <Typography color="text.secondary">Loading…</Typography> : null}
        {!isLoading && (records ?? []).length === 0 ? <Typography color="text.secondary">No {label} yet</Typography> : null}
        {(records ?? []).map((record) => {
          const active = record.id === selected;
          return (
            <ButtonBase
              key={record.id}
              onClick={() => setSelected(record.id)}
              sx={{
                display: 'block',
                textAlign: 'left',
                px: 1.5,
                py: 0.75,
                borderRadius: 1,
                border: 1,
                borderColor: active ? 'primary.main' : 'divider',
                bgcolor: active ? 'action.selected' : 'background.paper',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: active ? 600 : 400 }}>
                {primary(record)}
              </Typography>
              {secondary ? (
                <Typography variant="caption" color="text.secondary">
                  {secondary(record)}
                </Typography>
              ) : null}
            </ButtonBase>
          );
        })}
      </Box>
      <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
        {selected === null ? (
          <Typography color="text.secondary">{selectHint(label)}</Typography>
        ) : selected === 'create' ? (
          renderCreate(done)
        ) : (
          <Box key={selected}>{renderEdit(selected, done)}</Box>
        )}
      </Paper>
    </Box>
  );
}

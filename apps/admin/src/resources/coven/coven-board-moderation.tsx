import { useState } from 'react';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Confirm, useDataProvider, useGetOne, useNotify, type Identifier } from 'react-admin';
import type { CovenAdminDto, CovenBoardMessageDto } from '@grimhunt/contracts';
import { serverMessage } from '../../components/messages';
import type { GrimhuntDataProvider } from '../../providers/data-provider';

/** The coven's newest board messages, each with a Remove button (asks first); the list reloads after a removal. */
export function CovenBoardModeration({ id }: { id: Identifier }) {
  const dataProvider = useDataProvider<GrimhuntDataProvider>();
  const notify = useNotify();
  const coven = useGetOne<CovenAdminDto & { id: string }>('coven', { id: String(id) });
  const [removing, setRemoving] = useState<CovenBoardMessageDto | null>(null);
  const [pending, setPending] = useState(false);
  const board = coven.data?.board ?? [];

  const remove = async () => {
    if (!removing) return;
    setPending(true);
    try {
      await dataProvider.deleteCovenBoardMessage(String(id), removing.id);
      await coven.refetch();
    } catch (error) {
      notify(serverMessage(error), { type: 'error' });
    }
    setPending(false);
    setRemoving(null);
  };

  return (
    <Box sx={{ mt: 3 }} aria-label="Board messages">
      <Typography variant="h6">Board messages</Typography>
      {board.length === 0 && <Typography color="text.secondary">The board is empty.</Typography>}
      <List dense>
        {board.map((message) => (
          <ListItem
            key={message.id}
            divider
            secondaryAction={<Button label="Remove" color="error" onClick={() => setRemoving(message)} startIcon={<DeleteIcon />} />}
          >
            <ListItemText
              primary={message.message}
              secondary={`${message.name} · ${new Date(message.postedAt).toLocaleString('en-GB')}`}
              sx={{ pr: 12, overflowWrap: 'anywhere' }}
            />
          </ListItem>
        ))}
      </List>
      <Confirm
        isOpen={removing !== null}
        loading={pending}
        title="Remove this message?"
        content={removing?.message ?? ''}
        confirm="Remove"
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}

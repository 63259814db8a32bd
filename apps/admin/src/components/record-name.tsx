import { Box, Typography } from '@mui/material';
import { useGetManyAggregate } from 'react-admin';
import { ImageThumb } from './image-thumb';

/** Name (and thumbnail) of an item or enemy by id; lookups of many rows are batched into one getMany. */
export function RecordName({ resource, id, thumb = true }: { resource: 'item' | 'enemy'; id: string | null | undefined; thumb?: boolean }) {
  const { data } = useGetManyAggregate(resource, { ids: id ? [id] : [] }, { enabled: !!id });
  const record = data?.[0];
  if (!id)
    return (
      <Typography component="span" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0, maxWidth: '100%' }}>
      {thumb ? <ImageThumb id={record?.imageId} size={28} /> : null}
      <Typography component="span" noWrap title={id}>
        {record?.name ?? id}
      </Typography>
    </Box>
  );
}

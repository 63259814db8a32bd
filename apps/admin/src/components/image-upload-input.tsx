import { useRef, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useInput } from 'react-admin';
import { dataProvider } from '../providers/data-provider';
import { ImageThumb } from './image-thumb';

const identity = (value: any) => value;

/**
 * Image field (imageId / animatedImageId / animatedId): choosing a file uploads it at once with
 * POST /api/Image and stores the returned id; the current image is previewed from /api/image/<id>.
 * No type or size check; a failed upload is only logged.
 */
export function ImageUploadInput({ source, label, animated = false }: { source: string; label: string; animated?: boolean }) {
  const { field } = useInput({ source, format: identity, parse: identity });
  const [uploadedVideo, setUploadedVideo] = useState(false);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const id: string | null = field.value || null;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const { id: newId } = await dataProvider.uploadImage(file);
      setUploadedVideo(file.type.startsWith('video/'));
      field.onChange(newId);
    } catch (error) {
      console.error('Image upload failed', error);
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <ImageThumb key={id ?? 'none'} id={id} size={72} video={uploadedVideo} />
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button size="small" variant="outlined" component="label" startIcon={<UploadIcon />} disabled={busy}>
            {busy ? 'Uploading…' : 'Upload'}
            <input
              ref={fileInput}
              hidden
              type="file"
              accept={animated ? 'image/*,video/*' : 'image/*'}
              onChange={(event) => onFile(event.target.files?.[0])}
            />
          </Button>
          {id ? (
            <Button size="small" color="error" onClick={() => field.onChange(null)}>
              Remove
            </Button>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}

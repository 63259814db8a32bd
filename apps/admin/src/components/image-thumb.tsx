import { useState } from 'react';
import { Box } from '@mui/material';
import { imageUrl } from '../providers/data-provider';

/**
 * Preview of a stored image. Animated images may be videos: `video` forces a <video>; otherwise an <img>
 * that falls back to <video> when the browser cannot decode it as a picture.
 */
export function ImageThumb({ id, size = 40, video = false }: { id: string | null | undefined; size?: number; video?: boolean }) {
  const [failedAsImage, setFailedAsImage] = useState(false);
  if (!id) return <Box sx={{ width: size, height: size, bgcolor: 'action.hover', borderRadius: 1, flex: 'none' }} />;
  const src = imageUrl(id);
  const style = { width: size, height: size, objectFit: 'contain' as const, borderRadius: 4, flex: 'none' as const };
  if (video || failedAsImage) return <video src={src} style={style} muted loop autoPlay playsInline />;
  return <img src={src} alt="" style={style} loading="lazy" onError={() => setFailedAsImage(true)} />;
}

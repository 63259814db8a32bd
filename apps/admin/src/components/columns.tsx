import { useRecordContext } from 'react-admin';
import { ImageThumb } from './image-thumb';

/** List column with the thumbnail of `imageId` (or another image field). */
export function ImageColumn({ source = 'imageId' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  return <ImageThumb id={record?.[source] as string | null | undefined} size={32} />;
}

/** Formats unix seconds as a local date and time. */
export function formatUnixSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(Number(seconds))) return '';
  return new Date(Number(seconds) * 1000).toLocaleString();
}

export function UnixTimeField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  return <span>{formatUnixSeconds(record?.[source] as number | undefined)}</span>;
}

/** Yes/No text for boolean columns (lighter than icons in the narrow master list). */
export function YesNoField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  return <span>{record?.[source] ? 'yes' : ''}</span>;
}

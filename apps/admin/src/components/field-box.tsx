import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useInput } from 'react-admin';

/** A labelled, outlined group used by the list-valued inputs. */
export function FieldBox({ label, children, actions }: { label: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Box role="group" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 2, width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="subtitle2">{label}</Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box>
      </Box>
      {children}
    </Box>
  );
}

const identity = (value: any) => value;

/** A form value that is an array (entries, ids), read and replaced as a whole. */
export function useArrayValue<T>(source: string): [T[], (next: T[]) => void] {
  const { field } = useInput({ source, format: identity, parse: identity });
  const value: T[] = Array.isArray(field.value) ? field.value : [];
  return [value, (next: T[]) => field.onChange(next)];
}

/** A scalar form value read and written directly (ids set by pickers). */
export function useScalarValue<T>(source: string): [T | null, (next: T | null) => void] {
  const { field } = useInput({ source, format: identity, parse: identity });
  return [(field.value ?? null) as T | null, (next: T | null) => field.onChange(next)];
}

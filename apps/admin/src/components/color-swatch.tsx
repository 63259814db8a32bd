import { Box, InputAdornment } from '@mui/material';
import { TextInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';

export function normalizeHex(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const hex = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex) ? hex : null;
}

export function ColorSwatch({ color, size = 18 }: { color: string | null | undefined; size?: number }) {
  const hex = normalizeHex(color);
  return (
    <Box
      component="span"
      title={color ?? ''}
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '4px',
        border: 1,
        borderColor: 'divider',
        verticalAlign: 'middle',
        bgcolor: hex ?? 'transparent',
        backgroundImage: hex ? 'none' : 'repeating-linear-gradient(45deg, #ccc 0 3px, transparent 3px 6px)',
      }}
    />
  );
}

/** List column: swatch and hex text of `colorHex`. */
export function ColorSwatchField({ source = 'colorHex' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const value = record?.[source] as string | undefined;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <ColorSwatch color={value} />
      <span>{value}</span>
    </Box>
  );
}

function LiveSwatch({ source }: { source: string }) {
  const value = useWatch({ name: source });
  return <ColorSwatch color={value} size={22} />;
}

/** Form input for `colorHex` with a live swatch. */
export function ColorHexInput({ source = 'colorHex', label = 'colorHex' }: { source?: string; label?: string }) {
  return (
    <TextInput
      source={source}
      label={label}
      helperText="e.g. #a335ee"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <LiveSwatch source={source} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

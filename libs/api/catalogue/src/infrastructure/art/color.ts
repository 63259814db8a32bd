/** Colour helpers for the art (pure). Colours are #rrggbb strings. */

export function clampByte(n: number): number {
  return Math.max(0, Math.min(255, Math.round(n)));
}

export function parseHex(hex: string | null | undefined, fallback = '#8888aa'): [number, number, number] {
  const raw = (hex ?? '').trim().replace(/^#/, '');
  const full =
    raw.length === 3
      ? raw
          .split('')
          .map((c) => c + c)
          .join('')
      : raw.slice(0, 6);
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return parseHex(fallback);
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

export function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => clampByte(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `a` towards `b` by `t` (0..1). */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** A colour from hue (0..360), saturation and lightness (0..1). */
export function hsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** Rarity colour by rarity short name when the record carries none (the demo pack's five). */
const RARITY_FALLBACK: Record<string, string> = {
  common: '#9d9d9d',
  uncommon: '#1eff00',
  normal: '#0070dd',
  rare: '#a335ee',
  boss: '#ff8000',
};

export function rarityColor(rarity: { colorHex?: string | null; shortName?: string } | null | undefined): string {
  if (rarity?.colorHex) return toHex(parseHex(rarity.colorHex));
  return RARITY_FALLBACK[rarity?.shortName ?? ''] ?? '#9d9d9d';
}

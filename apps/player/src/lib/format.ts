/** Cuts a name to `max` characters plus dots (spec player §2: 14). */
export function truncateName(name: string, max = 14): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

/** K, M, B with one decimal (spec player §9). */
export function abbreviateNumber(value: number, from = 1000): string {
  const abs = Math.abs(value);
  if (abs < from) return value.toLocaleString('en-US');
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, unit] of units) {
    if (abs >= size) return `${(Math.trunc((value / size) * 10) / 10).toFixed(1)}${unit}`;
  }
  return String(value);
}

import { errorText as sharedErrorText } from '../../lib/api-client';

/** Texts of the Maps screen; the server's answers (`message`) are shown as they come. */
export const MAP_SCREEN_TEXTS = {
  loading: 'Loading your séance maps...',
  loadFailed: 'Failed to load your séance maps',
  mapLoading: 'Reading the map...',
  mapLoadFailed: 'Failed to load this map',
  actionFailed: 'That did not work. Please try again.',
  noScrolls: 'No séance scrolls. Bosses drop them, and the laboratory crafts the Candle-Stub scroll.',
  noMaps: 'No séance maps yet. Start one from a scroll and invite up to four friends.',
  nameRequired: 'Please enter a player name',
  free: 'Still free',
  noGround: 'No open ground holds it',
} as const;

/** The server's message of a refused call, or this screen's fallback when it sent none. */
export function errorText(error: unknown, fallback: string = MAP_SCREEN_TEXTS.actionFailed): string {
  return sharedErrorText(error, fallback);
}

/** A day, month and time ("26 Nov, 14:05"). */
export function when(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** A chance (0..1) as a percentage with one decimal below 10 %. */
export function percent(chance: number): string {
  const value = chance * 100;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} %`;
}

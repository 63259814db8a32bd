import { SETTINGS, type MarketVolumePointDto, type SettingDefinition } from '@grimhunt/contracts';

/** The market's settings, in the order the page shows them. */
export const MARKET_SETTINGS: { label: string; definition: SettingDefinition<number> }[] = [
  { label: 'Tariff (%)', definition: SETTINGS.marketTariffPercent },
  { label: 'Open orders per player', definition: SETTINGS.marketMaxOpenOrders },
  { label: 'Highest price per unit', definition: SETTINGS.marketMaxPrice },
  { label: 'Most units per order', definition: SETTINGS.marketMaxAmount },
  { label: 'Days an order lives', definition: SETTINGS.marketOrderDays },
  { label: 'Lowest price (% of median)', definition: SETTINGS.marketMedianMinPercent },
  { label: 'Highest price (% of median)', definition: SETTINGS.marketMedianMaxPercent },
];

/** Why a typed value would not be read by the game (it would fall back to the default), or null when it is fine. */
export function settingProblem(definition: SettingDefinition<number>, raw: string): string | null {
  return definition.parse(raw) === undefined ? `Not a value the game can read: ${definition.description}` : null;
}

/** The windows the volume chart offers, in days. */
export const VOLUME_DAYS = [7, 30, 90] as const;

export interface VolumeBar {
  day: string;
  amount: number;
  gold: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One bar per day (zero days included) scaled to the tallest day, in a `width` x `height` box. */
export function volumeBars(points: MarketVolumePointDto[], width: number, height: number): { bars: VolumeBar[]; max: number } {
  const max = Math.max(0, ...points.map((p) => p.amount));
  const slot = points.length > 0 ? width / points.length : 0;
  const bars = points.map((p, i) => {
    const h = max > 0 ? (p.amount / max) * height : 0;
    return { day: p.day, amount: p.amount, gold: p.gold, x: i * slot + slot * 0.15, y: height - h, width: slot * 0.7, height: h };
  });
  return { bars, max };
}

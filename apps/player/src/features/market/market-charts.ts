/**
 * The geometry of the market's two charts, as pure functions (the components only draw what these return): the
 * depth chart of an item's book and the line of its recent trade prices. Coordinates are SVG user units inside a
 * plot box of `width` x `height`, y growing downwards.
 */

export interface PriceLevel {
  price: number;
  amount: number;
}

export interface PricePoint {
  price: number;
  /** Time of the trade, ISO 8601. */
  at: string;
}

export interface Tick {
  value: number;
  /** Position along the axis, in plot units. */
  at: number;
}

/** A linear map from `[d0, d1]` onto `[r0, r1]`; a zero-width domain maps to the middle of the range. */
export function scale(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** Round tick values (1, 2 or 5 times a power of ten) covering `[min, max]`, about `count` of them. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const whole = Math.max(1, step);
  const ticks: number[] = [];
  for (let value = Math.ceil(min / whole) * whole; value <= max; value += whole) ticks.push(value);
  return ticks;
}

/** The running total of a book side from its best level outwards (bids: price falling; asks: price rising). */
export function cumulative(levels: PriceLevel[], side: 'bid' | 'ask'): PriceLevel[] {
  const sorted = [...levels].sort((a, b) => (side === 'bid' ? b.price - a.price : a.price - b.price));
  let total = 0;
  return sorted.map((level) => {
    total += level.amount;
    return { price: level.price, amount: total };
  });
}

export interface DepthGeometry {
  /** Closed area paths (`d` attributes); empty when the side has no orders. */
  bidArea: string;
  askArea: string;
  xTicks: Tick[];
  yTicks: Tick[];
  /** The x of the gap between the best bid and the best ask (null when a side is empty). */
  spreadAt: number | null;
}

/**
 * The depth chart: each side's cumulative amount as a staircase that starts at its best price and steps outwards,
 * bids to the left and asks to the right, over one shared price axis with a little room on both ends.
 */
export function depthGeometry(bids: PriceLevel[], asks: PriceLevel[], width: number, height: number): DepthGeometry {
  const bidSteps = cumulative(bids, 'bid');
  const askSteps = cumulative(asks, 'ask');
  const prices = [...bidSteps, ...askSteps].map((s) => s.price);
  if (prices.length === 0) return { bidArea: '', askArea: '', xTicks: [], yTicks: [], spreadAt: null };
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const pad = Math.max(1, Math.round((high - low) * 0.08));
  const x = scale(Math.max(0, low - pad), high + pad, 0, width);
  const top = Math.max(...[...bidSteps, ...askSteps].map((s) => s.amount));
  const y = scale(0, top, height, 0);
  const area = (steps: PriceLevel[], edge: number) => {
    if (steps.length === 0) return '';
    let d = `M${r(x(steps[0].price))},${height}`;
    let level = 0;
    for (const step of steps) {
      d += ` L${r(x(step.price))},${r(y(level))} L${r(x(step.price))},${r(y(step.amount))}`;
      level = step.amount;
    }
    return `${d} L${edge},${r(y(level))} L${edge},${height} Z`;
  };
  const bestBid = bidSteps[0]?.price;
  const bestAsk = askSteps[0]?.price;
  return {
    bidArea: area(bidSteps, 0),
    askArea: area(askSteps, width),
    xTicks: niceTicks(Math.max(0, low - pad), high + pad, 4).map((value) => ({ value, at: r(x(value)) })),
    yTicks: niceTicks(0, top, 3).map((value) => ({ value, at: r(y(value)) })),
    spreadAt: bestBid !== undefined && bestAsk !== undefined ? r(x((bestBid + bestAsk) / 2)) : null,
  };
}

export interface LineGeometry {
  /** The polyline's `points` attribute, oldest trade first. */
  points: string;
  dots: { x: number; y: number; price: number; at: string }[];
  yTicks: Tick[];
  /** The y of the median line, when a median is given. */
  medianAt: number | null;
  /** First and last trade time (the x axis' two labels). */
  from: string | null;
  to: string | null;
}

/**
 * The price history: trades in time order, x by time (evenly spaced when all share one instant), y by price on an
 * axis that also holds the median so its line is always in view.
 */
export function lineGeometry(trades: PricePoint[], median: number | null, width: number, height: number): LineGeometry {
  const sorted = [...trades].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (sorted.length === 0) return { points: '', dots: [], yTicks: [], medianAt: null, from: null, to: null };
  const times = sorted.map((t) => Date.parse(t.at));
  const values = sorted.map((t) => t.price).concat(median ?? []);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = Math.max(1, Math.round((high - low) * 0.12));
  const y = scale(Math.max(0, low - pad), high + pad, height, 0);
  const spread = times[times.length - 1] - times[0];
  const byTime = scale(times[0], times[times.length - 1], 0, width);
  const x = (time: number, index: number) =>
    sorted.length === 1 ? width / 2 : spread > 0 ? byTime(time) : (index / (sorted.length - 1)) * width;
  const dots = sorted.map((t, i) => ({ x: r(x(times[i], i)), y: r(y(t.price)), price: t.price, at: t.at }));
  return {
    points: dots.map((d) => `${d.x},${d.y}`).join(' '),
    dots,
    yTicks: niceTicks(Math.max(0, low - pad), high + pad, 3).map((value) => ({ value, at: r(y(value)) })),
    medianAt: median === null ? null : r(y(median)),
    from: sorted[0].at,
    to: sorted[sorted.length - 1].at,
  };
}

/** Two decimals are plenty for SVG coordinates and keep the paths short and stable in tests. */
function r(value: number): number {
  return Math.round(value * 100) / 100;
}

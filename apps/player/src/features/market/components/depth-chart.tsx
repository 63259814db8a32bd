import { depthGeometry, type PriceLevel } from '../market-charts';

const W = 360;
const H = 170;
/** Room around the plot for the axis labels (left: amounts; bottom: prices). */
const PAD = { left: 40, right: 10, top: 12, bottom: 26 };

/** An item's book as a depth chart: bids (green) stepping left from the best bid, asks (red) right from the best ask. */
export function DepthChart({ bids, asks }: { bids: PriceLevel[]; asks: PriceLevel[] }) {
  const g = depthGeometry(bids, asks, W, H);
  const label = `Depth chart: ${bids.length} bid and ${asks.length} ask price levels`;
  return (
    <figure className="market-chart" data-testid="depth-chart">
      <figcaption className="market-chart__title">Depth</figcaption>
      {!g.bidArea && !g.askArea ? (
        <p className="muted market-chart__empty">No open orders for this item.</p>
      ) : (
        <svg
          className="market-chart__svg"
          viewBox={`${-PAD.left} ${-PAD.top} ${W + PAD.left + PAD.right} ${H + PAD.top + PAD.bottom}`}
          role="img"
          aria-label={label}
        >
          {g.yTicks.map((t) => (
            <g key={`y${t.value}`} className="market-chart__grid">
              <line x1={0} x2={W} y1={t.at} y2={t.at} />
              <text x={-8} y={t.at + 4} textAnchor="end">
                {t.value.toLocaleString('en-US')}
              </text>
            </g>
          ))}
          {g.xTicks.map((t) => (
            <text key={`x${t.value}`} className="market-chart__tick" x={t.at} y={H + 18} textAnchor="middle">
              {t.value.toLocaleString('en-US')}
            </text>
          ))}
          {g.bidArea && <path className="market-chart__bids" d={g.bidArea} data-testid="depth-bids" />}
          {g.askArea && <path className="market-chart__asks" d={g.askArea} data-testid="depth-asks" />}
          {g.spreadAt !== null && <line className="market-chart__spread" x1={g.spreadAt} x2={g.spreadAt} y1={0} y2={H} />}
          <line className="market-chart__axis" x1={0} x2={W} y1={H} y2={H} />
        </svg>
      )}
      <p className="market-chart__legend">
        <span className="market-chart__key market-chart__key--bids">Bids (buyers)</span>
        <span className="market-chart__key market-chart__key--asks">Asks (sellers)</span>
      </p>
    </figure>
  );
}

import { lineGeometry, type PricePoint } from '../market-charts';

const W = 360;
const H = 150;
const PAD = { left: 40, right: 10, top: 12, bottom: 26 };

const shortDate = (at: string) =>
  new Date(at).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** An item's recent trade prices as a line, oldest first, with the 7-day median as a dashed line. */
export function PriceChart({ trades, median }: { trades: PricePoint[]; median: number | null }) {
  const g = lineGeometry(trades, median, W, H);
  return (
    <figure className="market-chart" data-testid="price-chart">
      <figcaption className="market-chart__title">Price history</figcaption>
      {g.dots.length === 0 ? (
        <p className="muted market-chart__empty">No trades yet.</p>
      ) : (
        <svg
          className="market-chart__svg"
          viewBox={`${-PAD.left} ${-PAD.top} ${W + PAD.left + PAD.right} ${H + PAD.top + PAD.bottom}`}
          role="img"
          aria-label={`Price history: ${g.dots.length} trades`}
        >
          {g.yTicks.map((t) => (
            <g key={t.value} className="market-chart__grid">
              <line x1={0} x2={W} y1={t.at} y2={t.at} />
              <text x={-8} y={t.at + 4} textAnchor="end">
                {t.value.toLocaleString('en-US')}
              </text>
            </g>
          ))}
          {g.medianAt !== null && (
            <g className="market-chart__median" data-testid="median-line">
              <line x1={0} x2={W} y1={g.medianAt} y2={g.medianAt} />
              <text x={W} y={g.medianAt - 6} textAnchor="end">
                median {median?.toLocaleString('en-US')}
              </text>
            </g>
          )}
          <polyline className="market-chart__line" points={g.points} />
          {g.dots.map((d, i) => (
            <circle key={i} className="market-chart__dot" cx={d.x} cy={d.y} r={4}>
              <title>{`${d.price.toLocaleString('en-US')} gold, ${shortDate(d.at)}`}</title>
            </circle>
          ))}
          <line className="market-chart__axis" x1={0} x2={W} y1={H} y2={H} />
          {g.from && (
            <text className="market-chart__tick" x={0} y={H + 18}>
              {shortDate(g.from)}
            </text>
          )}
          {g.to && g.dots.length > 1 && (
            <text className="market-chart__tick" x={W} y={H + 18} textAnchor="end">
              {shortDate(g.to)}
            </text>
          )}
        </svg>
      )}
    </figure>
  );
}

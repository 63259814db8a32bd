import { Box, Typography } from '@mui/material';
import { linePoints, type ChartData } from './analytics-rules';

const W = 640;
const H = 180;

/** A small SVG line chart with a legend (no chart library needed for a handful of daily series). */
export function AnalyticsChart({ title, data }: { title: string; data: ChartData }) {
  const max = Math.max(1, ...data.series.flatMap((s) => s.values));
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={title}>
      <Typography variant="subtitle1" component="figcaption" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {data.days.length === 0 || data.series.length === 0 ? (
        <Typography color="text.secondary">No data available</Typography>
      ) : (
        <>
          <svg viewBox={`-40 -10 ${W + 60} ${H + 40}`} width="100%" role="img" aria-label={`${title} over ${data.days.length} days`}>
            <line x1={0} y1={H} x2={W} y2={H} stroke="#9ca3af" />
            <line x1={0} y1={0} x2={0} y2={H} stroke="#9ca3af" />
            <text x={-8} y={6} textAnchor="end" fontSize="11" fill="#6b7280">
              {max}
            </text>
            <text x={-8} y={H} textAnchor="end" fontSize="11" fill="#6b7280">
              0
            </text>
            <text x={0} y={H + 18} fontSize="11" fill="#6b7280">
              {data.days[0]}
            </text>
            {data.days.length > 1 && (
              <text x={W} y={H + 18} textAnchor="end" fontSize="11" fill="#6b7280">
                {data.days[data.days.length - 1]}
              </text>
            )}
            {data.series.map((s) => (
              <g key={s.key} data-series={s.key}>
                <polyline points={linePoints(s.values, W, H, max)} fill="none" stroke={s.color} strokeWidth={2.5} />
                {s.values.length === 1 && <circle cx={W / 2} cy={H - (s.values[0] / max) * H} r={4} fill={s.color} />}
              </g>
            ))}
          </svg>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {data.series.map((s) => (
              <Typography key={s.key} variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <Box component="span" sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: s.color, display: 'inline-block' }} />
                {s.label}: {s.values[s.values.length - 1] ?? 0}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

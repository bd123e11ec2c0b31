import type { MediaReport } from '@core/media-review';
import { Box, Stack, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';

const SIZE = { width: 720, height: 200, left: 40, bottom: 26, top: 8 };

/**
 * Decisions per day as stacked bars (confirmed under rejected), with its own legend; the table
 * below carries the same numbers for screen readers, so the picture is named, not narrated.
 */
export function DecisionChart({ days, format }: { days: MediaReport['days']; format(day: string): string }) {
  const theme = useTheme();
  const translate = useTranslate();
  const colours = { confirmed: theme.palette.success.main, rejected: theme.palette.error.main };
  const top = Math.max(1, ...days.map((d) => d.confirmed + d.rejected));
  const plot = { w: SIZE.width - SIZE.left, h: SIZE.height - SIZE.bottom - SIZE.top };
  const y = (v: number) => SIZE.top + plot.h - (v / top) * plot.h;
  const bar = plot.w / Math.max(1, days.length);
  const ticks = [0, Math.round(top / 2), top].filter((v, i, all) => all.indexOf(v) === i);
  const labelEvery = Math.ceil(days.length / 8);
  const text = { fontSize: 11, fill: theme.palette.text.secondary };
  return (
    <Box>
      <svg
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        width="100%"
        role="img"
        aria-label={translate('gondola.review.report.chart')}
        data-testid="review-report-chart"
        style={{ maxWidth: SIZE.width }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={SIZE.left} x2={SIZE.width} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} strokeDasharray={tick ? '2 3' : undefined} />
            <text x={SIZE.left - 6} y={y(tick) + 4} textAnchor="end" {...text}>
              {tick}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          // A bar is at most 48 units wide, centred in its day (a range of one day is not one wall of colour).
          const w = Math.max(1, Math.min(bar - 2, 48));
          const x = SIZE.left + i * bar + (bar - w) / 2;
          return (
            <g key={d.day}>
              {d.confirmed > 0 && <rect x={x} y={y(d.confirmed)} width={w} height={y(0) - y(d.confirmed)} fill={colours.confirmed} data-decision="confirmed" />}
              {d.rejected > 0 && (
                <rect x={x} y={y(d.confirmed + d.rejected)} width={w} height={y(d.confirmed) - y(d.confirmed + d.rejected)} fill={colours.rejected} data-decision="rejected" />
              )}
              {i % labelEvery === 0 && (
                <text x={x + w / 2} y={SIZE.height - 8} textAnchor="middle" {...text}>
                  {format(d.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Stack direction="row" spacing={2}>
        {(['confirmed', 'rejected'] as const).map((k) => (
          <Stack key={k} direction="row" spacing={0.5} alignItems="center">
            <Box sx={{ width: 12, height: 12, bgcolor: colours[k] }} />
            <Typography variant="caption">{translate(`gondola.review.states.${k}`)}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

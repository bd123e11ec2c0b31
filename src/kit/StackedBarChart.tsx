import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';

export interface ChartSeries {
  id: string;
  label: string;
  /** A colour of the theme; the theme's palette in order otherwise. */
  color?: string;
}

export interface StackedBarChartProps {
  points: ReadonlyArray<{ x: string; values: Record<string, number> }>;
  series: readonly ChartSeries[];
  stacked: boolean;
  /** The x axis' label of a point (a date in the user's language, a customer's name). */
  formatX(x: string): string;
  formatValue(value: number): string;
  /** What the chart shows, for screen readers (the table beside it carries the same numbers). */
  label: string;
  height?: number;
  testId?: string;
}

/**
 * The reports' one chart: bars over time or categories, stacked where the series add up, on MUI's
 * own charts (`@mui/x-charts`) in the theme's colours, with a legend, tooltips and axis labels in
 * the user's language. Loaded only with the pages that draw one.
 */
export function StackedBarChart({ points, series, stacked, formatX, formatValue, label, height = 280, testId }: StackedBarChartProps) {
  const theme = useTheme();
  const translate = useTranslate();
  const palette = [theme.palette.primary.main, theme.palette.warning.main, theme.palette.error.main, theme.palette.success.main, theme.palette.info.main, theme.palette.grey[500]];
  const dataset = points.map((p) => ({ x: p.x, ...p.values }));
  // Long axes get every n-th label so they stay readable on a phone.
  const every = Math.max(1, Math.ceil(points.length / 12));
  return (
    <Box role="figure" aria-label={label} data-testid={testId} sx={{ width: '100%' }}>
      <BarChart
        height={height}
        dataset={dataset}
        skipAnimation
        localeText={{ noData: translate('gondola.kit.empty'), loading: translate('ra.page.loading') }}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'x',
            valueFormatter: (x: string, context) => (context.location === 'tick' && points.findIndex((p) => p.x === x) % every !== 0 ? '' : formatX(x)),
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => formatValue(v), width: 64 }]}
        series={series.map((s, n) => ({
          dataKey: s.id,
          label: s.label,
          color: s.color ?? palette[n % palette.length],
          valueFormatter: (v: number | null) => (v === null ? '' : formatValue(v)),
          ...(stacked && { stack: 'total' }),
        }))}
        margin={{ left: 8, right: 8 }}
      />
    </Box>
  );
}

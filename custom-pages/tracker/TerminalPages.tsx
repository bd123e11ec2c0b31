import { Alert, Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useDateFormat } from '@src/i18n/date-format';
import { csvText } from '@core/csv';
import type { SalesRow } from '@core/lane-configs';
import { failureAnswer } from '@src/http/failure-answer';
import { saveFile } from '@src/http/save-file';
import { Loading } from '@src/kit/Loading';
import { RecordTable } from '@src/kit/RecordTable';
import { StackedBarChart } from '@src/kit/StackedBarChart';
import { PageHeader } from '@src/resource-screens/page-title';
import { keys } from '@src/resource-screens/resource-messages';
import type { RouteEntry } from '@src/shell/route-table';
import { useInstallationCrumbs } from '@src/kit/installation-crumbs';

type PageProps = { route: RouteEntry };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** `terminalSales`: the terminals' sales per day and product in a range, with sums, a chart and CSV. */
export function TerminalSalesPage({ route }: PageProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.tracker.sales.${key}`, options);
  const { locale: formatting } = useDateFormat();
  const { installationId = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const [range, setRange] = useState({ from: day(-29), to: day(0) });
  const { data, isPending } = useQuery({ queryKey: ['terminal-sales', installationId, range], queryFn: () => dataProvider.getTerminalSales(installationId, range.from, range.to) });
  const rows = data?.rows ?? [];
  const products = [...new Set(rows.map((r) => r.product))];
  const productLabel = (p: string) => translate(keys.option('terminal-sales', 'product', p));
  const currency = rows[0]?.currency ?? 'EUR';
  const money = useMemo(() => new Intl.NumberFormat(formatting, { style: 'currency', currency }), [formatting, currency]);
  // The axis in whole amounts: cents on a chart's scale are noise.
  const wholeMoney = useMemo(() => new Intl.NumberFormat(formatting, { style: 'currency', currency, maximumFractionDigits: 0 }), [formatting, currency]);
  const points = [...new Set(rows.map((r) => r.day))].map((d) => ({ x: d, values: Object.fromEntries(rows.filter((r) => r.day === d).map((r) => [r.product, r.amount])) }));
  const totals = { quantity: rows.reduce((n, r) => n + r.quantity, 0), amount: rows.reduce((n, r) => n + r.amount, 0) };
  const exportCsv = () => {
    const csv = csvText([[t('day'), t('product'), t('quantity'), t('amount')], ...rows.map((r) => [r.day, productLabel(r.product), r.quantity, r.amount.toFixed(2)])]);
    saveFile({ blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename: `terminal-sales-${installationId}-${range.from}-${range.to}.csv` });
  };
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      <Stack direction="row" spacing={1} alignItems="center" sx={{ my: 1, flexWrap: 'wrap' }} useFlexGap>
        {(['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            size="small"
            type="date"
            label={translate(`gondola.kit.reportRange.${end}`)}
            value={range[end]}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, [end]: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: end === 'from' ? { max: range.to } : { min: range.from } }}
            sx={{ width: 190 }}
          />
        ))}
        <Button size="small" variant="outlined" onClick={exportCsv} disabled={!rows.length}>
          {t('csv')}
        </Button>
      </Stack>
      {isPending ? (
        <Loading />
      ) : !rows.length ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        <>
          <Box data-testid="sales-chart">
            <StackedBarChart
              points={points}
              series={products.map((p) => ({ id: p, label: productLabel(p) }))}
              stacked
              formatX={(x) => new Date(`${x}T12:00:00`).toLocaleDateString(formatting, { day: 'numeric', month: 'short' })}
              formatValue={(v) => wholeMoney.format(v)}
              label={t('chart')}
            />
          </Box>
          <RecordTable<SalesRow>
            rows={rows}
            label={t('table')}
            rowKey={(r) => `${r.day}-${r.product}`}
            testId="sales-table"
            pageSize={25}
            initialSort={{ column: 'day', order: 'desc' }}
            footer={{ day: t('total'), quantity: totals.quantity, amount: money.format(totals.amount) }}
            columns={[
              { id: 'day', label: t('day'), render: (r) => new Date(`${r.day}T12:00:00`).toLocaleDateString(formatting), sortBy: (r) => r.day, nowrap: true },
              { id: 'product', label: t('product'), render: (r) => productLabel(r.product), sortBy: (r) => r.product },
              { id: 'quantity', label: t('quantity'), render: (r) => r.quantity, sortBy: (r) => r.quantity, align: 'right' },
              { id: 'amount', label: t('amount'), render: (r) => money.format(r.amount), sortBy: (r) => r.amount, align: 'right', nowrap: true },
            ]}
          />
        </>
      )}
    </Box>
  );
}

const HOURS = [6, 24, 168] as const;

/** `destination-os-emma-dashboard/{graphId}/{hostId}`: a Zabbix graph of the installation's host as a chart. */
export function EmmaDashboardPage({ route }: PageProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.tracker.monitoring.${key}`, options);
  const { locale: formatting } = useDateFormat();
  const { installationId = '', graphId = '', hostId = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const [hours, setHours] = useState<number>(24);
  const graph = useQuery({
    queryKey: ['monitoring-graph', installationId, graphId, hostId, hours],
    queryFn: () => dataProvider.getMonitoringGraph(installationId, graphId, hostId, hours),
    retry: false,
  });
  const code = graph.error ? failureAnswer(graph.error).error : undefined;
  const series = graph.data?.series ?? [];
  const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.at)))].sort();
  // Millions of bits per second fit the axis as "4M" ("4 Mio." in German); the language's own
  // convention, as en-GB writes "4m", which reads as milli beside a unit.
  const compact = useMemo(() => new Intl.NumberFormat(formatting.split('-')[0], { notation: 'compact', maximumFractionDigits: 1 }), [formatting]);
  return (
    <Box>
      <PageHeader crumbs={graph.data ? [...crumbs, { label: graph.data.name }] : crumbs} />
      <ToggleButtonGroup size="small" exclusive value={hours} onChange={(_, v: number | null) => v && setHours(v)} aria-label={t('hours', { hours })} sx={{ my: 1 }}>
        {HOURS.map((h) => (
          <ToggleButton key={h} value={h}>
            {t('hours', { hours: h })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {graph.data?.demo && (
        <Alert severity="info" variant="outlined" sx={{ mb: 1 }} data-testid="monitoring-demo">
          {t('demo')}
        </Alert>
      )}
      {graph.isPending ? (
        <Loading />
      ) : graph.data?.configured === false ? (
        <Alert severity="info" data-testid="monitoring-notice">
          {t('notConfigured')}
        </Alert>
      ) : graph.isError ? (
        <Alert severity="warning" data-testid="monitoring-notice">
          {t(code === 'not_found' ? 'notFound' : 'unavailable')}
        </Alert>
      ) : !times.length ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <Box data-testid="monitoring-chart" role="img" aria-label={graph.data?.name}>
          <LineChart
            height={320}
            xAxis={[
              { data: times.map((at) => new Date(at)), scaleType: 'time', valueFormatter: (d: Date) => d.toLocaleTimeString(formatting, { hour: '2-digit', minute: '2-digit' }) },
            ]}
            yAxis={[{ valueFormatter: (v: number | null) => (v === null ? '' : compact.format(v)) }]}
            series={series.map((s) => ({
              id: s.itemId,
              label: `${s.name}${s.unit ? ` (${s.unit})` : ''}`,
              data: times.map((at) => s.points.find((p) => p.at === at)?.value ?? null),
              showMark: false,
              connectNulls: true,
              ...(s.color ? { color: s.color } : {}),
            }))}
          />
        </Box>
      )}
    </Box>
  );
}

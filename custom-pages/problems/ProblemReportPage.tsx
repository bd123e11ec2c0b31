import Download from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { GondolaDataProvider, ProblemReportData } from '@src/console/data-provider';
import type { RouteEntry } from '@src/shell/route-table';
import { saveFile } from '@src/http/save-file';
import { formatDuration } from '@src/i18n/relative-time';
import { RecordTable } from '@src/kit/RecordTable';
import { ShellPage } from '@src/shell/ShellPage';
import { useReportRange } from '@src/kit/ReportRange';
import { SEVERITIES as SEVERITY_OPTIONS } from '@resources/problems';

const SEVERITIES = ['5', '4', '3', '2', '1', '0'];

/** The list's tone of each severity (`resources/problems`), as a colour of the theme. */
function useSeverityColours(): Record<string, string> {
  const theme = useTheme();
  const tone: Record<string, string> = {
    critical: theme.palette.error.dark,
    error: theme.palette.error.main,
    warning: theme.palette.warning.main,
    info: theme.palette.info.main,
    neutral: theme.palette.grey[500],
  };
  const colours: Record<string, string> = {};
  const seen = new Set<string>();
  // Lower severities first: of two that share a tone (average, warning), the lower one gets its lighter shade.
  for (const o of SEVERITY_OPTIONS) {
    const base = tone[o.tone ?? 'neutral']!;
    colours[o.value] = seen.has(o.tone ?? 'neutral') ? base : o.tone === 'warning' ? theme.palette.warning.light : base;
    seen.add(o.tone ?? 'neutral');
  }
  return colours;
}

const CHART = { width: 720, height: 200, left: 44, bottom: 28, top: 8 };

/** Stacked bars per bucket with a count axis and a time axis, in the list's colours per severity (the table below carries the same numbers). */
function SeverityChart({ report, format }: { report: ProblemReportData; format(iso: string): string }) {
  const theme = useTheme();
  const translate = useTranslate();
  const colours = useSeverityColours();
  const max = Math.max(1, ...report.buckets.map((b) => b.total));
  const step = Math.max(1, Math.ceil(max / 4));
  const ticks = Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);
  const top = Math.max(max, ticks.at(-1)!);
  const plot = { w: CHART.width - CHART.left, h: CHART.height - CHART.bottom - CHART.top };
  const bar = plot.w / Math.max(1, report.buckets.length);
  const y = (v: number) => CHART.top + plot.h - (v / top) * plot.h;
  const labelled = report.buckets.length <= 8 ? report.buckets.map((_, i) => i) : [0, Math.floor(report.buckets.length / 2), report.buckets.length - 1];
  const bucket = translate(`gondola.problems.report.${report.bucket}`);
  const text = { fill: theme.palette.text.secondary, fontSize: 11 };
  return (
    <Box>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        width="100%"
        role="img"
        aria-label={translate('gondola.problems.report.chart', { bucket })}
        data-testid="problem-report-chart"
      >
        <text x={0} y={10} {...text}>
          {translate('gondola.problems.report.yAxis')}
        </text>
        {ticks.map((t) => (
          <g key={t} data-tick={t}>
            <line x1={CHART.left} x2={CHART.width} y1={y(t)} y2={y(t)} stroke={theme.palette.divider} strokeDasharray={t ? '2 3' : undefined} />
            <text x={CHART.left - 6} y={y(t) + 4} textAnchor="end" {...text}>
              {t}
            </text>
          </g>
        ))}
        {report.buckets.map((b, i) => {
          let top_ = y(0);
          return (
            <g key={b.start}>
              <title>{`${format(b.start)}: ${b.total}`}</title>
              {[...SEVERITIES].reverse().map((s) => {
                const h = ((b.bySeverity[s] ?? 0) / top) * plot.h;
                top_ -= h;
                return h > 0 ? <rect key={s} x={CHART.left + i * bar + 1} y={top_} width={Math.max(1, bar - 2)} height={h} fill={colours[s]} data-severity={s} /> : null;
              })}
            </g>
          );
        })}
        {labelled.map((i) => (
          <text key={i} x={CHART.left + i * bar + bar / 2} y={CHART.height - 10} textAnchor={i === 0 ? 'start' : i === report.buckets.length - 1 ? 'end' : 'middle'} {...text}>
            {report.buckets[i] ? format(report.buckets[i]!.start) : ''}
          </text>
        ))}
      </svg>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center' }}>
        {translate('gondola.problems.report.xAxis', { bucket })}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {SEVERITIES.map((s) => (
          <Stack key={s} direction="row" spacing={0.5} alignItems="center">
            <Box sx={{ width: 12, height: 12, bgcolor: colours[s] }} />
            <Typography variant="caption">{translate(`resources.problems.options.severity.${s}`)}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

/** `/problem/report`: problems over a range (last hour, last 7 days, custom); chart, table and CSV. */
type Bucket = ProblemReportData['buckets'][number];

export default function ProblemReportPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { range, controls } = useReportRange();
  const { data: report } = useQuery({ queryKey: ['problems', 'report', range], queryFn: () => dataProvider.getProblemReport(range) });
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.problems.report.${key}`, options);
  const download = async () => saveFile(await dataProvider.getProblemReportCsv(range));
  const format = (iso: string) => new Date(iso).toLocaleString(locale, report?.bucket === 'day' ? { dateStyle: 'medium' } : { dateStyle: 'short', timeStyle: 'short' });
  return (
    <ShellPage route={route} title={translate('gondola.routes.problemReport')}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {controls}
        <Button startIcon={<Download />} onClick={() => void download()}>
          {translate('gondola.kit.reportRange.exportCsv')}
        </Button>
      </Stack>
      {report && (
        <Stack spacing={3}>
          <Stack direction="row" spacing={4} data-testid="problem-report-summary">
            <Typography>
              {t('total')}: <strong>{report.total}</strong>
            </Typography>
            <Typography>
              {t('mtta')}: <strong>{formatDuration(report.meanTimeToAcknowledgeS, locale)}</strong>
            </Typography>
            <Typography>
              {t('mttr')}: <strong>{formatDuration(report.meanTimeToResolveS, locale)}</strong>
            </Typography>
          </Stack>
          <SeverityChart report={report} format={format} />
          <RecordTable
            rows={report.buckets.filter((b) => b.total > 0 || report.buckets.length <= 31)}
            rowKey={(b) => b.start}
            label={t('table')}
            testId="problem-report-table"
            columns={[
              { id: 'start', label: t('start'), nowrap: true, sortBy: (b) => b.start, render: (b) => format(b.start) },
              { id: 'total', label: t('total'), align: 'right', sortBy: (b) => b.total, render: (b) => b.total },
              ...SEVERITIES.map((sev) => ({
                id: `severity-${sev}`,
                label: translate(`resources.problems.options.severity.${sev}`),
                align: 'right' as const,
                sortBy: (b: Bucket) => b.bySeverity[sev] ?? 0,
                render: (b: Bucket) => b.bySeverity[sev] ?? 0,
              })),
              ...['zabbix', 'tracker', 'skimovie'].map((src) => ({
                id: `source-${src}`,
                label: translate(`resources.problems.options.source.${src}`),
                align: 'right' as const,
                sortBy: (b: Bucket) => b.bySource[src] ?? 0,
                render: (b: Bucket) => b.bySource[src] ?? 0,
              })),
            ]}
          />
          <Box>
            <Typography variant="subtitle1" component="h2">
              {t('top')}
            </Typography>
            <RecordTable
              rows={report.top}
              rowKey={(i) => i.installationId}
              label={t('top')}
              maxWidth={560}
              columns={[
                {
                  id: 'installation',
                  label: translate('resources.installations.name', { smart_count: 1 }),
                  sortBy: (i) => i.name,
                  render: (i) => <Link to={`/installation/${encodeURIComponent(i.installationId)}/operation`}>{i.name}</Link>,
                },
                { id: 'count', label: t('total'), align: 'right', sortBy: (i) => i.count, render: (i) => i.count },
              ]}
            />
          </Box>
        </Stack>
      )}
    </ShellPage>
  );
}

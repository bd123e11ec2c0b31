import Download from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { ProblemReport as ProblemReportData } from '@core/problem-report';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import type { RouteEntry } from '@src/shell/route-table';
import { saveFile } from '@src/http/save-file';
import { formatDuration } from '@src/i18n/relative-time';
import { RecordTable } from '@src/kit/RecordTable';
import { ShellPage } from '@src/shell/ShellPage';
import { useReportRange } from '@src/kit/ReportRange';
import { StackedBarChart } from '@src/kit/StackedBarChart';
import { SEVERITIES as SEVERITY_OPTIONS } from '@resources/problems';
import { formattingLocale } from '@src/i18n/date-format';

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

/** Problems per bucket stacked by severity, in the list's colours per severity (the table below carries the same numbers). */
function SeverityChart({ report, format }: { report: ProblemReportData; format(iso: string): string }) {
  const translate = useTranslate();
  const colours = useSeverityColours();
  const bucket = translate(`gondola.problems.report.${report.bucket}`);
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('gondola.problems.report.yAxis')}
      </Typography>
      <StackedBarChart
        points={report.buckets.map((b) => ({ x: b.start, values: Object.fromEntries(SEVERITIES.map((s) => [s, b.bySeverity[s] ?? 0])) }))}
        series={SEVERITIES.map((s) => ({ id: s, label: translate(`resources.problems.options.severity.${s}`), color: colours[s] }))}
        stacked
        formatX={format}
        formatValue={(v) => String(v)}
        label={translate('gondola.problems.report.chart', { bucket })}
        height={240}
        testId="problem-report-chart"
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center' }}>
        {translate(report.bucket === 'day' ? 'gondola.problems.report.xAxisDay' : 'gondola.problems.report.xAxisHour')}
      </Typography>
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
  const { data: report } = useQuery({ queryKey: ['problems', 'report', range.key], queryFn: () => dataProvider.getProblemReport(range.instants()) });
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.problems.report.${key}`, options);
  const download = async () => saveFile(await dataProvider.getProblemReportCsv(range.shown()));
  const format = (iso: string) =>
    new Date(iso).toLocaleString(formattingLocale(locale), report?.bucket === 'day' ? { dateStyle: 'medium' } : { dateStyle: 'short', timeStyle: 'short' });
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

import Add from '@mui/icons-material/Add';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useCanAccess, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { formatReportValue, REPORT_DEFINITIONS, type ReportAnswer, type ReportName } from '@core/reports';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import type { ReportRequest } from './methods';
import { saveFile } from '@src/http/save-file';
import { Loading } from '@src/kit/Loading';
import { StackedBarChart } from '@src/kit/StackedBarChart';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';
import { AbsenceDecision } from './AbsenceDecision';
import { JiraImportButton } from './JiraImportButton';
import { PdfView } from './PdfView';
import { REPORT_OF_ROUTE, useReportParams } from './report-params';
import { ReportFilters } from './ReportFilters';
import { ReportTableView } from './ReportTableView';
import { formattingLocale } from '@src/i18n/date-format';

/** Where a report's own records are added: the absence type's request form, or a worklog. */
const ADD: Partial<Record<ReportName, { resource: string; source?: object }>> = {
  vacation: { resource: 'absences', source: { type: 'vacation' } },
  'home-office': { resource: 'absences', source: { type: 'homeOffice' } },
  'time-compensation': { resource: 'absences', source: { type: 'timeCompensation' } },
  'employee-worklog': { resource: 'worklogs' },
  'customer-worklog': { resource: 'worklogs' },
};

function ChartOf({ answer, lang, formatting }: { answer: ReportAnswer; lang: 'en' | 'de'; formatting: string }) {
  const { chart } = answer;
  const formatX = (x: string) => {
    if (chart.x === 'category') return x;
    if (chart.bucket === 'hour') return new Date(x).toLocaleTimeString(formatting, { hour: '2-digit', minute: '2-digit' });
    if (chart.bucket === 'month') return new Date(`${x}-01T00:00:00Z`).toLocaleDateString(formatting, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return new Date(`${x}T00:00:00Z`).toLocaleDateString(formatting, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  };
  return (
    <Box>
      <Typography variant="subtitle1" component="h3">
        {chart.label[lang]}
      </Typography>
      <StackedBarChart
        points={chart.points}
        series={chart.series.map((s) => ({ id: s.id, label: s.label[lang] }))}
        stacked={chart.stacked}
        formatX={formatX}
        formatValue={(v) => formatReportValue(chart.kind, v, lang)}
        label={chart.label[lang]}
        testId="report-chart"
      />
    </Box>
  );
}

/**
 * Every report page (spec §2 "Reports") in one frame: the parameters in the address (shareable),
 * range presets and filters, the summary, a chart, the tables with their totals and CSV, the PDF;
 * `{pdf}` in the address opens the PDF directly. What the report contains is the server's answer.
 */
export default function ReportPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale === 'de' ? 'de' : 'en';
  const report = REPORT_OF_ROUTE[route.key]!;
  const definition = REPORT_DEFINITIONS[report];
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const base = route.path.split('/:')[0]!;
  const { params, range, update } = useReportParams(report, base);
  const { canAccess: everyone = false } = useCanAccess({ resource: 'absences', action: 'approve' });
  const request: ReportRequest = { ...range, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, lang, ...params.filters };
  const { data: answer, error, isPending } = useQuery({ queryKey: ['reports', report, request], queryFn: () => dataProvider.getReport(report, request) });
  const add = ADD[report];
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.reports.${key}`, options);
  const title = definition.title[lang];

  if (params.pdf) return <PdfView route={route} title={title} load={() => dataProvider.getReportPdf(report, request)} onBack={() => update({ pdf: false })} />;
  return (
    <ShellPage route={route} title={title}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <ReportFilters report={report} params={params} update={update} everyone={everyone} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={async () => saveFile(await dataProvider.getReportPdf(report, request))}>
          {t('pdf')}
        </Button>
        {add && (
          <Button
            component={Link}
            to={`/${add.resource}/create${add.source ? `?source=${encodeURIComponent(JSON.stringify(add.source))}` : ''}`}
            startIcon={<Add />}
            variant="outlined"
          >
            {t(add.resource === 'absences' ? 'requestAbsence' : 'logTime')}
          </Button>
        )}
        {everyone && (report === 'employee-worklog' || report === 'customer-worklog' || report === 'customer-worklog-overview') && <JiraImportButton />}
      </Stack>
      {isPending && <Loading />}
      {error && <Alert severity="error">{t('failed')}</Alert>}
      {answer && (
        <Stack spacing={3} data-testid="report">
          {answer.scope === 'own' && <Typography color="text.secondary">{t('ownOnly')}</Typography>}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="report-summary">
            {answer.summary.map((s) => (
              <Chip key={s.id} variant="outlined" label={`${s.label[lang]}: ${formatReportValue(s.kind, s.value, lang, s.unit)}`} />
            ))}
          </Stack>
          <ChartOf answer={answer} lang={lang} formatting={formattingLocale(locale)} />
          {answer.tables.map((table) => (
            <ReportTableView
              key={table.id}
              table={table}
              lang={lang}
              onCsv={async () => saveFile(await dataProvider.getReportCsv(report, request, table.id))}
              action={table.id === 'absences' && everyone ? { label: t('decision'), render: (row) => <AbsenceDecision row={row} /> } : undefined}
            />
          ))}
        </Stack>
      )}
    </ShellPage>
  );
}

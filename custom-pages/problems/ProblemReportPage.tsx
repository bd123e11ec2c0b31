import Download from '@mui/icons-material/Download';
import { Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { GondolaDataProvider, ProblemReportData } from '@src/console/data-provider';
import type { RouteEntry } from '@src/shell/route-table';
import { saveFile } from '@src/http/save-file';
import { formatDuration } from '@src/i18n/relative-time';
import { RecordTable } from '@src/kit/RecordTable';
import { ShellPage } from '@src/shell/ShellPage';

type Preset = 'lastHour' | 'last7Days' | 'custom';
const SEVERITIES = ['5', '4', '3', '2', '1', '0'];

function rangeOf(preset: Preset, custom: { from: string; to: string }): { from: string; to: string } {
  const now = Date.now();
  if (preset === 'lastHour') return { from: new Date(now - 3_600_000).toISOString(), to: new Date(now).toISOString() };
  if (preset === 'last7Days') return { from: new Date(now - 7 * 86_400_000).toISOString(), to: new Date(now).toISOString() };
  return { from: new Date(`${custom.from}T00:00:00`).toISOString(), to: new Date(`${custom.to}T23:59:59`).toISOString() };
}

/** Stacked bars per bucket, one colour per severity (the table below carries the same numbers). */
function SeverityChart({ report }: { report: ProblemReportData }) {
  const theme = useTheme();
  const translate = useTranslate();
  // Neighbouring severities differ in hue and lightness, not in red–green alone.
  const colours: Record<string, string> = {
    '5': '#6a1b9a',
    '4': theme.palette.error.main,
    '3': theme.palette.warning.main,
    '2': '#fbc02d',
    '1': theme.palette.info.main,
    '0': theme.palette.grey[500],
  };
  const max = Math.max(1, ...report.buckets.map((b) => b.total));
  const width = 720;
  const height = 180;
  const bar = width / Math.max(1, report.buckets.length);
  return (
    <Box>
      <svg
        viewBox={`0 0 ${width} ${height + 4}`}
        width="100%"
        role="img"
        aria-label={translate('gondola.problems.report.chart', { bucket: translate(`gondola.problems.report.${report.bucket}`) })}
        data-testid="problem-report-chart"
      >
        {report.buckets.map((b, i) => {
          let y = height;
          return (
            <g key={b.start}>
              <title>{`${new Date(b.start).toLocaleString()}: ${b.total}`}</title>
              {SEVERITIES.slice()
                .reverse()
                .map((s) => {
                  const h = ((b.bySeverity[s] ?? 0) / max) * (height - 10);
                  y -= h;
                  return h > 0 ? <rect key={s} x={i * bar + 1} y={y} width={Math.max(1, bar - 2)} height={h} fill={colours[s]} /> : null;
                })}
            </g>
          );
        })}
        <line x1="0" x2={width} y1={height} y2={height} stroke={theme.palette.divider} />
      </svg>
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
  const today = new Date().toISOString().slice(0, 10);
  const [preset, setPreset] = useState<Preset>('last7Days');
  const [custom, setCustom] = useState({ from: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10), to: today });
  const range = useMemo(() => rangeOf(preset, custom), [preset, custom]);
  const { data: report } = useQuery({ queryKey: ['problems', 'report', range], queryFn: () => dataProvider.getProblemReport(range) });
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.problems.report.${key}`, options);
  const download = async () => saveFile(await dataProvider.getProblemReportCsv(range));
  const format = (iso: string) => new Date(iso).toLocaleString(locale, report?.bucket === 'day' ? { dateStyle: 'medium' } : { dateStyle: 'short', timeStyle: 'short' });
  return (
    <ShellPage route={route} title={translate('gondola.routes.problemReport')}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <ToggleButtonGroup size="small" exclusive value={preset} onChange={(_, v: Preset | null) => v && setPreset(v)} aria-label={t('range')}>
          {(['lastHour', 'last7Days', 'custom'] as const).map((p) => (
            <ToggleButton key={p} value={p}>
              {t(p)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {preset === 'custom' && (
          <>
            <TextField
              size="small"
              type="date"
              label={t('from')}
              value={custom.from}
              onChange={(e) => e.target.value && setCustom((c) => ({ ...c, from: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: custom.to } }}
            />
            <TextField
              size="small"
              type="date"
              label={t('to')}
              value={custom.to}
              onChange={(e) => e.target.value && setCustom((c) => ({ ...c, to: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: custom.from, max: today } }}
            />
          </>
        )}
        <Button startIcon={<Download />} onClick={() => void download()}>
          {t('exportCsv')}
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
          <SeverityChart report={report} />
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

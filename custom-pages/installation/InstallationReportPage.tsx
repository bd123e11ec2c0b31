import { Box, Card, CardContent, Chip, Grid, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Title, useDataProvider, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { SEVERITIES } from '@resources/problems';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { formatDuration } from '@src/i18n/relative-time';
import { ToneChip } from '@src/kit/ToneChip';
import { PageHeader } from '@src/resource-screens/page-title';
import type { RouteEntry } from '@src/shell/route-table';
import { useInstallationCrumbs } from '@src/kit/installation-crumbs';

const RANGES = { last24Hours: 1, last7Days: 7, last30Days: 30, last90Days: 90 } as const;
type Range = keyof typeof RANGES;

function Figure({ label, value, children, testId }: { label: string; value: string; children?: ReactNode; testId?: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {value}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** `reports`: this installation's device uptime, problems and device commands over a range. */
export default function InstallationReportPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.installationReport.${key}`, options);
  const { installationId = '' } = useParams();
  const [locale] = useLocaleState();
  const crumbs = useInstallationCrumbs(route);
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { data: installation } = useGetOne('installations', { id: installationId });
  const [range, setRange] = useState<Range>('last7Days');
  // Rounded to the minute so the query key stays stable while the page is open.
  const to = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const from = new Date(to.getTime() - RANGES[range] * 86_400_000);
  const { data: report } = useQuery({
    queryKey: ['installations', 'report', installationId, range, to.toISOString()],
    queryFn: () => dataProvider.getInstallationReport(installationId, { from: from.toISOString(), to: to.toISOString() }),
  });
  return (
    <Box>
      <PageHeader crumbs={crumbs} titled={false} />
      <Title title={installation ? `${String(installation.name)} · ${translate(`gondola.routes.${route.key}`)}` : translate(`gondola.routes.${route.key}`)} />
      <ToggleButtonGroup size="small" exclusive value={range} onChange={(_, next: Range | null) => next && setRange(next)} sx={{ my: 1 }} aria-label={t('range')}>
        {Object.keys(RANGES).map((r) => (
          <ToggleButton key={r} value={r}>
            {t(r)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {report && (
        <Grid container spacing={2} data-testid="installation-report">
          <Grid size={{ xs: 12, md: 4 }}>
            <Figure testId="report-uptime" label={t('uptime')} value={report.uptime.ratio === null ? '—' : `${(report.uptime.ratio * 100).toFixed(2)} %`}>
              <Typography variant="body2" color="text.secondary">
                {t('uptimeDetail', { devices: report.uptime.devices, offline: formatDuration(report.uptime.offlineSeconds, locale) })}
              </Typography>
            </Figure>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Figure testId="report-problems" label={t('problems')} value={String(report.problems.total)}>
              <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ my: 1 }}>
                {[...SEVERITIES]
                  .reverse()
                  .filter((o) => report.problems.bySeverity[o.value])
                  .map((o) => (
                    <ToneChip key={o.value} tone={o.tone} label={`${translate(`resources.problems.options.severity.${o.value}`)}: ${report.problems.bySeverity[o.value]}`} />
                  ))}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {translate('gondola.problems.report.mtta')}: {formatDuration(report.problems.meanTimeToAcknowledgeS, locale)} · {translate('gondola.problems.report.mttr')}:{' '}
                {formatDuration(report.problems.meanTimeToResolveS, locale)}
              </Typography>
            </Figure>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Figure testId="report-commands" label={t('commands')} value={String(report.commands.total)}>
              <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ my: 1 }}>
                {Object.entries(report.commands.byStatus).map(([status, n]) => (
                  <Chip key={status} size="small" variant="outlined" label={`${translate(`resources.device-commands.options.status.${status}`)}: ${n}`} />
                ))}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {t('meanDuration', { ms: report.commands.meanDurationMs === null ? '—' : Math.round(report.commands.meanDurationMs) })}
              </Typography>
            </Figure>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}

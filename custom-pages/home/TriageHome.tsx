import { Alert, Box, Chip, Grid, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FLAPPING_REOPENS, FLAPPING_WINDOW_HOURS, type Triage } from '@core/triage';
import type { EnumOption } from '@core/resource-kit/types';
import { SEVERITIES } from '@resources/shared/problem-options';
import { TICKET_IMPACTS, TICKET_STATUSES } from '@resources/shared/ticket-options';
import { addMessages } from '@src/console/i18n-provider';
import type { Language } from '@src/i18n/language';
import { triageMessages } from '@src/i18n/messages/triage';
import type { GondolaDataProvider } from '@src/console/data-provider';
import { ToneChip } from '@src/kit/ToneChip';
import { PageHeader } from '@src/resource-screens/page-title';
import { useShell } from '@src/shell/http-context';
import type { RouteEntry } from '@src/shell/route-table';
import { DeviceCards, MaintenanceCard, NotesCard, OnDutyCard, TicketsCard } from './triage-cards';
import { filtered, TriageCard, TriageLoading, TriageRows, useAge } from './triage-kit';

const labels = (options: readonly EnumOption[], language: Language) => Object.fromEntries(options.map((o) => [o.value, o.label[language]]));

/**
 * The home page is the console's first screen: it brings only the labels it shows (problems' and
 * tickets' options, its own messages) instead of every definition (the first-load budget). They are
 * the same `resources.<name>.options` messages the whole definitions give once they load.
 */
export const ready = addMessages((language) => ({
  gondola: triageMessages(language),
  resources: {
    problems: { options: { severity: labels(SEVERITIES, language) } },
    tickets: { options: { status: labels(TICKET_STATUSES, language), impact: labels(TICKET_IMPACTS, language) } },
  },
}));

/** What the problem list shows by default, and the triage home counts: open, outside maintenance. */
const OPEN = { state: 'problem', inMaintenance: false };

function ProblemsCard({ figures }: { figures: Triage['problems'] }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.triage.problems.${key}`, options);
  const age = useAge();
  const options = [...SEVERITIES].reverse();
  const toneOf = (value: number) => options.find((o) => o.value === String(value))?.tone;
  const severityName = (value: number | string) => translate(`resources.problems.options.severity.${value}`);
  return (
    <TriageCard title={t('title')} figure={t('open', { count: figures.open })} to={filtered('/problem', OPEN)} testId="triage-problems">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }} role="list" aria-label={t('bySeverity')}>
        {options.map((o) => (
          // A link may not be a list item itself (ARIA): the item holds it.
          <Box key={o.value} role="listitem">
            <Box component={RouterLink} to={filtered('/problem', { ...OPEN, severity: o.value })} data-severity={o.value} sx={{ textDecoration: 'none' }}>
              <ToneChip tone={o.tone} label={`${severityName(o.value)}: ${figures.bySeverity[o.value]?.open ?? 0}`} />
            </Box>
          </Box>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Link component={RouterLink} to={filtered('/problem', { ...OPEN, acknowledged: false })} data-testid="triage-unacknowledged">
          {t('unacknowledged', { count: figures.unacknowledged })}
        </Link>
        {figures.oldestUnacknowledgedAt && (
          <Typography variant="body2" color="text.secondary">
            {t('oldest', { age: age(figures.oldestUnacknowledgedAt) })}
          </Typography>
        )}
        {figures.flapping > 0 && (
          <Typography variant="body2" title={t('flappingHelp', { reopens: FLAPPING_REOPENS, hours: FLAPPING_WINDOW_HOURS })}>
            {t('flapping', { count: figures.flapping })}
          </Typography>
        )}
        {figures.inMaintenance > 0 && (
          <Link component={RouterLink} to={filtered('/problem', { state: 'problem', inMaintenance: true })} color="text.secondary" data-testid="triage-in-maintenance">
            {t('inMaintenance', { count: figures.inMaintenance })}
          </Link>
        )}
      </Stack>
      <TriageRows
        empty={t('none')}
        rows={figures.top.map((p) => ({
          key: p.id,
          to: `/problems/${encodeURIComponent(p.id)}/show`,
          primary: p.name,
          secondary: [p.installationName ?? p.installationId, t('age', { age: age(p.startedAt) }), t(p.acknowledged ? 'acknowledged' : 'notAcknowledged')]
            .filter(Boolean)
            .join(' · '),
          aside: (
            <Stack direction="row" spacing={0.5}>
              {p.flapping && <Chip size="small" variant="outlined" label={t('flappingChip')} />}
              <ToneChip tone={toneOf(p.severity)} label={severityName(p.severity)} />
            </Stack>
          ),
        }))}
      />
    </TriageCard>
  );
}

/** `/` and `/home`: where the support engineer starts the day. Every figure links to the list it counts, and follows live changes. */
export default function TriageHome({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { principal } = useShell();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { data: fetched, isError } = useQuery({
    queryKey: ['triage'],
    queryFn: () => dataProvider.getTriage(),
    meta: { live: ['problems', 'devices', 'installations', 'notes', 'tickets', 'maintenance-windows'] },
  });
  // A query's answer is an urgent update that React renders in one piece; deferred, the seven
  // cards (~1,300 components) render in slices between which the page stays responsive.
  const data = useDeferredValue(fetched);
  const scope = principal.scope === 'staff' ? translate('gondola.triage.scopeStaff') : translate('gondola.triage.scopeCustomer', { smart_count: principal.customerIds.length });
  return (
    <Box sx={{ mt: 1 }} data-testid="dashboard">
      <PageHeader crumbs={[{ label: translate(`gondola.routes.${route.key}`) }]} />
      <Typography variant="h5" component="h2">
        {translate('gondola.triage.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="dashboard-scope">
        {translate('gondola.triage.greeting', { name: principal.name, scope })}
      </Typography>
      {isError && <Alert severity="warning">{translate('gondola.triage.loadFailed')}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>{data ? <ProblemsCard figures={data.problems} /> : <TriageLoading />}</Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>{data ? <NotesCard notes={data.unreadNotes} /> : <TriageLoading />}</Grid>
        {data && <DeviceCards devices={data.offlineDevices} installations={data.offlineInstallations} />}
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>{data && <TicketsCard tickets={data.openTickets} />}</Grid>
        <Grid size={{ xs: 12, lg: 8 }}>{data && <MaintenanceCard maintenance={data.maintenance} />}</Grid>
        {data && data.onDuty.length > 0 && (
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <OnDutyCard onDuty={data.onDuty} />
          </Grid>
        )}
      </Grid>
    </Box>
  );
}

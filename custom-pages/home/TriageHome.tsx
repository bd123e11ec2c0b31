import { Alert, Box, Chip, Grid, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, type ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FLAPPING_REOPENS, FLAPPING_WINDOW_HOURS, type HomeFocus, type Triage } from '@core/triage';
import type { EnumOption } from '@core/resource-kit/types';
import { SEVERITIES } from '@resources/shared/problem-options';
import { TICKET_IMPACTS, TICKET_STATUSES } from '@resources/shared/ticket-options';
import { ABSENCE_TYPES, DELIVERY_STATES, INSTALLATION_STATUSES, ROLLOUT_KINDS } from '@resources/shared/plan-options';
import { addMessages } from '@src/i18n/added-messages';
import type { Language } from '@src/i18n/language';
import triageMessages from './messages';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { ToneChip } from '@src/kit/ToneChip';
import { PageHeader } from '@src/resource-screens/page-title';
import { useDateFormat } from '@src/i18n/date-format';
import { useShell } from '@src/shell/http-context';
import type { RouteEntry } from '@src/shell/route-table';
import * as triageCards from './triage-cards';
import * as focusCards from './focus-cards';
import { HALF, NARROW, WIDE } from './focus-cards';
import { filtered, TriageCard, TriageLoading, TriageRows, useAge } from './triage-parts';

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
    absences: { options: { type: labels(ABSENCE_TYPES, language) } },
    rollouts: { options: { kind: labels(ROLLOUT_KINDS, language) } },
    deliveries: { options: { state: labels(DELIVERY_STATES, language) } },
    installations: { options: { status: labels(INSTALLATION_STATUSES, language) } },
  },
}));

/** What the problem list shows by default, and the triage home counts: open, outside maintenance. */
const OPEN = { state: 'problem', inMaintenance: false };

function ProblemsCardOf({ figures }: { figures: Triage['problems'] }) {
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

/**
 * A live change asks for the whole triage again, and the answer shares every unchanged part with
 * the last one (TanStack's structural sharing): memoised, a card renders again only when its own
 * part changed, not the ~1,300 components of all of them for one new escalation event.
 */
const ProblemsCard = memo(ProblemsCardOf);
const NotesCard = memo(triageCards.NotesCard);
const DeviceCards = memo(triageCards.DeviceCards);
const TicketsCard = memo(triageCards.TicketsCard);
const MaintenanceCard = memo(triageCards.MaintenanceCard);
const OnDutyCard = memo(triageCards.OnDutyCard);
const ReviewCard = memo(focusCards.ReviewCard);
const AbsencesCard = memo(focusCards.AbsencesCard);
const PlansCard = memo(focusCards.PlansCard);
const OwnInstallationsCard = memo(focusCards.OwnInstallationsCard);

type CardName = 'problems' | 'notes' | 'devices' | 'tickets' | 'maintenance' | 'onDuty' | 'review' | 'absences' | 'plans' | 'installations';

/**
 * The cards in the order each kind of day starts with: support what is broken, moderation the
 * review queues, project managers what waits for their decision and what is planned, customer staff
 * their installations and tickets. A card the answer does not carry is not shown.
 */
const ORDER: Record<HomeFocus, CardName[]> = {
  support: ['problems', 'notes', 'devices', 'tickets', 'maintenance', 'onDuty', 'review', 'absences', 'plans'],
  moderation: ['review', 'notes', 'problems', 'devices', 'tickets', 'maintenance', 'onDuty'],
  projects: ['absences', 'plans', 'problems', 'notes', 'devices', 'tickets', 'maintenance', 'onDuty'],
  customer: ['installations', 'tickets', 'problems', 'notes', 'devices', 'maintenance'],
};

function cardsOf(data: Triage): Record<CardName, ReactNode> {
  return {
    problems: (
      <Grid key="problems" size={WIDE}>
        <ProblemsCard figures={data.problems} />
      </Grid>
    ),
    notes: (
      <Grid key="notes" size={NARROW}>
        <NotesCard notes={data.unreadNotes} />
      </Grid>
    ),
    devices: <DeviceCards key="devices" devices={data.offlineDevices} installations={data.offlineInstallations} />,
    tickets: (
      <Grid key="tickets" size={NARROW}>
        <TicketsCard tickets={data.openTickets} />
      </Grid>
    ),
    maintenance: (
      <Grid key="maintenance" size={WIDE}>
        <MaintenanceCard maintenance={data.maintenance} />
      </Grid>
    ),
    onDuty: data.onDuty.length > 0 && (
      <Grid key="onDuty" size={NARROW}>
        <OnDutyCard onDuty={data.onDuty} />
      </Grid>
    ),
    review: data.review && (
      <Grid key="review" size={WIDE}>
        <ReviewCard queues={data.review} />
      </Grid>
    ),
    absences: data.absencesToDecide && (
      <Grid key="absences" size={HALF}>
        <AbsencesCard absences={data.absencesToDecide} />
      </Grid>
    ),
    plans: data.plans && (
      <Grid key="plans" size={HALF}>
        <PlansCard plans={data.plans} />
      </Grid>
    ),
    installations: data.installations && (
      <Grid key="installations" size={WIDE}>
        <OwnInstallationsCard installations={data.installations} />
      </Grid>
    ),
  };
}

/** Escalations paging the signed-in person: the first thing they see, each a step from its acknowledgement. */
const Paging = memo(PagingOf);
function PagingOf({ pages }: { pages: Triage['paging'] }) {
  const translate = useTranslate();
  const formatDate = useDateFormat();
  if (!pages?.length) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="paging">
      {translate('gondola.triage.paging', { smart_count: pages.length })}
      {pages.map((page) => (
        <Box key={page.problemId}>
          <Link component={RouterLink} to={`/problems/${page.problemId}/show`}>
            {page.name}
          </Link>
          {` · ${formatDate.dateTime(page.notifiedAt)}`}
        </Box>
      ))}
    </Alert>
  );
}

/** The device broker is unreachable: device states and commands wait, the rest of the console works. */
const BrokerDown = memo(BrokerDownOf);
function BrokerDownOf({ broker }: { broker: Triage['deviceBroker'] }) {
  const translate = useTranslate();
  const formatDate = useDateFormat();
  if (broker?.status !== 'down') return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="broker-down">
      {translate('gondola.triage.brokerDown', { since: formatDate.dateTime(broker.since) })}
    </Alert>
  );
}

/** `/` and `/home`: where each day starts. Every figure links to the list it counts, and follows live changes. */
export default function TriageHome({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { principal } = useShell();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { data: fetched, isError } = useQuery({
    queryKey: ['triage'],
    queryFn: () => dataProvider.getTriage(),
    meta: { live: ['problems', 'escalation-events', 'devices', 'installations', 'notes', 'tickets', 'maintenance-windows', 'absences', 'rollouts', 'deliveries', 'media'] },
  });
  // A query's answer is an urgent update that React renders in one piece; deferred, the
  // cards (~1,300 components) render in slices between which the page stays responsive.
  const data = useDeferredValue(fetched);
  const scope = principal.scope === 'staff' ? translate('gondola.triage.scopeStaff') : translate('gondola.triage.scopeCustomer', { smart_count: principal.customerIds.length });
  const cards = data && cardsOf(data);
  return (
    <Box sx={{ mt: 1 }} data-testid="dashboard" data-focus={data?.focus}>
      <PageHeader crumbs={[{ label: translate(`gondola.routes.${route.key}`) }]} />
      <Typography variant="h5" component="h2">
        {translate('gondola.triage.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="dashboard-scope">
        {translate('gondola.triage.greeting', { name: principal.name, scope })}
      </Typography>
      {isError && <Alert severity="warning">{translate('gondola.triage.loadFailed')}</Alert>}
      {/* The alerts and cards take the loading indicator's place together: nothing already on screen moves (layout shift). */}
      {cards ? (
        <>
          <BrokerDown broker={data.deviceBroker} />
          <Paging pages={data.paging} />
          <Grid container spacing={2}>
            {ORDER[data.focus].map((name) => cards[name])}
          </Grid>
        </>
      ) : (
        <TriageLoading />
      )}
    </Box>
  );
}

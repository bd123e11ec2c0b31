import { Box, Chip, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { DataTable, useListContext, useLocaleState, useRecordContext, useStore, useTranslate } from 'react-admin';
import { formattingLocale } from '@src/i18n/date-format';
import { relativeTime } from '@src/i18n/relative-time';
import { ToneChip } from '@src/kit/ToneChip';
import { useListCompanion } from '@src/resource-screens/list-companion';
import { registry } from '@src/resource-screens/registry';
import { ResourceList } from '@src/resource-screens/ResourceList';
import { ProblemBulkActions } from './ProblemBulkActions';
import { ProblemCards } from './ProblemCards';
import { ProblemGroups } from './ProblemGroups';
import { ProblemKeyboard } from './ProblemKeyboard';
import type { ProblemCounts } from './methods';

/** The list's companion that counts its open problems (server: the problems' `counts` companion). */
const COMPANIONS = ['counts'];

/**
 * Open problems of the list's current filter per severity, worst first, each a filter of the list;
 * problems raised during maintenance are set apart. They come with the list's page (one request),
 * so they follow its filter and every live problem event that refreshes it.
 */
function SeverityCounts() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const data = useListCompanion<ProblemCounts>('counts');
  const severity = registry.get('problems')!.fields.severity;
  if (!data || severity?.kind !== 'enum') return null;
  const chosen = filterValues.severity as string | undefined;
  const choose = (value: string) => {
    const { severity: _, ...rest } = filterValues as Record<string, unknown>;
    setFilters(chosen === value ? rest : { ...rest, severity: value }, { ...displayedFilters, severity: chosen !== value });
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={translate('gondola.problems.counts')} data-testid="severity-counts">
      {[...severity.options].reverse().map((o) => {
        const open = data.bySeverity[o.value]?.open ?? 0;
        return (
          <Box
            key={o.value}
            component="button"
            type="button"
            onClick={() => choose(o.value)}
            aria-pressed={chosen === o.value}
            data-severity={o.value}
            data-open={open}
            sx={{ border: 0, p: 0, background: 'none', cursor: 'pointer', borderRadius: 4, outlineOffset: 2, opacity: chosen && chosen !== o.value ? 0.6 : 1 }}
          >
            <ToneChip tone={o.tone} label={`${translate(`resources.problems.options.severity.${o.value}`)}: ${open}`} />
          </Box>
        );
      })}
      <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
        {translate('gondola.problems.open', { count: data.open })} · {translate('gondola.problems.unacknowledgedShort', { count: data.unacknowledged })}
        {data.inMaintenance > 0 && ` · ${translate('gondola.problems.inMaintenanceApart', { count: data.inMaintenance })}`}
      </Typography>
    </Stack>
  );
}

type View = 'list' | 'grouped';

function Header({ view, onView }: { view: View; onView(view: View): void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap', px: 2, py: 1 }}>
      <SeverityCounts />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, next: View | null) => next && onView(next)}
        aria-label={translate('gondola.problems.view.label')}
        sx={{ ml: 'auto' }}
      >
        <ToggleButton value="list">{translate('gondola.problems.view.list')}</ToggleButton>
        <ToggleButton value="grouped">{translate('gondola.problems.view.grouped')}</ToggleButton>
      </ToggleButtonGroup>
      {view === 'list' && (
        <Typography variant="caption" color="text.secondary" sx={{ width: '100%', display: { xs: 'none', sm: 'block' } }} data-testid="problem-keys">
          {translate('gondola.problems.keys')}
        </Typography>
      )}
    </Stack>
  );
}

/** How long an open problem has waited (a resolved one: how long it lasted), and whether it is set aside. */
function AgeCell() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [language] = useLocaleState();
  if (!record?.startedAt) return null;
  const silenced = typeof record.suppressedUntil === 'string' && new Date(record.suppressedUntil).getTime() > Date.now();
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
      <span title={String(record.startedAt)}>{relativeTime(String(record.startedAt), formattingLocale(language))}</span>
      {record.inMaintenance === true && <Chip size="small" variant="outlined" label={translate('gondola.problems.duringMaintenance')} />}
      {silenced && <Chip size="small" variant="outlined" label={translate('gondola.problems.silenced')} />}
    </Stack>
  );
}

/** `/problem`: open problems first, worst and oldest on top; new ones arrive without a reload. */
export default function ProblemsPage({ filter, crumbKey }: { filter?: Record<string, unknown>; crumbKey?: string }) {
  const translate = useTranslate();
  const [view, setView] = useStore<View>(`problems.view.${crumbKey ?? 'all'}`, 'list');
  return (
    <ResourceList
      def={registry.get('problems')!}
      filter={filter}
      defaultFilter={{ state: 'problem' }}
      storeKey={crumbKey ? `problems.${crumbKey}` : undefined}
      companions={COMPANIONS}
      crumbs={crumbKey ? [{ label: translate('gondola.routes.problems'), to: '/problem' }, { label: translate(`gondola.routes.${crumbKey}`) }] : undefined}
      inside={
        <>
          <Header view={view} onView={setView} />
          {view === 'list' && <ProblemKeyboard />}
        </>
      }
      body={view === 'grouped' ? <ProblemGroups /> : undefined}
      phoneBody={<ProblemCards />}
      bulkActions={<ProblemBulkActions />}
      extraColumns={
        <DataTable.Col key="age" label="gondola.problems.age" disableSort>
          <AgeCell />
        </DataTable.Col>
      }
    />
  );
}

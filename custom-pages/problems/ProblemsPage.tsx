import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useStore, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/console/data-provider';
import { ToneChip } from '@src/resource-screens/field-display';
import { registry } from '@src/resource-screens/registry';
import { ResourceList } from '@src/resource-screens/ResourceList';
import { ProblemGroups } from './ProblemGroups';
import { ProblemKeyboard } from './ProblemKeyboard';

/** Open problems per severity, worst first; refreshed with every live problem event. */
function SeverityCounts() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { data } = useQuery({ queryKey: ['problems', 'counts'], queryFn: () => dataProvider.getProblemCounts() });
  const severity = registry.get('problems')!.fields.severity;
  if (!data || severity?.kind !== 'enum') return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={translate('gondola.problems.counts')} data-testid="severity-counts">
      {[...severity.options].reverse().map((o) => (
        <Stack key={o.value} direction="row" spacing={0.5} alignItems="center" data-severity={o.value} data-open={data.bySeverity[o.value]?.open ?? 0}>
          <ToneChip tone={o.tone} label={`${translate(`resources.problems.options.severity.${o.value}`)}: ${data.bySeverity[o.value]?.open ?? 0}`} />
        </Stack>
      ))}
      <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
        {translate('gondola.problems.open', { count: data.open })} · {translate('gondola.problems.unacknowledgedShort', { count: data.unacknowledged })}
      </Typography>
    </Stack>
  );
}

type View = 'list' | 'grouped';

function Header({ view, onView }: { view: View; onView(view: View): void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
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
        <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }} data-testid="problem-keys">
          {translate('gondola.problems.keys')}
        </Typography>
      )}
    </Stack>
  );
}

/** `/problem`: open problems first, worst and oldest on top; new ones arrive without a reload. */
export default function ProblemsPage({ filter, crumbKey }: { filter?: Record<string, unknown>; crumbKey?: string }) {
  const translate = useTranslate();
  const [view, setView] = useStore<View>(`problems.view.${crumbKey ?? 'all'}`, 'list');
  return (
    <ResourceList
      banner={<Header view={view} onView={setView} />}
      def={registry.get('problems')!}
      filter={filter}
      defaultFilter={{ state: 'problem' }}
      storeKey={crumbKey ? `problems.${crumbKey}` : undefined}
      crumbs={crumbKey ? [{ label: translate('gondola.routes.problems'), to: '/problem' }, { label: translate(`gondola.routes.${crumbKey}`) }] : undefined}
      inside={view === 'list' ? <ProblemKeyboard /> : undefined}
      body={view === 'grouped' ? <ProblemGroups /> : undefined}
    />
  );
}

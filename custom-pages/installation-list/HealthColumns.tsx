import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { DataTable, useDataProvider, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { HEALTH_SORTS, type InstallationHealth } from '@core/installation-health';
import { SEVERITIES } from '@resources/problems';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { ToneChip } from '@src/kit/ToneChip';
import { useListCompanion } from '@src/resource-screens/list-companion';

/** How long the health that came with the page counts as fresh; problem events refresh it sooner. */
const HEALTH_FRESH_MS = 10_000;

/** The health of the installations on this page: first the page's own (its `health` companion), then refreshed. */
function useHealth() {
  const { data = [] } = useListContext();
  const ids = data.map((r) => String(r.id));
  const withPage = useListCompanion<Record<string, InstallationHealth>>('health');
  const dataProvider = useDataProvider<GondolaDataProvider>();
  // Under 'problems', so problem events refresh it; device states change often, so it also polls.
  return useQuery({
    queryKey: ['problems', 'installation-health', ids],
    queryFn: () => dataProvider.getInstallationHealth(ids),
    initialData: withPage,
    staleTime: HEALTH_FRESH_MS,
    enabled: ids.length > 0,
    refetchInterval: 30_000,
  });
}

const PageHealth = createContext<Record<string, InstallationHealth> | undefined>(undefined);

/**
 * Asks for the page's health once, for all its cells: a query per cell was fifty observers of the
 * same answer, a fifth of a phone's work opening the list. Wraps the rows (`ResourceList`'s `around`).
 */
export function HealthProvider({ children }: { children: ReactNode }) {
  return <PageHealth.Provider value={useHealth().data}>{children}</PageHealth.Provider>;
}

function useRowHealth() {
  const record = useRecordContext();
  return useContext(PageHealth)?.[String(record?.id)];
}

function ProblemsCell() {
  const translate = useTranslate();
  const health = useRowHealth();
  if (!health) return null;
  if (!health.openProblems)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('gondola.installationList.noProblems')}
      </Typography>
    );
  const worst = SEVERITIES.find((o) => o.value === String(health.worstSeverity));
  // The hint is the cell's own title, not a MUI Tooltip: 25 tooltips with their poppers, each re-rendered once more after mounting, for a hover text.
  return (
    <span
      title={translate('gondola.installationList.problemsHint', { open: health.openProblems, unacknowledged: health.unacknowledged })}
      data-testid="installation-problems"
      data-open={health.openProblems}
      data-worst={health.worstSeverity ?? ''}
    >
      <ToneChip tone={worst?.tone} label={`${translate(`resources.problems.options.severity.${health.worstSeverity}`)} · ${health.openProblems}`} />
    </span>
  );
}

function DevicesCell() {
  const translate = useTranslate();
  const health = useRowHealth();
  if (!health) return null;
  const { online, degraded, offline, unknown } = health.devices;
  const total = online + degraded + offline + unknown;
  if (!total)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('gondola.installationList.noDevices')}
      </Typography>
    );
  const tone = offline ? 'error' : degraded ? 'warning' : 'success';
  return (
    <Stack direction="row" spacing={0.5} data-testid="installation-devices" data-offline={offline}>
      <ToneChip tone={tone} label={translate('gondola.installationList.devicesUp', { up: online, total })} />
    </Stack>
  );
}

/** Columns after the installation's own: worst open problem and device health, both sortable (worst first); under a `HealthProvider`. */
export function healthColumns() {
  return [
    <DataTable.Col key="problems" source={HEALTH_SORTS.problems} label="gondola.installationList.problems" sortByOrder="DESC">
      <ProblemsCell />
    </DataTable.Col>,
    <DataTable.Col key="devices" source={HEALTH_SORTS.devices} label="gondola.installationList.devices" sortByOrder="DESC">
      <DevicesCell />
    </DataTable.Col>,
  ];
}

/** The same health under an installation's line on a phone (`PhoneRows`). */
export function healthFacts() {
  return (
    <>
      <ProblemsCell />
      <DevicesCell />
    </>
  );
}

import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, FormHelperText, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { INSTALLATION_TYPES } from '@resources/installations';
import { useListCompanion } from '@src/resource-screens/list-companion';
import { PageHeader } from '@src/resource-screens/page-title';
import { TRACKER_TYPES } from '@core/constants';
import { registry } from '@src/resource-screens/registry';
import { ResourceList } from '@src/resource-screens/ResourceList';
import { HealthProvider, healthColumns, healthFacts } from './HealthColumns';
import { InstallationMap } from './InstallationMap';
import { toggleTracker, trackerCondition, type Tracker } from './tracker-filter';

/**
 * `/installations` (also `/installation`, `/installations/{installationName}`, `?type=`): every
 * installation with its open problems and device health; show all or only those without a
 * location; the tracker V3/V4 filter where the list is of tracked installations; list or map.
 */
export default function InstallationListPage() {
  const [search] = useSearchParams();
  const type = search.get('type') ?? undefined;
  if (type && !INSTALLATION_TYPES.some((o) => o.value === type)) return <UnknownType type={type} />;
  return <InstallationList type={type} />;
}

/** A `?type=` that names no installation type: one clear message instead of an error toast over an empty list. */
function UnknownType({ type }: { type: string }) {
  const translate = useTranslate();
  const plural = translate('resources.installations.name', { smart_count: 2 });
  const types = INSTALLATION_TYPES.map((o) => translate(`resources.installations.options.type.${o.value}`)).join(', ');
  return (
    <Box>
      <PageHeader crumbs={[{ label: plural }]} />
      <Alert severity="warning" sx={{ mt: 1 }} data-testid="unknown-installation-type">
        {translate('gondola.installationList.unknownType', { type, types })}
      </Alert>
      <Button component={RouterLink} to="/installations" sx={{ mt: 1 }}>
        {translate('gondola.installationList.allInstallations')}
      </Button>
    </Box>
  );
}

/** Whether the list offers the tracker filter, as its page's answer says (the `trackerFilter` companion). */
type TrackerFilterShown = { show: boolean } | undefined;

/** Inside the list: hands the page's answer about the tracker filter to the banner above the list. */
function TrackerFilterAnswer({ onAnswer }: { onAnswer: (answer: TrackerFilterShown) => void }) {
  const answer = useListCompanion<TrackerFilterShown>('trackerFilter');
  const show = answer?.show;
  useEffect(() => {
    if (show !== undefined) onAnswer({ show });
  }, [show, onAnswer]);
  return null;
}

function InstallationList({ type }: { type: string | undefined }) {
  const translate = useTranslate();
  const [showAll, setShowAll] = useStore('installations.showAll', true);
  const [view, setView] = useStore<'list' | 'map'>('installations.view', 'list');
  const [trackers, setTrackers] = useStore<Tracker[]>(`installations.trackers.${type ?? 'all'}`, [...TRACKER_TYPES]);
  // Spec §4: the tracker filter is empty unless the list reports it should show (with its rows); then both are on.
  const [trackerFilter, setTrackerFilter] = useState<TrackerFilterShown>();
  const filter: Record<string, unknown> = {
    ...(type ? { type } : {}),
    ...(!showAll ? { location_null: true } : {}),
    ...trackerCondition(trackerFilter?.show ?? false, trackers),
  };
  const t = (key: string) => translate(`gondola.installationList.${key}`);
  const banner = (
    <Stack direction="row" spacing={3} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }} data-testid="installation-list-controls">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={showAll ? 'all' : 'noLocation'}
        onChange={(_, next: string | null) => next && setShowAll(next === 'all')}
        aria-label={t('locationFilter')}
      >
        <ToggleButton value="all">{t('showAll')}</ToggleButton>
        <ToggleButton value="noLocation">{t('noLocation')}</ToggleButton>
      </ToggleButtonGroup>
      {trackerFilter?.show && (
        <FormGroup row aria-label={t('trackers')} data-testid="tracker-filter">
          {TRACKER_TYPES.map((tracker) => (
            <FormControlLabel
              key={tracker}
              label={translate(`resources.installations.options.trackerVersion.${tracker}`)}
              control={<Checkbox size="small" checked={trackers.includes(tracker)} onChange={() => setTrackers(toggleTracker(trackers, tracker))} />}
            />
          ))}
          {/* Spec §5: the last checked option cannot be unchecked; say so rather than ignore the click. */}
          {trackers.length === 1 && <FormHelperText sx={{ alignSelf: 'center', m: 0 }}>{t('trackerRule')}</FormHelperText>}
        </FormGroup>
      )}
      {type && (
        <Typography variant="body2" color="text.secondary">
          {t('ofType')}: {translate(`resources.installations.options.type.${type}`, { _: type })}
        </Typography>
      )}
      <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: 'list' | 'map' | null) => next && setView(next)} aria-label={t('view')} sx={{ ml: 'auto' }}>
        <ToggleButton value="list">{t('listView')}</ToggleButton>
        <ToggleButton value="map" disabled={!showAll}>
          {t('mapView')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
  const mapView = view === 'map' && showAll;
  return (
    <ResourceList
      def={registry.get('installations')!}
      filter={filter}
      banner={banner}
      extraColumns={healthColumns()}
      around={HealthProvider}
      phoneRows={{ facts: healthFacts() }}
      // The health comes with the rows, in the same request and the same render.
      companions={['health', 'trackerFilter']}
      inside={<TrackerFilterAnswer onAnswer={setTrackerFilter} />}
      // The id is in every link and the country in the resort: room for the health columns.
      hideColumns={['id', 'country']}
      rowPath={(id) => `/installation/${encodeURIComponent(String(id))}/operation`}
      storeKey={type ? `installations.type.${type}` : undefined}
      body={mapView ? <InstallationMap fixedFilter={filter} /> : undefined}
    />
  );
}

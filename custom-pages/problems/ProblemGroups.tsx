import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListContextProvider, useDataProvider, useGetList, useList, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Loading } from '@src/kit/Loading';
import { MAX_PROBLEM_GROUPS, type ProblemGroup } from '@core/problem-groups';
import { SEVERITIES } from '@resources/problems';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { relativeTime } from '@src/i18n/relative-time';
import { ToneChip } from '@src/kit/ToneChip';
import { registry } from '@src/resource-screens/registry';
import { ResourceDataTable } from '@src/resource-screens/ResourceList';
import { acknowledgeAllPath } from '@src/kit/problem-paths';

/** One installation's problems under the list's filter, in the list's order. */
function GroupRows({ installationId }: { installationId: string | null }) {
  const { filterValues, sort } = useListContext();
  const { data = [], isPending } = useGetList('problems', {
    filter: { ...filterValues, ...(installationId ? { installationId } : { installationId_null: true }) },
    sort,
    pagination: { page: 1, perPage: 200 },
  });
  const list = useList({ data, isPending, resource: 'problems', perPage: 200 });
  return (
    <ListContextProvider value={list}>
      <ResourceDataTable def={registry.get('problems')!} hideColumns={['installationId']} />
    </ListContextProvider>
  );
}

function Group({ group }: { group: ProblemGroup }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const severity = SEVERITIES.find((o) => o.value === String(group.worstSeverity));
  return (
    <Accordion expanded={open} onChange={(_, expanded) => setOpen(expanded)} disableGutters data-testid="problem-group" data-installation={group.installationId ?? ''}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ToneChip tone={severity?.tone} label={translate(`resources.problems.options.severity.${group.worstSeverity}`)} />
          <Typography sx={{ fontWeight: 500 }}>{group.installationName ?? group.installationId ?? translate('gondola.problems.group.noInstallation')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('gondola.problems.group.summary', { problems: group.problems, unacknowledged: group.unacknowledged, age: relativeTime(group.oldestStartedAt, locale) })}
          </Typography>
          {group.sources.map((source) => (
            <Chip key={source} size="small" variant="outlined" label={translate(`resources.problems.options.source.${source}`)} />
          ))}
        </Stack>
      </AccordionSummary>
      {open && (
        <AccordionDetails>
          {group.installationId && (
            <Stack direction="row" spacing={1} sx={{ mb: 1 }} useFlexGap flexWrap="wrap">
              <Button size="small" variant="outlined" component={RouterLink} to={`/installation/${encodeURIComponent(group.installationId)}/operation`}>
                {translate('gondola.problems.group.cockpit')}
              </Button>
              {group.unacknowledged > 0 &&
                group.sources.map((source) => (
                  <Button key={source} size="small" component={RouterLink} to={acknowledgeAllPath(group.installationId!, source)}>
                    {translate('gondola.problems.group.acknowledgeAll', { source: translate(`resources.problems.options.source.${source}`) })}
                  </Button>
                ))}
            </Stack>
          )}
          <GroupRows installationId={group.installationId} />
        </AccordionDetails>
      )}
    </Accordion>
  );
}

/** The filtered problem list as one row per installation, most urgent first; a row opens its problems. */
export function ProblemGroups() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  // Keyed under 'problems' so every live problem event refreshes it.
  const { data, isPending } = useQuery({ queryKey: ['problems', 'groups', filterValues], queryFn: () => dataProvider.getProblemGroups(filterValues) });
  if (isPending) return <Loading />;
  if (!data?.groups.length)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('gondola.problems.group.none')}
      </Typography>
    );
  return (
    <Box data-testid="problem-groups">
      {data.truncated && <Alert severity="info">{translate('gondola.problems.group.truncated', { count: MAX_PROBLEM_GROUPS })}</Alert>}
      {data.groups.map((group) => (
        <Group key={group.installationId ?? ''} group={group} />
      ))}
    </Box>
  );
}

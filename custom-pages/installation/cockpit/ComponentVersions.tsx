import { alpha, Chip, type Theme, Typography } from '@mui/material';
import { Link, useGetList, useTranslate } from 'react-admin';
import { compareSemver, isSemver } from '@core/resource-kit';
import { RecordTable } from '@src/kit/RecordTable';

/**
 * Installed versus latest released version of each software component of the installation;
 * outdated ones are marked. Used by the cockpit and by `software-components-versions`.
 */
export function ComponentVersions({ installationId, only }: { installationId: string; only?: string }) {
  const translate = useTranslate();
  const { data: all = [], isPending } = useGetList('software-components', {
    filter: { installationId },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  });
  const components = only ? all.filter((c) => String(c.id) === only) : all;
  const typeIds = [...new Set(components.map((c) => String(c.typeId)))];
  const { data: versions = [] } = useGetList(
    'software-component-versions',
    { filter: { typeId: typeIds, state: 'released' }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 1000 } },
    { enabled: typeIds.length > 0 },
  );
  const latest = new Map<string, string>();
  for (const v of versions) {
    const type = String(v.typeId);
    const number = String(v.versionNumber);
    if (isSemver(number) && (!latest.has(type) || compareSemver(number, latest.get(type)!) > 0)) latest.set(type, number);
  }
  if (isPending) return null;
  if (!components.length) return <Typography color="text.secondary">{translate('gondola.cockpit.versions.none')}</Typography>;
  const facts = (c: (typeof components)[number]) => {
    const installed = c.installedVersion ? String(c.installedVersion) : null;
    const newest = latest.get(String(c.typeId));
    return { installed, newest, outdated: !!(installed && newest && isSemver(installed) && compareSemver(installed, newest) < 0) };
  };
  return (
    <RecordTable
      rows={components}
      rowKey={(c) => String(c.id)}
      label={translate('gondola.cockpit.versions.title')}
      testId="component-versions"
      rowProps={(c) => {
        const { outdated } = facts(c);
        return { 'data-outdated': outdated, sx: outdated ? { bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, 0.12), '& td': { fontWeight: 500 } } : undefined };
      }}
      columns={[
        {
          id: 'name',
          label: translate('resources.software-components.fields.name'),
          sortBy: (c) => String(c.name),
          render: (c) => <Link to={`/installation/${encodeURIComponent(installationId)}/software-components/${encodeURIComponent(String(c.id))}`}>{String(c.name)}</Link>,
        },
        { id: 'installed', label: translate('gondola.cockpit.versions.installed'), render: (c) => facts(c).installed ?? '—' },
        { id: 'latest', label: translate('gondola.cockpit.versions.latest'), render: (c) => facts(c).newest ?? '—' },
        {
          id: 'state',
          label: translate('gondola.cockpit.versions.state'),
          sortBy: (c) => (facts(c).outdated ? 0 : 1),
          render: (c) => {
            const { installed, newest, outdated } = facts(c);
            if (outdated) return <Chip size="small" color="warning" label={translate('gondola.cockpit.versions.outdated')} />;
            return installed && newest ? <Chip size="small" variant="outlined" color="success" label={translate('gondola.cockpit.versions.current')} /> : null;
          },
        },
      ]}
    />
  );
}

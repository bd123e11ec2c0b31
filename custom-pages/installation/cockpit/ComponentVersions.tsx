import { alpha, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useGetList, useTranslate } from 'react-admin';
import { compareSemver, isSemver } from '@core/resource-kit';

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
  return (
    <Table size="small" data-testid="component-versions">
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.software-components.fields.name')}</TableCell>
          <TableCell>{translate('gondola.cockpit.versions.installed')}</TableCell>
          <TableCell>{translate('gondola.cockpit.versions.latest')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {components.map((c) => {
          const installed = c.installedVersion ? String(c.installedVersion) : null;
          const newest = latest.get(String(c.typeId));
          const outdated = !!(installed && newest && isSemver(installed) && compareSemver(installed, newest) < 0);
          return (
            <TableRow
              key={String(c.id)}
              data-outdated={outdated}
              sx={outdated ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12), '& td': { fontWeight: 500 } } : undefined}
            >
              <TableCell>
                <Link to={`/installation/${encodeURIComponent(installationId)}/software-components/${encodeURIComponent(String(c.id))}`}>{String(c.name)}</Link>
              </TableCell>
              <TableCell>{installed ?? '—'}</TableCell>
              <TableCell>{newest ?? '—'}</TableCell>
              <TableCell>
                {outdated ? (
                  <Chip size="small" color="warning" label={translate('gondola.cockpit.versions.outdated')} />
                ) : installed && newest ? (
                  <Chip size="small" variant="outlined" color="success" label={translate('gondola.cockpit.versions.current')} />
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

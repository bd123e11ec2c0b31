import { Alert, Stack, Typography } from '@mui/material';
import { Link, useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { OpenTickets } from '@src/kit/OpenTickets';
import { can } from '@core/access';
import { useShell } from '@src/shell/http-context';

const installationPath = (id: unknown, page: string) => `/installation/${encodeURIComponent(String(id))}/${page}`;

/**
 * When what was done here did not reach Zabbix (it was down, or refused), the problem says so: the
 * acknowledgement stands in the console, but Zabbix still shows the problem as it was.
 */
export function SourceNotUpdated({ problem }: { problem: RaRecord }) {
  const translate = useTranslate();
  const { data = [] } = useGetList(
    'problem-events',
    { filter: { problemId: problem.id }, sort: { field: 'at', order: 'DESC' }, pagination: { page: 1, perPage: 1 } },
    { enabled: problem.source === 'zabbix' },
  );
  const latest = data[0];
  if (latest?.sync !== 'failed') return null;
  return (
    <Alert severity="warning" sx={{ mb: 1 }} data-testid="source-not-updated">
      {translate('gondola.problems.sourceNotUpdated', { detail: String(latest.syncDetail ?? '') })}
    </Alert>
  );
}

/** Where a problem happened and what is open about it: its installation and device by name, and the installation's open tickets. */
export function ProblemLinks({ problem }: { problem: RaRecord }) {
  const translate = useTranslate();
  const installationId = problem.installationId ? String(problem.installationId) : undefined;
  const { data: installation } = useGetOne('installations', { id: installationId ?? '' }, { enabled: !!installationId });
  const { data: device } = useGetOne('devices', { id: String(problem.deviceId ?? '') }, { enabled: !!problem.deviceId, retry: false });
  const { principal } = useShell();
  if (!installationId) return null;
  return (
    <Stack spacing={0.5} sx={{ mb: 1 }} data-testid="problem-links">
      <Typography variant="body2">
        {translate('gondola.problems.installation')}: <Link to={installationPath(installationId, 'operation')}>{String(installation?.name ?? installationId)}</Link>
        {problem.deviceId ? (
          <>
            {' · '}
            {translate('resources.problems.fields.deviceId')}:{' '}
            <Link to={`${installationPath(installationId, 'devices/device')}/${encodeURIComponent(String(problem.deviceId))}`}>{String(device?.name ?? problem.deviceId)}</Link>
          </>
        ) : null}
        {can(principal, 'support.write') ? (
          <>
            {' · '}
            <Link to={`/notify-group/${encodeURIComponent(installationId)}`} data-testid="problem-notify-group">
              {translate('gondola.communication.notify.notifyGroup')}
            </Link>
          </>
        ) : null}
      </Typography>
      <OpenTickets installationId={installationId} />
    </Stack>
  );
}

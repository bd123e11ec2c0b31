import { Stack, Typography } from '@mui/material';
import { Link, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { OpenTickets } from '@custom-pages/installation/cockpit/OpenTickets';

const installationPath = (id: unknown, page: string) => `/installation/${encodeURIComponent(String(id))}/${page}`;

/** Where a problem happened and what is open about it: its installation and device by name, and the installation's open tickets. */
export function ProblemLinks({ problem }: { problem: RaRecord }) {
  const translate = useTranslate();
  const installationId = problem.installationId ? String(problem.installationId) : undefined;
  const { data: installation } = useGetOne('installations', { id: installationId ?? '' }, { enabled: !!installationId });
  const { data: device } = useGetOne('devices', { id: String(problem.deviceId ?? '') }, { enabled: !!problem.deviceId, retry: false });
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
      </Typography>
      <OpenTickets installationId={installationId} />
    </Stack>
  );
}

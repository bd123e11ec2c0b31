import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetMany, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RecordTable } from '@src/kit/RecordTable';
import { useCommandColumns } from '@src/kit/command-parts';

/** Every device's result of the job `id`, fifty at a time, named by device and installation; read again as `done` grows. */
export function BulkResults({ id, done }: { id: string; done: number }) {
  const translate = useTranslate();
  const commandColumns = useCommandColumns();
  const [page, setPage] = useState(1);
  // Children do not announce themselves one by one; the list follows the job's counts instead.
  const { data: children = [], total = 0 } = useGetList('device-commands', {
    filter: { bulkId: id },
    sort: { field: 'finishedAt', order: 'DESC' },
    pagination: { page, perPage: 50 },
    meta: { progress: done },
  });
  // Results name the devices and installations, never their ids alone.
  const { data: devices = [] } = useGetMany('devices', { ids: [...new Set(children.map((c) => String(c.deviceId)))] }, { enabled: children.length > 0 });
  const { data: installations = [] } = useGetMany(
    'installations',
    {
      ids: [
        ...new Set(
          children
            .map((c) => c.installationId)
            .filter(Boolean)
            .map(String),
        ),
      ],
    },
    { enabled: children.length > 0 },
  );
  const nameOf = (records: Array<{ id: unknown; name?: unknown }>, id: unknown) => String(records.find((r) => r.id === id)?.name ?? id ?? '');
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('gondola.devices.bulk.results')}
      </Typography>
      <RecordTable
        rows={children}
        rowKey={(c) => String(c.id)}
        label={translate('resources.device-commands.name', { smart_count: 2 })}
        testId="bulk-results"
        columns={[
          {
            id: 'deviceId',
            label: translate('resources.device-commands.fields.deviceId'),
            sortBy: (c) => nameOf(devices, c.deviceId),
            render: (c) => <span title={String(c.deviceId)}>{nameOf(devices, c.deviceId)}</span>,
          },
          {
            id: 'installationId',
            label: translate('resources.device-commands.fields.installationId'),
            sortBy: (c) => nameOf(installations, c.installationId),
            render: (c) =>
              c.installationId ? (
                <RouterLink to={`/installation/${encodeURIComponent(String(c.installationId))}/operation`}>{nameOf(installations, c.installationId)}</RouterLink>
              ) : (
                ''
              ),
          },
          commandColumns.status,
          commandColumns.durationMs,
          commandColumns.error,
        ]}
      />
      {total > 50 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
            {translate('ra.navigation.previous')}
          </Button>
          <Button disabled={page * 50 >= total} onClick={() => setPage(page + 1)}>
            {translate('ra.navigation.next')}
          </Button>
        </Stack>
      )}
    </>
  );
}

import { Box, Stack, Typography } from '@mui/material';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { RecordTable } from '@src/kit/RecordTable';
import { PageHeader } from '@src/resource-screens/page-title';
import type { RouteEntry } from '@src/shell/route-table';
import { useCommandName } from '@src/kit/device-values';
import { useDateFormat } from '@src/i18n/date-format';
import { BulkCommandForm } from './bulk/BulkCommandForm';
import { BulkProgressCard } from './bulk/BulkProgressCard';
import { BulkResults } from './bulk/BulkResults';
import { BulkStatusChip } from './bulk/BulkStatusChip';

function RecentBulkCommands() {
  const formatDate = useDateFormat();
  const translate = useTranslate();
  const commandName = useCommandName();
  const { data = [] } = useGetList('bulk-commands', { sort: { field: 'startedAt', order: 'DESC' }, pagination: { page: 1, perPage: 10 } });
  if (!data.length) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} alignItems="baseline">
        <Typography variant="h6" component="h2">
          {translate('gondola.devices.bulk.recent')}
        </Typography>
        <RouterLink to="/centraldevicemanagement/bulk-command-list">{translate('gondola.routes.bulkCommandList')}</RouterLink>
      </Stack>
      <RecordTable
        rows={data}
        rowKey={(b) => String(b.id)}
        label={translate('gondola.devices.bulk.recent')}
        columns={[
          {
            id: 'startedAt',
            label: translate('resources.bulk-commands.fields.startedAt'),
            nowrap: true,
            sortBy: (b) => String(b.startedAt),
            render: (b) => <RouterLink to={`/bulk-commands/${encodeURIComponent(String(b.id))}/show`}>{formatDate.dateTime(String(b.startedAt))}</RouterLink>,
          },
          { id: 'command', label: translate('resources.bulk-commands.fields.command'), sortBy: (b) => commandName(b.command), render: (b) => commandName(b.command) },
          { id: 'status', label: translate('resources.bulk-commands.fields.status'), sortBy: (b) => String(b.status), render: (b) => <BulkStatusChip status={b.status} /> },
          {
            id: 'total',
            label: translate('resources.bulk-commands.fields.total'),
            render: (b) => translate('gondola.devices.bulk.counts', { total: b.total, succeeded: b.succeeded, failed: b.failed }),
          },
          { id: 'requestedByName', label: translate('resources.bulk-commands.fields.requestedByName'), render: (b) => String(b.requestedByName ?? '') },
        ]}
      />
    </Box>
  );
}

/** `/bulk-commands/{id}`: live progress, stop and resume, and every device's result. */
export function BulkCommandDetail() {
  const formatDate = useDateFormat();
  const translate = useTranslate();
  const commandName = useCommandName();
  const { id = '' } = useParams();
  const { data: bulk, refetch } = useGetOne('bulk-commands', { id });
  const done = bulk ? Number(bulk.succeeded ?? 0) + Number(bulk.failed ?? 0) + Number(bulk.cancelled ?? 0) : 0;
  if (!bulk) return null;
  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: translate('gondola.routes.bulkCommands'), to: '/bulk-commands' },
          { label: `${commandName(bulk.command)} · ${formatDate.dateTime(String(bulk.startedAt))}` },
        ]}
      />
      <BulkProgressCard bulk={bulk} done={done} onChanged={() => void refetch()} />
      <BulkResults id={id} done={done} />
    </Box>
  );
}

export default function BulkCommandPage({ route }: { route: RouteEntry }) {
  return (
    <>
      <BulkCommandForm route={route} />
      <RecentBulkCommands />
    </>
  );
}

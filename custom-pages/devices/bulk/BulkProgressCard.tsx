import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { type RaRecord, useDataProvider, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useCommandName } from '@src/kit/device-values';
import { BulkStatusChip } from './BulkStatusChip';

/** What the job has done, what it waits for and why, and its pause, stop and resume; `onChanged` after each of them. */
export function BulkProgressCard({ bulk, done, onChanged }: { bulk: RaRecord; done: number; onChanged: () => void }) {
  const translate = useTranslate();
  const commandName = useCommandName();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const id = String(bulk.id);
  const total = Number(bulk.total ?? 0);
  const pending = Math.max(0, total - done);
  const act = (fn: () => Promise<unknown>) =>
    void fn().then(
      () => onChanged(),
      () => {},
    );
  return (
    <Card variant="outlined" sx={{ mt: 1 }}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2" title={String(bulk.command)}>
            {commandName(bulk.command)}
          </Typography>
          <BulkStatusChip status={bulk.status} />
          <Typography color="text.secondary">{String(bulk.requestedByName ?? '')}</Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={total ? (100 * done) / total : 0}
          sx={{ height: 10, borderRadius: 1 }}
          aria-label={translate('gondola.devices.bulk.progress')}
          data-testid="bulk-progress"
          data-done={done}
          data-total={total}
        />
        <Stack direction="row" spacing={3} sx={{ mt: 1 }} data-testid="bulk-counts">
          <Typography>{translate('gondola.devices.bulk.done', { count: Number(bulk.succeeded ?? 0) })}</Typography>
          <Typography color={Number(bulk.failed) ? 'error' : undefined}>{translate('gondola.devices.bulk.failed', { count: Number(bulk.failed ?? 0) })}</Typography>
          <Typography>{translate('gondola.devices.bulk.pending', { count: pending })}</Typography>
          {Number(bulk.cancelled) > 0 && <Typography>{translate('gondola.devices.bulk.cancelled', { count: Number(bulk.cancelled) })}</Typography>}
        </Stack>
        {bulk.stageSize != null && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="bulk-stage">
            {translate(bulk.stage === 'rest' ? 'gondola.devices.bulk.stageRest' : 'gondola.devices.bulk.stageFirst', {
              first: bulk.stageSize,
              percent: bulk.stageSuccessPercent,
            })}
          </Typography>
        )}
        {bulk.status === 'paused' && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('gondola.devices.bulk.pausedExplained', { threshold: bulk.errorThreshold })}
          </Alert>
        )}
        {bulk.status === 'held' && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('gondola.devices.bulk.heldExplained')}
          </Alert>
        )}
        {bulk.status === 'staged' && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('gondola.devices.bulk.stagedExplained', { first: bulk.stageSize, percent: bulk.stageSuccessPercent })}
          </Alert>
        )}
        {bulk.status === 'completed' && (
          <Alert severity={Number(bulk.failed) ? 'warning' : 'success'} sx={{ mt: 1 }}>
            {translate('gondola.devices.bulk.report', { succeeded: bulk.succeeded, failed: bulk.failed, total: total })}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          {bulk.status === 'running' && (
            <Button variant="outlined" onClick={() => act(() => dataProvider.pauseBulkCommand(id))}>
              {translate('gondola.devices.bulk.pause')}
            </Button>
          )}
          {['running', 'paused', 'held', 'staged'].includes(String(bulk.status)) && (
            <Button color="error" variant="outlined" onClick={() => act(() => dataProvider.stopBulkCommand(id))}>
              {translate('gondola.devices.bulk.stop')}
            </Button>
          )}
          {['paused', 'held', 'staged'].includes(String(bulk.status)) && (
            <Button variant="contained" onClick={() => act(() => dataProvider.resumeBulkCommand(id))}>
              {translate('gondola.devices.bulk.resume')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

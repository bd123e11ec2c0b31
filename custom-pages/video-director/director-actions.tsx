import ContentCopy from '@mui/icons-material/ContentCopy';
import SettingsRemote from '@mui/icons-material/SettingsRemote';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { Shape } from '@core/video-director';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useDateFormat } from '@src/i18n/date-format';
import { saveBlocker, type DirectorTarget } from './use-director-save';

const RESOURCE = 'video-director-configs';

/** Which version the recorder runs, and the button that sends the saved one. */
export const ApplyBar = memo(function ApplyBar({ record, canApply, dirty }: { record: RaRecord; canApply: boolean; dirty: boolean }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.director.${key}`, options);
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const queryClient = useQueryClient();
  const { dateTime } = useDateFormat();
  const id = String(record.id);
  const { data: status } = useQuery({ queryKey: [RESOURCE, 'applied', id], queryFn: () => dataProvider.getDirectorApplied(id) });
  const apply = useMutation({
    mutationFn: () => dataProvider.applyDirector(id, Number(record.version)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [RESOURCE, 'applied', id] }),
  });
  const last = status?.last;
  const failed = last && last.status !== 'succeeded' && last.status !== 'sent' && last.status !== 'queued' ? last : undefined;
  return (
    <Stack spacing={1} data-testid="apply-bar">
      <Typography variant="body2" role="status">
        {status?.applied ? t('applied', { version: status.applied.version, at: dateTime(status.applied.at) }) : t('notApplied')}
      </Typography>
      {status?.applied && status.applied.version < Number(record.version) && <Alert severity="warning">{t('outdated')}</Alert>}
      {failed && (
        <Alert severity="error">
          {t('applyFailed', { version: failed.version, reason: translate(`gondola.devices.errors.${failed.error}`, { _: failed.error ?? failed.status }) })}
        </Alert>
      )}
      {apply.error && <Alert severity="error">{(apply.error as { body?: { message?: string } }).body?.message ?? (apply.error as Error).message}</Alert>}
      {canApply && (
        <Button startIcon={<SettingsRemote />} variant="outlined" disabled={dirty || apply.isPending} onClick={() => apply.mutate()} sx={{ alignSelf: 'flex-start' }}>
          {apply.isPending ? t('applying') : dirty ? t('applyFirst') : t('apply')}
        </Button>
      )}
    </Stack>
  );
});

/** Copies the shapes and counter to another lane of the same recorder (replacing that lane's, after saying so). */
export const CopyToLane = memo(function CopyToLane({ target, shapes, frames }: { target: DirectorTarget; shapes: Shape[]; frames: number }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.director.${key}`, options);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [lane, setLane] = useState(target.lane === 1 ? 2 : 1);
  const valid = Number.isInteger(lane) && lane >= 1 && lane <= 99 && lane !== target.lane;
  const { data: existing } = useQuery({
    queryKey: [RESOURCE, 'lane', target.installationId, target.recorder, lane],
    queryFn: () =>
      dataProvider
        .getList(RESOURCE, {
          filter: { installationId: target.installationId, recorder: target.recorder, lane },
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'id', order: 'ASC' },
        })
        .then((r) => r.data[0] ?? null),
    enabled: open && valid,
  });
  const copy = useMutation({
    mutationFn: async () => {
      const values = { ...target, lane, areas: shapes, objectLostFrames: frames };
      if (existing) await dataProvider.update(RESOURCE, { id: existing.id, data: { ...values, version: existing.version }, previousData: existing });
      else await dataProvider.create(RESOURCE, { data: values });
    },
    onSuccess: () => {
      setOpen(false);
      notify('gondola.director.copied', { type: 'success', messageArgs: { lane } });
      return queryClient.invalidateQueries({ queryKey: [RESOURCE] });
    },
    onError: (error) =>
      notify('gondola.director.saveFailed', { type: 'error', messageArgs: { reason: (error as { body?: { message?: string } }).body?.message ?? (error as Error).message } }),
  });
  const blocked = saveBlocker(shapes);
  return (
    <>
      <Button size="small" startIcon={<ContentCopy />} onClick={() => setOpen(true)} disabled={!!blocked}>
        {t('copy')}
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby="director-copy">
          <DialogTitle id="director-copy">{t('copyTitle')}</DialogTitle>
          <DialogContent>
            <TextField
              sx={{ mt: 1 }}
              type="number"
              label={t('copyLane')}
              value={lane}
              onChange={(e) => setLane(Math.round(Number(e.target.value)))}
              slotProps={{ htmlInput: { min: 1, max: 99 } }}
              error={!valid}
              autoFocus
            />
            {existing && (
              <Alert severity="info" sx={{ mt: 1 }}>
                {t('copyReplaces', { lane })}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
            <Button variant="contained" disabled={!valid || copy.isPending} onClick={() => copy.mutate()}>
              {t('copyButton')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
});

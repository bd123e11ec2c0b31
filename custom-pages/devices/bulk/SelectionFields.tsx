import { Chip, Grid, MenuItem, TextField, Typography } from '@mui/material';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslate } from 'react-admin';
import type { DeviceSelection } from '@core/devices/selection';
import { DEVICE_STATUSES } from '@resources/devices';
import { DeviceTypesPicker, RecordsPicker } from './target-pickers';

type ListKey = 'installationId' | 'resortId' | 'type';
const LISTS: ListKey[] = ['installationId', 'resortId', 'type'];

/** The choice a link brings along: `?ids=a,b,c` (rows selected in a device list), `?installationId=…` and any filter. */
export function selectionFrom(search: URLSearchParams): DeviceSelection {
  const choice: Record<string, unknown> = {};
  for (const key of LISTS) if (search.get(key)) choice[key] = search.get(key)!.split(',').filter(Boolean);
  for (const key of ['tag', 'version', 'status'] as const) if (search.get(key)) choice[key] = search.get(key);
  const ids = (search.get('ids') ?? '').split(',').filter(Boolean);
  if (ids.length) choice.ids = ids;
  return choice as DeviceSelection;
}

const asList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Which devices: the rows a link brought (removable), installations, resorts, types, status, tag and version. */
export function SelectionFields({ selection, setSelection }: { selection: DeviceSelection; setSelection: Dispatch<SetStateAction<DeviceSelection>> }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.devices.bulk.${key}`, options);
  const setList = (key: ListKey, values: string[]) => setSelection((s) => ({ ...s, [key]: values.length ? values : undefined }));
  const setText = (key: 'tag' | 'version' | 'status', value: string) => setSelection((s) => ({ ...s, [key]: value || undefined }));
  return (
    <>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2, mb: 1 }}>
        {t('choose')}
      </Typography>
      {selection.ids && (
        <Chip
          sx={{ mb: 2 }}
          color="primary"
          variant="outlined"
          data-testid="bulk-selected-ids"
          label={t('selected', { smart_count: selection.ids.length })}
          title={selection.ids.join(', ')}
          onDelete={() => setSelection(({ ids: _, ...rest }) => rest)}
        />
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <RecordsPicker resource="installations" label={t('filter.installations')} value={asList(selection.installationId)} onChange={(v) => setList('installationId', v)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RecordsPicker resource="resorts" label={t('filter.resorts')} value={asList(selection.resortId)} onChange={(v) => setList('resortId', v)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DeviceTypesPicker value={asList(selection.type)} onChange={(v) => setList('type', v)} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={translate('resources.devices.fields.status')}
            value={selection.status ?? ''}
            onChange={(e) => setText('status', e.target.value)}
          >
            <MenuItem value="">{t('any')}</MenuItem>
            {DEVICE_STATUSES.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {translate(`resources.devices.options.status.${o.value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField fullWidth size="small" label={t('filter.tag')} value={selection.tag ?? ''} onChange={(e) => setText('tag', e.target.value.trim())} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField fullWidth size="small" label={t('filter.version')} value={selection.version ?? ''} onChange={(e) => setText('version', e.target.value.trim())} />
        </Grid>
      </Grid>
    </>
  );
}

import { Autocomplete, Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { useRecordOptions } from '@src/kit/record-options';
import { DEVICE_TYPES } from '@resources/devices';

/**
 * Several records of a resource (installations, resorts) picked by typing part of their name or
 * id: the bulk command's targets are named, never typed in as ids.
 */
export function RecordsPicker({ resource, label, value, onChange }: { resource: string; label: string; value: string[]; onChange(ids: string[]): void }) {
  const translate = useTranslate();
  const { options, search } = useRecordOptions(resource, value);
  const selected = value.map((id) => options.find((o) => String(o.id) === id)).filter((r): r is RaRecord => !!r);
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={selected}
      filterOptions={(o) => o}
      onChange={(_, next) => onChange(next.map((r) => String(r.id)))}
      onInputChange={(_, text, reason) => reason !== 'reset' && search(text)}
      getOptionLabel={(o) => String(o.name ?? o.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={translate('gondola.devices.bulk.nothingFound')}
      renderOption={(props, o) => (
        <li {...props} key={String(o.id)}>
          <ListItemText primary={String(o.name ?? o.id)} secondary={String(o.id)} />
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** Device types, several at once, by their names. */
export function DeviceTypesPicker({ value, onChange }: { value: string[]; onChange(types: string[]): void }) {
  const translate = useTranslate();
  const name = (type: string) => translate(`resources.devices.options.type.${type}`);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={translate('resources.devices.fields.type')}
      value={value}
      onChange={(e) => onChange(typeof e.target.value === 'string' ? e.target.value.split(',').filter(Boolean) : (e.target.value as string[]))}
      slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).map(name).join(', ') } }}
      data-testid="bulk-device-types"
    >
      {DEVICE_TYPES.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          <Checkbox size="small" checked={value.includes(o.value)} sx={{ p: 0, mr: 1 }} />
          <ListItemText primary={name(o.value)} />
        </MenuItem>
      ))}
    </TextField>
  );
}

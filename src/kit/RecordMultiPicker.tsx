import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useRecordOptions } from './record-options';

/** Several records picked by typing part of their names; the chosen ones keep their names when the search no longer finds them. */
export function RecordMultiPicker({
  resource,
  label,
  value,
  onChange,
  width = 260,
}: {
  resource: string;
  label: string;
  value: readonly string[];
  onChange(ids: string[]): void;
  width?: number;
}) {
  const translate = useTranslate();
  // The records to choose from are asked for when the list first opens (by click, key or typing), not with the page.
  const [opened, setOpened] = useState(false);
  const { options, search, loading } = useRecordOptions(resource, value, { searching: opened });
  const selected = options.filter((o) => value.includes(String(o.id)));
  return (
    <Autocomplete
      multiple
      size="small"
      sx={{ width: { xs: '100%', sm: width } }}
      options={options}
      onOpen={() => setOpened(true)}
      loading={loading}
      loadingText={translate('ra.page.loading')}
      value={selected}
      filterOptions={(o) => o}
      onChange={(_, next: RaRecord[]) => onChange(next.map((r) => String(r.id)))}
      onInputChange={(_, text, reason) => reason === 'input' && search(text)}
      getOptionLabel={(o) => String(o.name ?? o.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={translate('gondola.kit.nothingFound')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** Several values of a fixed list (installation types, roles), shown with their translated labels. */
export function ChoicePicker({
  label,
  options,
  value,
  onChange,
  width = 260,
}: {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: readonly string[];
  onChange(values: string[]): void;
  width?: number;
}) {
  return (
    <Autocomplete
      multiple
      size="small"
      sx={{ width: { xs: '100%', sm: width } }}
      options={options.map((o) => o.value)}
      value={[...value]}
      onChange={(_, next: string[]) => onChange(next)}
      getOptionLabel={(v) => options.find((o) => o.value === v)?.label ?? v}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

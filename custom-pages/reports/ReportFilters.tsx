import { Autocomplete, FormControlLabel, Switch, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { useRecordOptions } from '@src/kit/record-options';
import { RANGE_PRESETS, REPORT_DEFINITIONS, type RangePreset, type ReportFilter, type ReportName } from '@core/reports';
import type { ReportChange, ReportParams } from './report-params';

/** The resource each filter picks a record of. */
const FILTER_RESOURCES: Partial<Record<ReportFilter, string>> = {
  employee: 'staff-users',
  customer: 'customers',
  installation: 'installations',
  masterComponent: 'software-component-types',
  component: 'software-components',
};

/** One record picked by typing part of its name; the chosen one keeps its name when the search no longer finds it. */
function RecordPicker({ resource, label, value, onChange }: { resource: string; label: string; value: string | undefined; onChange(id: string | undefined): void }) {
  const translate = useTranslate();
  const { options, search } = useRecordOptions(resource, value ? [value] : []);
  const selected = value ? (options.find((o) => String(o.id) === value) ?? null) : null;
  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: '100%', sm: 260 } }}
      options={options}
      value={selected}
      filterOptions={(o) => o}
      onChange={(_, next: RaRecord | null) => onChange(next ? String(next.id) : undefined)}
      onInputChange={(_, text, reason) => reason === 'input' && search(text)}
      getOptionLabel={(o) => String(o.name ?? o.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={translate('gondola.reports.nothingFound')}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** A report's range (the presets, or days of one's own) and its filters. */
export function ReportFilters({
  report,
  params,
  update,
  everyone,
}: {
  report: ReportName;
  params: ReportParams;
  update(change: ReportChange): void;
  /** The caller reads everyone's time: the employee filter is theirs. */
  everyone: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`gondola.reports.${key}`);
  const filters = REPORT_DEFINITIONS[report].filters.filter((f) => f !== 'employee' || everyone);
  const setFilter = (name: ReportFilter, value: string | undefined) => update({ filters: { [name]: value } });
  return (
    <>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={params.preset}
        onChange={(_, v: RangePreset | null) => v && update({ preset: v })}
        aria-label={t('range')}
        sx={{ flexWrap: 'wrap' }}
      >
        {RANGE_PRESETS.map((p) => (
          <ToggleButton key={p} value={p}>
            {t(`presets.${p}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {params.preset === 'custom' &&
        (['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            size="small"
            type="date"
            label={t(end)}
            value={params.days[end]}
            onChange={(e) => e.target.value && update({ days: { [end]: e.target.value } })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: end === 'from' ? { max: params.days.to } : { min: params.days.from } }}
          />
        ))}
      {filters.map((name) =>
        name === 'onlyTasks' ? (
          <FormControlLabel
            key={name}
            control={<Switch checked={params.filters.onlyTasks === 'true'} onChange={(e) => setFilter('onlyTasks', e.target.checked ? 'true' : undefined)} />}
            label={t('filters.onlyTasks')}
          />
        ) : (
          <RecordPicker key={name} resource={FILTER_RESOURCES[name]!} label={t(`filters.${name}`)} value={params.filters[name]} onChange={(id) => setFilter(name, id)} />
        ),
      )}
    </>
  );
}

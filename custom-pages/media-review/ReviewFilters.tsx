import type { ReviewFilter } from '@core/media-review';
import { Autocomplete, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';

export type ReviewView = 'pending' | 'confirmed' | 'rejected';

/** One record of a resource picked by typing part of its name (the queue's installation or resort). */
function RecordPicker({ resource, label, value, onChange }: { resource: string; label: string; value: string | undefined; onChange(id: string | undefined): void }) {
  const [q, setQ] = useState('');
  const { data: found = [] } = useGetList(resource, { filter: q ? { q } : {}, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 25 } });
  const { data: chosen } = useGetOne(resource, { id: value ?? '' }, { enabled: !!value });
  const options = [...new Map([...(chosen ? [chosen] : []), ...found].map((r) => [String(r.id), r])).values()];
  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: '100%', sm: 260 } }}
      options={options}
      value={options.find((o) => String(o.id) === value) ?? null}
      filterOptions={(o) => o}
      onChange={(_, next: RaRecord | null) => onChange(next ? String(next.id) : undefined)}
      onInputChange={(_, text, reason) => reason === 'input' && setQ(text)}
      getOptionLabel={(o) => String(o.name ?? o.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** `datetime-local` speaks local time without a zone; the API wants an instant. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : undefined);
const toLocal = (iso: string | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The queue's filters (installation, resort, when taken) and which state to look at. */
export function ReviewFilters({ filter, onFilter, view, onView }: { filter: ReviewFilter; onFilter(next: ReviewFilter): void; view: ReviewView; onView(next: ReviewView): void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`gondola.review.${key}`);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }} role="group" aria-label={t('filters')}>
      <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, v: ReviewView | null) => v && onView(v)} aria-label={t('state')}>
        {(['pending', 'confirmed', 'rejected'] as const).map((s) => (
          <ToggleButton key={s} value={s}>
            {t(`states.${s}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <RecordPicker resource="installations" label={t('installation')} value={filter.installationId} onChange={(installationId) => onFilter({ ...filter, installationId })} />
      <RecordPicker resource="resorts" label={t('resort')} value={filter.resortId} onChange={(resortId) => onFilter({ ...filter, resortId })} />
      <TextField
        size="small"
        type="datetime-local"
        sx={{ width: 230 }}
        label={t('takenFrom')}
        value={toLocal(filter.from)}
        onChange={(e) => onFilter({ ...filter, from: toInstant(e.target.value) })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="datetime-local"
        sx={{ width: 230 }}
        label={t('takenTo')}
        value={toLocal(filter.to)}
        onChange={(e) => onFilter({ ...filter, to: toInstant(e.target.value) })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}

import { Box, InputAdornment, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  DateTimeInput,
  NullableBooleanInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  TimeInput,
  useCanAccess,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { FieldDefinition, ResourceDefinition, ScalarField } from '@core/resource-kit';
import { DurationInput } from './duration-input';
import { ZonedDateTimeInput } from './zoned-date-time-input';
import { choicesFor } from './reference-choices';
import { ReferencePicker, ReferencesPicker } from './reference-pickers';
import { keys } from './resource-messages';

const INPUT_TYPES: Partial<Record<FieldDefinition['kind'], string>> = { email: 'email', url: 'url', phone: 'tel' };

function ScalarInput({
  resource,
  name,
  source,
  field,
  label,
  helperText,
}: {
  resource: string;
  name: string;
  source: string;
  field: ScalarField;
  label: string;
  helperText?: string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const common = { source, label, helperText: helperText ?? false, isRequired: !!field.required } as const;
  switch (field.kind) {
    case 'longText':
      return <TextInput {...common} multiline minRows={field.markdown ? 6 : 3} fullWidth />;
    case 'integer':
    case 'decimal':
      if (field.minutesDuration) return <DurationInput {...common} />;
      return (
        <NumberInput
          {...common}
          min={field.min}
          max={field.max}
          step={field.step ?? (field.kind === 'integer' ? 1 : 'any')}
          // The unit beside the value (s, ms, fps), as the list and record pages show it.
          slotProps={field.unit ? { input: { endAdornment: <InputAdornment position="end">{field.unit}</InputAdornment> } } : undefined}
        />
      );
    case 'boolean':
      return <BooleanInput source={source} label={label} helperText={helperText ?? false} />;
    case 'enum':
      return <SelectInput {...common} choices={field.options.map((o) => ({ id: o.value, name: translate(keys.option(resource, name, o.value), { _: o.label.en }) }))} />;
    case 'date':
      return <DateInput {...common} />;
    case 'time':
      return <TimeInput {...common} parse={(v: string) => v || null} format={(v: string | null) => v ?? ''} />;
    case 'dateTime':
      if (field.zoneField) return <ZonedDateTimeInput {...common} resource={resource} zoneField={field.zoneField} />;
      return <DateTimeInput {...common} parse={(v: string) => (v ? new Date(v).toISOString() : null)} />;
    case 'country':
    case 'timeZone':
    case 'currency':
      return <AutocompleteInput {...common} choices={choicesFor(field.kind, locale)} />;
    default:
      return <TextInput {...common} type={INPUT_TYPES[field.kind] ?? 'text'} />;
  }
}

/**
 * A reference picker only for whom may read what it picks from: a project manager planning a rollout
 * may not list bulk commands, and the picker would ask for them, be refused and say so. A value the
 * record already has stays, shown as it is; otherwise the field is left out.
 */
function WhenReadable({ reference, source, label, children }: { reference: string; source: string; label: string; children: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({ resource: reference, action: 'list' });
  const value = useWatch({ name: source }) as unknown;
  if (isPending) return null;
  if (canAccess) return children;
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  return <TextInput source={source} label={label} disabled format={(v: unknown) => (Array.isArray(v) ? v.join(', ') : String(v ?? ''))} helperText={false} />;
}

/** The input for one field, by kind: the generic forms are made of these. */
export function FieldInput({ def, name }: { def: ResourceDefinition; name: string }) {
  const translate = useTranslate();
  const field = def.fields[name];
  if (!field) throw new Error(`${def.name} has no field ${name}`);
  const resource = def.name;
  const label = keys.field(resource, name);
  const helperText = field.help ? keys.help(resource, name) : undefined;
  switch (field.kind) {
    case 'reference':
      return (
        <WhenReadable reference={field.reference} source={name} label={label}>
          <ReferencePicker source={name} reference={field.reference} label={label} helperText={helperText ?? false} isRequired={!!field.required} />
        </WhenReadable>
      );
    case 'referenceMany':
      return (
        <WhenReadable reference={field.reference} source={name} label={label}>
          <ReferencesPicker source={name} reference={field.reference} label={label} helperText={helperText ?? false} />
        </WhenReadable>
      );
    case 'stringList':
      return field.item === 'enum' ? (
        <CheckboxGroupInput
          source={name}
          label={label}
          helperText={helperText ?? false}
          choices={(field.options ?? []).map((o) => ({ id: o.value, name: translate(keys.option(resource, name, o.value), { _: o.label.en }) }))}
        />
      ) : (
        <TextArrayInput source={name} label={label} helperText={helperText ?? false} />
      );
    case 'coordinates':
      return (
        <Box>
          <Typography variant="caption" color="text.secondary">
            {translate(label)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <NumberInput source={`${name}.lat`} label="gondola.kit.latitude" min={-90} max={90} step="any" helperText={false} />
            <NumberInput source={`${name}.lng`} label="gondola.kit.longitude" min={-180} max={180} step="any" helperText={false} />
          </Box>
        </Box>
      );
    case 'rows':
      return (
        <ArrayInput source={name} label={label} helperText={helperText ?? false}>
          <SimpleFormIterator inline disableReordering={false}>
            {Object.entries(field.fields).map(([sub, subField]) => (
              <ScalarInput key={sub} resource={resource} name={`${name}.${sub}`} source={sub} field={subField} label={keys.subfield(resource, name, sub)} />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
    case 'group':
      return (
        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 0.5, pb: 1, m: 0, mb: 1 }}>
          <Typography component="legend" variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
            {translate(label)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {Object.entries(field.fields).map(([sub, subField]) => (
              <ScalarInput key={sub} resource={resource} name={`${name}.${sub}`} source={`${name}.${sub}`} field={subField} label={keys.subfield(resource, name, sub)} />
            ))}
          </Box>
        </Box>
      );
    case 'file':
    case 'structured':
      // Files and structured values (geometry) are edited by the pages built for them, never typed into a form.
      return null;
    default:
      return <ScalarInput resource={resource} name={name} source={name} field={field} label={label} helperText={helperText} />;
  }
}

/** Filter inputs for a list: search plus one per filterable field. */
const SINCE = ['15m', '1h', '4h', '1d', '7d', '30d'] as const;

function SinceLabel({ def, name, edge }: { def: ResourceDefinition; name: string; edge: 'within' | 'before' }) {
  const translate = useTranslate();
  return <>{translate(`gondola.kit.since.${edge}`, { field: translate(keys.field(def.name, name)) })}</>;
}

/** "Within the last …" (`_gte`) or "more than … ago" (`_lte`) for a date-time, relative to now on the server. */
function SinceFilter({ source, label }: { source: string; label?: ReactElement }) {
  const translate = useTranslate();
  const choices = SINCE.map((span) => ({ id: `now-${span}`, name: translate(`gondola.kit.since.${span}`) }));
  return <SelectInput source={source} label={label} choices={choices} translateChoice={false} />;
}

/** The filter inputs a field offers in lists: none, one, or two for a date-time (recent / old). */
export function filterInputs(def: ResourceDefinition, name: string) {
  const field = def.fields[name]!;
  if (field.kind === 'dateTime') {
    // The filter menu shows the element's own label, so it carries the translated one.
    return (['within', 'before'] as const).map((edge) => {
      const source = `${name}_${edge === 'within' ? 'gte' : 'lte'}`;
      return <SinceFilter key={source} source={source} label={<SinceLabel def={def} name={name} edge={edge} />} />;
    });
  }
  const input = filterInput(def, name);
  return input ? [input] : [];
}

function filterInput(def: ResourceDefinition, name: string) {
  const field = def.fields[name]!;
  const label = keys.field(def.name, name);
  switch (field.kind) {
    case 'reference':
      return <ReferencePicker key={name} source={name} reference={field.reference} label={label} />;
    case 'boolean':
      return <NullableBooleanInputFilter key={name} source={name} label={label} />;
    default:
      return field.kind === 'enum' || field.kind === 'country' ? <FilterScalar key={name} source={name} def={def} name={name} /> : null;
  }
}

function FilterScalar({ def, name }: { def: ResourceDefinition; name: string; source?: string }) {
  const field = def.fields[name] as ScalarField;
  return <ScalarInput resource={def.name} name={name} source={name} field={{ ...field, required: false }} label={keys.field(def.name, name)} />;
}

function NullableBooleanInputFilter({ source, label }: { source: string; label: string }) {
  return <NullableBooleanInput source={source} label={label} />;
}

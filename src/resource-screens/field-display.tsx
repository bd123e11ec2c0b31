import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import {
  EmailField,
  FunctionField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
  UrlField,
  useCanAccess,
  useGetList,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { FieldDefinition, ResourceDefinition, TextField as TextFieldDefinition } from '@core/resource-kit';
import { formatMinutes } from '@core/duration';
import { BooleanDisplay } from './boolean-display';
import { ListReference } from './list-reference';
import { recordName } from './record-name';
import { countryName } from './reference-choices';
import { keys } from './resource-messages';
import { registry } from './registry';
import { ZonedDateTimeField } from './zoned-date-time-field';
import { useDateFormat } from '@src/i18n/date-format';
import { ToneChip } from '@src/kit/ToneChip';
import { FileView } from '@src/kit/FileView';

type Rec = Record<string, unknown>;

// Markdown's parser is only fetched when a page shows Markdown.
const MarkdownView = lazy(() => import('./MarkdownView'));

function Value({ resource, name, field, value }: { resource: string; name: string; field: FieldDefinition; value: unknown }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (value === null || value === undefined || value === '') return <span>—</span>;
  switch (field.kind) {
    case 'text':
      return field.knownValuesFrom ? (
        <KnownText resource={resource} name={name} field={field} value={String(value)} />
      ) : (
        // A known value by its name ("Read status"), any other as it is.
        <span>{field.knownValues ? translate(keys.option(resource, name, String(value)), { _: String(value) }) : String(value)}</span>
      );
    case 'enum': {
      const tone = field.options.find((o) => o.value === String(value))?.tone;
      return <ToneChip tone={tone} label={translate(keys.option(resource, name, String(value)), { _: String(value) })} />;
    }
    case 'country':
      return <span title={String(value)}>{countryName(String(value), locale)}</span>;
    case 'file':
      return <FileView file={value} />;
    case 'structured':
      return <span>{translate('gondola.kit.entries', { smart_count: Array.isArray(value) ? value.length : Object.keys(value as object).length })}</span>;
    case 'coordinates': {
      const { lat, lng } = value as { lat: number; lng: number };
      return <span>{`${lat.toFixed(5)}, ${lng.toFixed(5)}`}</span>;
    }
    case 'stringList':
      return (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {(value as string[]).map((item) => (
            <Chip key={item} size="small" label={field.item === 'enum' ? translate(keys.option(resource, name, item), { _: item }) : item} />
          ))}
        </Stack>
      );
    case 'rows': {
      const rows = value as Rec[];
      if (!rows.length) return <span>—</span>;
      return (
        <Table size="small" sx={{ width: 'auto' }}>
          <TableHead>
            <TableRow>
              {Object.keys(field.fields).map((sub) => (
                <TableCell key={sub}>{translate(keys.subfield(resource, name, sub))}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no id; they are shown read-only in their stored order, so the position is their identity.
              <TableRow key={index}>
                {Object.entries(field.fields).map(([sub, subField]) => {
                  const v = row[sub];
                  const shown =
                    v === null || v === undefined || v === ''
                      ? '—'
                      : subField.kind === 'enum'
                        ? translate(keys.option(resource, `${name}.${sub}`, String(v)), { _: String(v) })
                        : subField.kind === 'boolean'
                          ? translate(v ? 'ra.boolean.true' : 'ra.boolean.false')
                          : String(v);
                  return <TableCell key={sub}>{shown}</TableCell>;
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      );
    }
    case 'longText':
      return (
        <Suspense fallback={<span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>}>
          <MarkdownView text={String(value)} />
        </Suspense>
      );
    case 'secret':
      return <code>{String(value)}</code>;
    case 'group':
      return (
        <Stack spacing={0.25}>
          {Object.entries(field.fields).map(([sub, subField]) => {
            const v = (value as Rec)[sub];
            if (v === null || v === undefined || v === '') return null;
            const shown = subField.kind === 'decimal' || subField.kind === 'integer' ? `${v}${subField.unit ? ` ${subField.unit}` : ''}` : String(v);
            return (
              <Typography key={sub} variant="body2" component="span">
                {`${translate(keys.subfield(resource, name, sub))}: ${shown}`}
              </Typography>
            );
          })}
        </Stack>
      );
    default:
      return <span>{String(value)}</span>;
  }
}

/** A text named by a record that keeps its names (a component's command): fetched once per page, for those who may read them. */
function KnownText({ resource, name, field, value }: { resource: string; name: string; field: TextFieldDefinition; value: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const from = field.knownValuesFrom!;
  const { canAccess } = useCanAccess({ resource: from.resource, action: 'list' });
  const { data = [] } = useGetList(
    from.resource,
    { pagination: { page: 1, perPage: 500 }, sort: { field: from.key, order: 'ASC' } },
    { enabled: !!canAccess, staleTime: 5 * 60_000, retry: false },
  );
  const own = data.find((r) => r[from.key] === value)?.[from.label] as Partial<Record<string, string>> | undefined;
  const builtIn = field.knownValues?.some((o) => o.value === value) ? translate(keys.option(resource, name, value)) : undefined;
  return <span>{builtIn ?? own?.[locale === 'de' ? 'de' : 'en'] ?? value}</span>;
}

/**
 * A date in the console's language, not the browser's (`label` and `source` stay visible to
 * Labeled). Plain dates are calendar days: shown in UTC so no time zone moves them. Instants show
 * in the page's time zone (a resort's, where the page is about one).
 */
function LocaleDateField(props: { source: string; label: string; showTime?: boolean }) {
  const { dateTime, day } = useDateFormat();
  // One kept formatter (date-format.ts), not react-admin's DateField, which builds one per cell.
  const format = props.showTime ? dateTime : day;
  return <FunctionField source={props.source} label={props.label} render={(record: Rec) => (record[props.source] ? format(String(record[props.source])) : null)} />;
}

/** The read-only display of one field, by kind: used by lists and show pages alike. */
/** Asks for the referenced records' names only (the data provider's `getMany` reads `meta.names`). */
const NAMES_ONLY = { meta: { names: true } };

export function fieldDisplay(def: ResourceDefinition, name: string, options: { inList?: boolean; namesOnly?: boolean } = {}) {
  const resource = def.name;
  const label = keys.field(resource, name);
  if (name === 'id' || name === 'createdBy' || name === 'updatedBy') return <TextField source={name} label={name === 'id' ? label : `gondola.kit.managed.${name}`} />;
  if (name === 'createdAt' || name === 'updatedAt') return <LocaleDateField source={name} showTime label={`gondola.kit.managed.${name}`} />;
  if (name === 'version') return <NumberField source={name} label="gondola.kit.managed.version" />;
  const computed = def.computed?.[name];
  if (computed) return computed.kind === 'decimal' ? <NumberField source={name} label={label} /> : <TextField source={name} label={label} />;
  const field = def.fields[name];
  if (!field) throw new Error(`${resource} has no field ${name}`);
  if (field.kind === 'longText' && field.markdown && !options.inList) {
    return <FunctionField source={name} label={label} sortable={false} render={(record: Rec) => <Value resource={resource} name={name} field={field} value={record[name]} />} />;
  }
  if (field.kind === 'text' && (field.knownValues || field.knownValuesFrom))
    return <FunctionField source={name} label={label} render={(record: Rec) => <Value resource={resource} name={name} field={field} value={record[name]} />} />;
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'phone':
    case 'ip':
    case 'mac':
    case 'uuid':
    case 'timeZone':
    case 'currency':
    case 'time':
      return <TextField source={name} label={label} sx={field.kind === 'longText' && !options.inList ? { whiteSpace: 'pre-wrap' } : undefined} />;
    case 'email':
      return <EmailField source={name} label={label} />;
    case 'url':
      return <UrlField source={name} label={label} target="_blank" rel="noopener noreferrer" />;
    case 'integer':
    case 'decimal':
      if (field.minutesDuration)
        return <FunctionField source={name} label={label} render={(r: Record<string, unknown>) => (typeof r[name] === 'number' ? formatMinutes(r[name]) : '')} />;
      return <NumberField source={name} label={label} options={field.kind === 'decimal' ? { maximumFractionDigits: 3 } : undefined} />;
    case 'boolean':
      return <BooleanDisplay source={name} label={label} />;
    case 'date':
      return <LocaleDateField source={name} label={label} />;
    case 'dateTime':
      return field.zoneField ? (
        <ZonedDateTimeField resource={resource} source={name} label={label} zoneField={field.zoneField} />
      ) : (
        <LocaleDateField source={name} label={label} showTime />
      );
    case 'reference':
      if (options.inList) return <ListReference source={name} reference={field.reference} label={label} namesOnly={options.namesOnly} />;
      return options.namesOnly ? (
        <ReferenceField source={name} reference={field.reference} label={label} link={false} queryOptions={NAMES_ONLY} />
      ) : (
        <ReferenceField source={name} reference={field.reference} label={label} link="show" />
      );
    case 'referenceMany':
      return (
        <ReferenceArrayField source={name} reference={field.reference} label={label} queryOptions={options.namesOnly ? NAMES_ONLY : undefined}>
          <SingleFieldList linkType={options.namesOnly ? false : 'show'}>
            <RepresentationChip resource={field.reference} />
          </SingleFieldList>
        </ReferenceArrayField>
      );
    default:
      return <FunctionField source={name} label={label} sortable={false} render={(record: Rec) => <Value resource={resource} name={name} field={field} value={record[name]} />} />;
  }
}

/** A chip of a referenced record, named as the record is everywhere (its name, a choice in the console's language). */
function RepresentationChip({ resource }: { resource: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const def = registry.get(resource);
  if (!record) return null;
  return <Chip size="small" label={def ? recordName(def, record, translate) : String(record.id)} />;
}

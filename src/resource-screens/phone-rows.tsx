import { styled } from '@mui/material/styles';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordContextProvider, useCreatePath, useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatMinutes } from '@core/duration';
import { type FieldDefinition, isSortable, type ResourceDefinition } from '@core/resource-kit';
import { useDateFormat } from '@src/i18n/date-format';
import { DeferredRows } from './deferred-rows';
import { PhoneSortButton } from './PhoneSortButton';
import { useReferenceAccess } from './readable-fields';
import { recordName } from './record-name';
import { registry } from './registry';
import { keys } from './resource-messages';
import { recordPath } from './spec-paths';

/** The columns every record has that a line can name: when it was made or last changed. */
const MANAGED_TIMES = new Set(['createdAt', 'updatedAt']);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How many of the list's columns a row names under its title: what fits on one line of a phone. */
const DETAILS = 3;

/**
 * A list's rows on a phone: one line per record with its name, its first list columns as text and
 * the page's own facts (an installation's health), each row opening the record. A table of eight
 * columns scrolled sideways on a 390 px screen, and its rows cost ~160 components each (a cell's
 * field, typography and styled wrappers): 25 of them kept a phone's main thread busy for seconds.
 * Here a row is a link with plain text under one style sheet for the whole list. Sorting moves
 * to one button above the rows (as react-admin's own demo does on a phone: PhoneSortButton).
 */
export function PhoneRows(props: { def: ResourceDefinition; hideColumns?: string[]; rowPath?: (id: Identifier) => string; facts?: ReactNode }) {
  return (
    <DeferredRows>
      <PhoneRowList {...props} />
    </DeferredRows>
  );
}

function PhoneRowList({ def, hideColumns = [], rowPath, facts }: { def: ResourceDefinition; hideColumns?: string[]; rowPath?: (id: Identifier) => string; facts?: ReactNode }) {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const queryClient = useQueryClient();
  const references = useReferenceAccess(def);
  const dates = useDateFormat();
  const chosen = typeof def.list.phoneRows === 'object' ? def.list.phoneRows.details : undefined;
  const columns = (chosen ?? def.list.columns).filter(
    (c) => c !== 'id' && c !== def.recordRepresentation && !hideColumns.includes(c) && !references.hidden.has(c) && (def.fields[c] || MANAGED_TIMES.has(c)),
  );
  const sortable = def.list.columns.filter((c) => def.fields[c] && isSortable(def.fields[c]!) && !hideColumns.includes(c) && !references.hidden.has(c));
  if (isPending || !data) return null;
  const tools = { translate, queryClient, dates };
  // Only the first DETAILS columns with something to say are worded (the definition's own choice
  // whole): a line never shows the rest, and each costs a lookup (a reference's record in the
  // cache, an option's label, a date format).
  const limit = chosen ? chosen.length : DETAILS;
  const details = (record: RaRecord) => {
    const words: string[] = [];
    for (const column of columns) {
      const text = cellText(def, column, record, tools);
      if (text && words.push(text) === limit) break;
    }
    return words.join(' · ');
  };
  return (
    <Rows data-testid="phone-rows">
      {sortable.length > 0 && (
        <div className="sort">
          <PhoneSortButton fields={sortable} />
        </div>
      )}
      {data.length === 0 ? (
        <p className="empty">{translate('ra.navigation.no_results', { name: translate(keys.name(def.name), { smart_count: 2 }) })}</p>
      ) : (
        <ul aria-label={translate(keys.name(def.name), { smart_count: 2 })}>
          {data.map((record) => (
            <li key={String(record.id)}>
              <RouterLink to={rowPath ? rowPath(record.id) : recordPath(def, record.id, createPath)}>
                <span className="title">{recordName(def, record, translate)}</span>
                <span className="details">{details(record)}</span>
              </RouterLink>
              {facts && (
                <div className="facts">
                  <RecordContextProvider value={record}>{facts}</RecordContextProvider>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Rows>
  );
}

interface TextTools {
  translate: Translate;
  queryClient: QueryClient;
  dates: { day: (value: string) => string; dateTime: (value: string) => string };
}

/** A column's value as the words a cell would show, or '' where a line of text cannot say it (files, nested rows). */
export function cellText(def: ResourceDefinition, column: string, record: RaRecord, { translate, queryClient, dates }: TextTools): string {
  const field: FieldDefinition | undefined = def.fields[column];
  const value = record[column];
  if (value === null || value === undefined || value === '') return '';
  if (!field) return MANAGED_TIMES.has(column) ? dates.dateTime(String(value)) : '';
  switch (field.kind) {
    case 'enum':
      return translate(keys.option(def.name, column, String(value)), { _: String(value) });
    case 'reference': {
      // The page's answer embedded the records its references name (seed-references.ts).
      const target = registry.get(field.reference);
      const referenced = queryClient.getQueryData<RaRecord>([field.reference, 'getOne', { id: String(value) }]);
      return target && referenced ? recordName(target, referenced, translate) : '';
    }
    case 'boolean':
      return value === true ? translate(keys.field(def.name, column)) : '';
    case 'date':
      return dates.day(String(value));
    case 'dateTime':
      // An instant read on another record's clock (a shift in its rotation's zone) is left to the record's own screen.
      return field.zoneField ? '' : dates.dateTime(String(value));
    case 'integer':
    case 'decimal':
      return field.minutesDuration && typeof value === 'number' ? formatMinutes(value) : `${value}${field.unit ? ` ${field.unit}` : ''}`;
    case 'text':
    case 'email':
    case 'phone':
    case 'url':
    case 'ip':
    case 'mac':
    case 'country':
    case 'timeZone':
    case 'currency':
    case 'semver':
    case 'time':
      return String(value);
    default:
      return '';
  }
}

const Rows = styled('div')(({ theme }) => ({
  '& .sort': { display: 'flex', justifyContent: 'flex-end', padding: theme.spacing(0.5, 1) },
  '& .empty': { ...theme.typography.body2, padding: theme.spacing(2), margin: 0 },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& li': { borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`, padding: theme.spacing(1, 1.5) },
  '& li > a': { display: 'block', color: 'inherit', textDecoration: 'none', minHeight: 44 },
  '& li > a:focus-visible': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: 2 },
  '& .title': { ...theme.typography.subtitle2, display: 'block', overflowWrap: 'anywhere' },
  '& .details': { ...theme.typography.body2, display: 'block', color: (theme.vars || theme).palette.text.secondary },
  '& .facts': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5), marginTop: theme.spacing(0.5) },
}));

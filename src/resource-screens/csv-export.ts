import type { RaRecord } from 'react-admin';
import { csvText } from '@core/csv';
import type { ResourceDefinition } from '@core/resource-kit';
import { saveFile } from '@src/http/save-file';
import { keys } from './resource-messages';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The columns an export carries: the id, every field but secrets, and when the record changed. */
export function exportColumns(def: ResourceDefinition): string[] {
  return ['id', ...Object.entries(def.fields).flatMap(([name, f]) => (f.kind === 'secret' ? [] : [name])), 'createdAt', 'updatedAt'];
}

/**
 * A list's records as CSV with the column names and option labels in the user's language (the
 * values stay as stored otherwise, so a spreadsheet can compute with them).
 */
export function recordsCsv(def: ResourceDefinition, records: RaRecord[], translate: Translate): string {
  const columns = exportColumns(def);
  const header = columns.map((c) => (c === 'id' ? translate(keys.field(def.name, 'id'), { _: 'id' }) : translate(keys.column(def.name, c))));
  const cell = (record: RaRecord, column: string) => {
    const field = def.fields[column];
    const value = record[column];
    if (field?.kind === 'enum' && typeof value === 'string') return translate(keys.option(def.name, column, value), { _: value });
    if (field?.kind === 'file') return value && typeof value === 'object' ? (value as { name?: string }).name : '';
    if (Array.isArray(value)) return value.join(', ');
    if (value !== null && typeof value === 'object') return JSON.stringify(value);
    return value;
  };
  return csvText([header, ...records.map((r) => columns.map((c) => cell(r, c)))]);
}

/** react-admin's exporter for a resource: the file is named after the resource in the user's language. */
export function csvExporter(def: ResourceDefinition, translate: Translate) {
  return (records: RaRecord[]) => {
    const name = translate(keys.name(def.name), { smart_count: 2 });
    // A byte-order mark, so spreadsheet programs read the umlauts as UTF-8.
    saveFile({ blob: new Blob(['\uFEFF', recordsCsv(def, records, translate)], { type: 'text/csv;charset=utf-8' }), filename: `${name}.csv` });
  };
}

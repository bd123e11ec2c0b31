import { COUNTRY_CODES, type FieldDefinition, MANAGED_FIELDS, type ResourceDefinition, type ScalarField } from '../../core/resource-kit/index.js';

let counter = 0;
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

function scalarSample(field: ScalarField): unknown {
  switch (field.kind) {
    case 'integer':
      return Math.max(field.min ?? 0, Math.min(field.max ?? 100, 7));
    case 'decimal':
      return Math.max(field.min ?? 0, Math.min(field.max ?? 100, 2.5));
    case 'boolean':
      return true;
    case 'enum':
      return field.options[field.options.length - 1]!.value;
    case 'date':
      return '2027-01-15';
    case 'time':
      return '09:15';
    case 'dateTime':
      return '2027-01-15T09:15:00.000Z';
    case 'email':
      return `sample.${unique()}@example.com`;
    case 'phone':
      return '+4355446060';
    case 'url':
      return 'https://example.com/sample';
    case 'ip':
      return '10.20.30.40';
    case 'mac':
      return '00:1A:2B:3C:4D:5E';
    case 'uuid':
      return '0b7c3f3e-2d1e-4f61-9a55-8a6d3f1c2b10';
    case 'country':
      return COUNTRY_CODES.includes('CH') ? 'CH' : COUNTRY_CODES[0];
    case 'timeZone':
      return 'Europe/Zurich';
    case 'currency':
      return 'CHF';
    case 'semver':
      return '2.14.0';
    default: {
      const text = `Sample ${unique()}`;
      if (field.pattern) return /^[a-z0-9-]+$/.test('sample') && new RegExp(field.pattern.regex).test(`s-${unique()}`) ? `s-${unique()}` : text;
      return text;
    }
  }
}

/**
 * A valid value of any field. References name a made-up id (`nth` tells a relation's two ends
 * apart); `sampleRecord` looks real records up instead.
 */
export function sampleValue(field: FieldDefinition, nth = 0): unknown {
  switch (field.kind) {
    case 'coordinates':
      return { lat: 46.5, lng: 9.8 };
    case 'stringList':
      return field.item === 'enum' ? [field.options![0]!.value] : field.item === 'url' ? ['https://example.com/a'] : ['alpha', 'beta'];
    case 'group': {
      const out: Record<string, unknown> = {};
      for (const [sub, f] of Object.entries(field.fields)) out[sub] = scalarSample(f);
      // Groups with an order rule (from < until, start ≤ end) get a valid order.
      if ('from' in out && 'until' in out) Object.assign(out, { from: '08:00', until: '17:00' });
      if ('start' in out && 'end' in out) Object.assign(out, { start: '2026-12-01', end: '2027-04-01' });
      return out;
    }
    case 'rows': {
      const row: Record<string, unknown> = {};
      for (const [sub, f] of Object.entries(field.fields)) row[sub] = scalarSample(f);
      return [row];
    }
    case 'reference':
      return `ref-${field.reference}-${nth}`;
    case 'referenceMany':
      return [`ref-${field.reference}-${nth}`];
    case 'file':
    case 'structured':
      // Structured values come from the definition's example.
      return null;
    default:
      return scalarSample(field);
  }
}

/**
 * What a person fills in a resource's create form: every required writable field (and a provided
 * id), and what the definition's example gives (so its record rules hold), without a database:
 * references name made-up ids, a relation's two ends different ones.
 */
export function formValues(def: ResourceDefinition): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (def.id.strategy === 'provided') {
    const regex = new RegExp(def.id.pattern.regex);
    values.id = [`${900_000_000 + (counter % 99_999)}`.slice(0, 9), `t-${unique()}`].find((c) => regex.test(c));
  }
  const referenced = new Map<string, number>();
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly) continue;
    const reference = field.kind === 'reference' || field.kind === 'referenceMany';
    const example = def.example?.[name];
    if (!field.required && (example === undefined || reference)) continue;
    const nth = reference ? (referenced.get(field.reference) ?? 0) : 0;
    if (reference) referenced.set(field.reference, nth + 1);
    values[name] = example !== undefined && !reference ? example : sampleValue(field, nth);
  }
  return values;
}

/** The record a read answers: every field with a value (read-only and computed ones too), the id and what the server stamps. */
export function storedRecord(def: ResourceDefinition): Record<string, unknown> {
  const record: Record<string, unknown> = { ...formValues(def), id: 'r1', version: 3 };
  for (const [name, field] of Object.entries(def.fields)) {
    if (name in record) continue;
    record[name] = def.example?.[name] ?? ('default' in field && field.default !== undefined ? field.default : sampleValue(field));
  }
  for (const name of MANAGED_FIELDS) if (!(name in record)) record[name] = name.endsWith('At') ? '2027-01-15T09:15:00.000Z' : 'demo-admin';
  for (const name of Object.keys(def.computed ?? {})) record[name] = 1;
  return record;
}

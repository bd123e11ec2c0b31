import { COUNTRY_CODES } from './reference-data';
import type { FieldDefinition, ResourceDefinition, ScalarField } from './types';
import { MANAGED_FIELDS } from './validation';

type JsonSchema = Record<string, unknown>;

/** Country codes are one shared schema rather than 249 values repeated per field. */
export const COUNTRY_SCHEMA_REF = '#/components/schemas/CountryCode';
export const countryCodeSchema = () => ({ type: 'string', enum: COUNTRY_CODES });

const DEFAULT_MAX: Record<string, number> = { text: 255, longText: 20000, email: 254, url: 2048, phone: 20 };

function scalarJsonSchema(field: ScalarField): JsonSchema {
  const description = field.help?.en ?? field.label.en;
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return { type: field.kind === 'integer' ? 'integer' : 'number', minimum: field.min, maximum: field.max, multipleOf: field.kind === 'decimal' ? field.step : undefined, description };
    case 'boolean':
      return { type: 'boolean', default: field.default, description };
    case 'enum':
      return { type: 'string', enum: field.options.map((o) => o.value), default: field.default, description };
    case 'date':
      return { type: 'string', format: 'date', description };
    case 'time':
      return { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$', description };
    case 'dateTime':
      return { type: 'string', format: 'date-time', description };
    case 'email':
      return { type: 'string', format: 'email', maxLength: field.maxLength ?? DEFAULT_MAX.email, description };
    case 'url':
      return { type: 'string', format: 'uri', pattern: '^https?://', maxLength: field.maxLength ?? DEFAULT_MAX.url, description };
    case 'phone':
      return { type: 'string', description: `${description} (E.164; spaces and dashes are removed)`, examples: ['+43 5444 600'] };
    case 'ip':
      return { anyOf: [{ type: 'string', format: 'ipv4' }, { type: 'string', format: 'ipv6' }], description };
    case 'mac':
      return { type: 'string', pattern: '^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$', description };
    case 'uuid':
      return { type: 'string', format: 'uuid', description };
    case 'country':
      return { allOf: [{ $ref: COUNTRY_SCHEMA_REF }], description: `${description} (ISO 3166-1 alpha-2)` };
    case 'timeZone':
      return { type: 'string', description: `${description} (IANA time zone)`, examples: ['Europe/Vienna'] };
    case 'currency':
      return { type: 'string', pattern: '^[A-Za-z]{3}$', description: `${description} (ISO 4217)` };
    default:
      return {
        type: 'string',
        minLength: field.minLength,
        maxLength: field.maxLength ?? DEFAULT_MAX[field.kind] ?? 255,
        pattern: field.pattern?.regex,
        description,
      };
  }
}

export function fieldJsonSchema(field: FieldDefinition): JsonSchema {
  let schema: JsonSchema;
  switch (field.kind) {
    case 'coordinates':
      schema = {
        type: 'object',
        properties: { lat: { type: 'number', minimum: -90, maximum: 90 }, lng: { type: 'number', minimum: -180, maximum: 180 } },
        required: ['lat', 'lng'],
        additionalProperties: false,
        description: field.label.en,
      };
      break;
    case 'stringList':
      schema = {
        type: 'array',
        items: field.item === 'enum' ? { type: 'string', enum: (field.options ?? []).map((o) => o.value) } : scalarJsonSchema({ kind: field.item, label: field.label } as ScalarField),
        maxItems: field.maxItems ?? 50,
        uniqueItems: true,
        description: field.help?.en ?? field.label.en,
      };
      break;
    case 'group':
      schema = {
        type: 'object',
        properties: Object.fromEntries(Object.entries(field.fields).map(([n, f]) => [n, nullable(scalarJsonSchema(f), !f.required)])),
        additionalProperties: false,
        description: field.check ? `${field.label.en}. ${field.check.message.en}.` : field.label.en,
      };
      break;
    case 'reference':
      schema = { type: 'string', maxLength: 200, description: `${field.label.en}: id of a ${field.reference} record` };
      break;
    case 'referenceMany':
      schema = { type: 'array', items: { type: 'string' }, maxItems: 500, uniqueItems: true, description: `${field.label.en}: ids of ${field.reference} records` };
      break;
    default:
      schema = scalarJsonSchema(field);
  }
  return nullable(schema, !field.required);
}

function nullable(schema: JsonSchema, optional: boolean): JsonSchema {
  const clean = Object.fromEntries(Object.entries(schema).filter(([, v]) => v !== undefined));
  return optional ? { anyOf: [clean, { type: 'null' }] } : clean;
}

/** JSON Schemas of a resource's record and of its create and update bodies (the API's contract). */
export function resourceJsonSchemas(def: ResourceDefinition) {
  const writable = Object.entries(def.fields).filter(([, f]) => !f.readOnly);
  const properties = Object.fromEntries(writable.map(([n, f]) => [n, fieldJsonSchema(f)]));
  const required = writable.filter(([, f]) => f.required).map(([n]) => n);
  const idSchema = def.id.strategy === 'provided' ? { type: 'string', pattern: def.id.pattern.regex, description: def.id.label.en } : { type: 'string', format: 'uuid', readOnly: true };
  const managed = {
    version: { type: 'integer', minimum: 1, description: 'Optimistic-lock version: send it back on update; a stale one answers 409' },
    createdAt: { type: 'string', format: 'date-time', readOnly: true },
    updatedAt: { type: 'string', format: 'date-time', readOnly: true },
    createdBy: { type: ['string', 'null'], readOnly: true },
    updatedBy: { type: ['string', 'null'], readOnly: true },
  } satisfies Record<(typeof MANAGED_FIELDS)[number], JsonSchema>;
  const computed = Object.fromEntries(Object.entries(def.computed ?? {}).map(([n, c]) => [n, { type: c.kind === 'decimal' ? ['number', 'null'] : ['string', 'null'], readOnly: true, description: c.label.en }]));
  return {
    record: { type: 'object', properties: { id: idSchema, ...properties, ...computed, ...managed }, required: ['id', 'version', ...required] },
    create: {
      type: 'object',
      properties: def.id.strategy === 'provided' ? { id: idSchema, ...properties } : properties,
      required: def.id.strategy === 'provided' ? ['id', ...required] : required,
      additionalProperties: false,
    },
    update: {
      type: 'object',
      description: 'The whole record as read, with the changes applied; server-managed fields are ignored.',
      properties: { id: idSchema, ...properties, ...computed, ...managed },
      required: ['version', ...required],
      additionalProperties: false,
    },
  };
}

// Nothing at this module's top level may run for its effect: the build declares it free of side effects (scripts/lib/console-chunk.ts), so a list that reaches it through the kit's index loads neither it nor zod.
import { z } from 'zod';
import { issue, labelIssue } from './messages';
import { isCountry, isCurrency, isTimeZone } from './reference-data';
import { isSemver } from './semver';
import type { FieldDefinition, ResourceDefinition, RowsField, ScalarField, StringListField, StructureZod, TextField } from './types';
import { MANAGED_FIELDS } from './naming';

/** Fields every record carries, maintained by the server. */

const PHONE = /^\+[1-9]\d{6,14}$/;
const MAC = /^([0-9A-F]{2}:){5}[0-9A-F]{2}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;

const DEFAULT_MAX_LENGTH: Record<string, number> = { text: 255, longText: 20_000, email: 254, url: 2048, phone: 20 };

function isIp(value: string): boolean {
  if (IPV4.test(value)) return true;
  if (!value.includes(':') || !/^[0-9a-fA-F:.]+$/.test(value)) return false;
  return z.ipv6().safeParse(value).success;
}

/** An address or a network: 192.0.2.0/24, 2001:db8::/32. */
export function isIpOrCidr(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length || !address || !isIp(address)) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (address.includes(':') ? 128 : 32);
}

function validDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The part of zod a structured field's schema is built with (made on use: this module's top level stays free of side effects, so a list screen that reaches it through the kit's index loads no zod). */
const structureZod = (): StructureZod => ({
  array: z.array,
  object: z.object,
  strictObject: z.strictObject,
  string: z.string,
  number: z.number,
  boolean: z.boolean,
  enum: z.enum,
  tuple: z.tuple,
  union: z.union,
  literal: z.literal,
});

/** Blank strings mean "no value": forms send '' or null for an empty input. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

function stringSchema(f: TextField): z.ZodType<unknown> {
  const max = f.maxLength ?? DEFAULT_MAX_LENGTH[f.kind] ?? 255;
  let s = z.string({ error: issue('type', { expected: 'text' }) }).trim();
  if (f.minLength) s = s.min(f.minLength, { error: issue('tooShort', { min: f.minLength }) });
  s = s.max(max, { error: issue('tooLong', { max }) });
  let out: z.ZodType<unknown> = s;
  const check = (test: (v: string) => boolean, key: Parameters<typeof issue>[0]) => {
    out = (out as z.ZodType<string>).refine(test, { error: issue(key) });
  };
  switch (f.kind) {
    case 'email':
      check((v) => z.email().safeParse(v).success, 'email');
      out = (out as z.ZodType<string>).transform((v) => v.toLowerCase());
      break;
    case 'phone':
      // People type spaces, dashes and brackets; E.164 stores digits only.
      out = z
        .string({ error: issue('type', { expected: 'text' }) })
        .transform((v) => v.replace(/[\s\-()/.]/g, ''))
        .refine((v) => PHONE.test(v), { error: issue('phone') });
      break;
    case 'url':
      check((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), 'url');
      break;
    case 'ip':
      if (f.cidr) check(isIpOrCidr, 'ipOrCidr');
      else check(isIp, 'ip');
      break;
    case 'semver':
      check(isSemver, 'semver');
      break;
    case 'mac':
      out = z
        .string({ error: issue('type', { expected: 'text' }) })
        .transform((v) => v.trim().toUpperCase().replace(/-/g, ':'))
        .refine((v) => MAC.test(v), { error: issue('mac') });
      break;
    case 'uuid':
      out = z
        .string({ error: issue('type', { expected: 'text' }) })
        .transform((v) => v.trim().toLowerCase())
        .refine((v) => z.uuid().safeParse(v).success, { error: issue('uuid') });
      break;
    case 'country':
      out = z
        .string({ error: issue('type', { expected: 'text' }) })
        .transform((v) => v.trim().toUpperCase())
        .refine(isCountry, { error: issue('country') });
      break;
    case 'timeZone':
      check(isTimeZone, 'timeZone');
      break;
    case 'currency':
      out = z
        .string({ error: issue('type', { expected: 'text' }) })
        .transform((v) => v.trim().toUpperCase())
        .refine(isCurrency, { error: issue('currency') });
      break;
    default:
      if (f.pattern) {
        const regex = new RegExp(f.pattern.regex);
        out = (out as z.ZodType<string>).refine((v) => regex.test(v), { error: labelIssue(f.pattern.message) });
      }
  }
  return out;
}

export function scalarSchema(field: ScalarField): z.ZodType<unknown> {
  switch (field.kind) {
    case 'integer':
    case 'decimal': {
      let n = z.number({ error: issue('type', { expected: 'number' }) }).refine(Number.isFinite, { error: issue('type', { expected: 'number' }) });
      if (field.kind === 'integer') n = n.refine(Number.isInteger, { error: issue('integer') });
      // Without bounds of their own, fields get their column's (integer: PostgreSQL `integer`), so
      // a value the database cannot hold is refused naming the field, not by the database.
      // Decimals with a step of 0.01 or more are numeric(14, scale).
      const scale = field.kind === 'decimal' && field.step && field.step >= 0.01 ? Math.max(0, -Math.floor(Math.log10(field.step))) : undefined;
      const largest = field.kind === 'integer' ? INT4_MAX : scale !== undefined ? 10 ** (14 - scale) - 10 ** -scale : undefined;
      const min = field.min ?? (field.kind === 'integer' ? INT4_MIN : largest !== undefined ? -largest : undefined);
      const max = field.max ?? largest;
      if (min !== undefined) n = n.refine((v) => v >= min, { error: issue('min', { min }) });
      if (max !== undefined) n = n.refine((v) => v <= max, { error: issue('max', { max }) });
      if (field.step && field.kind === 'decimal') {
        const step = field.step;
        n = n.refine((v) => Math.abs(v / step - Math.round(v / step)) < 1e-9, { error: issue('step', { step }) });
      }
      return n;
    }
    case 'boolean':
      return z.boolean({ error: issue('type', { expected: 'true or false' }) });
    case 'enum': {
      const values = field.options.map((o) => o.value);
      return z.string({ error: issue('oneOf', { options: values.join(', ') }) }).refine((v) => values.includes(v), { error: issue('oneOf', { options: values.join(', ') }) });
    }
    case 'date':
      return z.string({ error: issue('date') }).refine(validDate, { error: issue('date') });
    case 'time':
      return z.string({ error: issue('time') }).refine((v) => TIME.test(v), { error: issue('time') });
    case 'dateTime':
      return z
        .string({ error: issue('dateTime') })
        .refine((v) => z.iso.datetime({ offset: true }).safeParse(v).success, { error: issue('dateTime') })
        .transform((v) => new Date(v).toISOString());
    default:
      return stringSchema(field as TextField);
  }
}

function listItemSchema(field: StringListField): z.ZodType<unknown> {
  if (field.item === 'enum') return scalarSchema({ kind: 'enum', label: field.label, options: field.options ?? [] });
  return scalarSchema({ kind: field.item, label: field.label } as ScalarField);
}

const uniqueItems = (items: unknown[]) => new Set(items.map((i) => JSON.stringify(i))).size === items.length;

/** The schema of one field's value; optional fields accept null (and blank strings) as "no value". */
export function fieldSchema(field: FieldDefinition): z.ZodType<unknown> {
  let schema: z.ZodType<unknown>;
  switch (field.kind) {
    case 'coordinates':
      schema = z
        .object(
          {
            lat: z
              .number({ error: issue('latitude') })
              .min(-90, { error: issue('latitude') })
              .max(90, { error: issue('latitude') }),
            lng: z
              .number({ error: issue('longitude') })
              .min(-180, { error: issue('longitude') })
              .max(180, { error: issue('longitude') }),
          },
          { error: issue('type', { expected: '{ lat, lng }' }) },
        )
        .strict();
      break;
    case 'stringList': {
      const max = field.maxItems ?? 50;
      schema = z
        .array(listItemSchema(field), { error: issue('type', { expected: 'a list' }) })
        .max(max, { error: issue('tooMany', { max }) })
        .refine(uniqueItems, { error: issue('duplicateItems') });
      break;
    }
    case 'rows':
      schema = rowsSchema(field);
      break;
    case 'group': {
      const shape: Record<string, z.ZodType<unknown>> = {};
      for (const [name, sub] of Object.entries(field.fields)) shape[name] = fieldSchema(sub);
      let group: z.ZodType<unknown> = z.object(shape, { error: issue('type', { expected: 'an object' }) }).strict();
      if (field.check) {
        const { test, message, path } = field.check;
        group = group.refine((v) => test(v as Record<string, unknown>), { error: labelIssue(message), path: [path] });
      }
      schema = group;
      break;
    }
    case 'reference':
      schema = z
        .string({ error: issue('type', { expected: 'an id' }) })
        .trim()
        .min(1, { error: issue('required') })
        .max(200, { error: issue('tooLong', { max: 200 }) });
      break;
    case 'referenceMany': {
      const ids = z
        .array(
          z
            .string({ error: issue('type', { expected: 'an id' }) })
            .min(1)
            .max(200),
          { error: issue('type', { expected: 'a list of ids' }) },
        )
        .max(500, { error: issue('tooMany', { max: 500 }) });
      // A required list names at least one record (a rotation without members hands no shift to anyone).
      schema = (field.required ? ids.min(1, { error: issue('required') }) : ids).refine(uniqueItems, { error: issue('duplicateItems') });
      break;
    }
    case 'structured':
      schema = field.schema(structureZod());
      break;
    case 'file':
      // Never part of a body (file fields are read-only); the server writes what it stored.
      schema = z.object({ key: z.string(), name: z.string(), size: z.number() }).passthrough();
      break;
    default:
      schema = scalarSchema(field);
  }
  const blank = z.preprocess(blankToNull, z.union([z.null(), z.undefined()]));
  if (field.required) {
    const missing = field.requiredMessage ? labelIssue(field.requiredMessage) : issue('required');
    return z.preprocess(
      blankToNull,
      z
        .any()
        .refine((v) => v !== null && v !== undefined, { error: missing })
        .pipe(schema as z.ZodType<unknown>),
    );
  }
  return z.preprocess(blankToNull, z.union([z.null(), z.undefined(), schema])).transform((v) => (v === undefined ? null : v)) as unknown as typeof blank;
}

function rowsSchema(field: RowsField): z.ZodType<unknown> {
  const shape: Record<string, z.ZodType<unknown>> = {};
  for (const [name, sub] of Object.entries(field.fields)) shape[name] = fieldSchema(sub);
  const max = field.maxItems ?? 50;
  return z
    .array(z.object(shape, { error: issue('type', { expected: 'an object' }) }).strict(), { error: issue('type', { expected: 'a list' }) })
    .max(max, { error: issue('tooMany', { max }) })
    .superRefine((rows, ctx) => {
      if (!field.key) return;
      const seen = new Set<unknown>();
      rows.forEach((row, index) => {
        const value = (row as Record<string, unknown>)[field.key!];
        if (value == null) return;
        if (seen.has(value))
          ctx.addIssue({ code: 'custom', path: [index, field.key!], message: issue('duplicateRow', { field: field.fields[field.key!]!.label.en, value: String(value) }) });
        seen.add(value);
      });
    });
}

export function writableFields(def: ResourceDefinition): Array<[string, FieldDefinition]> {
  return Object.entries(def.fields).filter(([, f]) => !f.readOnly);
}

/**
 * What a client sends of a form's values: the writable fields (and a provided id on create, the
 * version on update), never read-only, computed or server-stamped ones. A read-only field's default
 * is shown in a create form, not sent: the create schema refuses it as unknown.
 */
export function submittableValues(def: ResourceDefinition, mode: 'create' | 'update', values: Record<string, unknown>): Record<string, unknown> {
  const keep = new Set(writableFields(def).map(([name]) => name));
  if (mode === 'create' && def.id.strategy === 'provided') keep.add('id');
  if (mode === 'update') keep.add('version');
  return Object.fromEntries(Object.entries(values).filter(([name]) => keep.has(name)));
}

/**
 * The body schema of a create or an update (update = the whole record with its version). Unknown
 * fields are refused (no mass assignment); server-managed ones are refused on create and ignored
 * on update, where react-admin sends the record back as it read it.
 */
export function recordSchema(def: ResourceDefinition, mode: 'create' | 'update') {
  // A definition never changes once loaded, and building its schema is the costly part of
  // opening a form (~25 ms for a resort's 47 fields) and of seeding each demo record.
  let built = builtSchemas.get(def);
  if (!built) {
    built = {};
    builtSchemas.set(def, built);
  }
  const schema = built[mode] ?? buildRecordSchema(def, mode);
  built[mode] = schema;
  return schema;
}

type RecordSchema = ReturnType<typeof buildRecordSchema>;
const builtSchemas = new WeakMap<ResourceDefinition, Partial<Record<'create' | 'update', RecordSchema>>>();

function buildRecordSchema(def: ResourceDefinition, mode: 'create' | 'update') {
  const shape: Record<string, z.ZodType<unknown>> = {};
  for (const [name, field] of writableFields(def)) shape[name] = fieldSchema(field);
  const ignored = [
    ...MANAGED_FIELDS,
    ...Object.keys(def.computed ?? {}),
    ...Object.entries(def.fields)
      .filter(([, f]) => f.readOnly)
      .map(([n]) => n),
  ];
  if (mode === 'update') {
    for (const name of ignored) shape[name] = z.any().optional();
    shape.version = z
      .number({ error: issue('version') })
      .int({ error: issue('version') })
      .positive({ error: issue('version') });
    shape.id = z.any().optional();
  } else if (def.id.strategy === 'provided') {
    const { pattern, maxLength = 64 } = def.id;
    const regex = new RegExp(pattern.regex);
    shape.id = z.preprocess(
      blankToNull,
      z
        .any()
        .refine((v) => v !== null && v !== undefined, { error: issue('required') })
        .pipe(
          z
            .string({ error: issue('type', { expected: 'text' }) })
            .trim()
            .max(maxLength, { error: issue('tooLong', { max: maxLength }) })
            .refine((v) => regex.test(v), { error: labelIssue(pattern.message) }),
        ),
    );
  }
  const rules = def.rules ?? [];
  return z
    .strictObject(shape, { error: issue('unknownField') })
    .superRefine((value, ctx) => {
      for (const rule of rules) {
        for (const [path, message] of Object.entries(rule(value) ?? {})) ctx.addIssue({ code: 'custom', path: [path], message });
      }
    })
    .transform((value) => {
      const out: Record<string, unknown> = { ...value };
      for (const name of ignored) if (name !== 'version') delete out[name];
      return out;
    });
}

/** zod issues as `{ field: message }` (the first message per field), with unknown keys named. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  // No prototype: an unknown field called "constructor" or "toString" must be named, not found.
  const errors: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const i of error.issues) {
    if (i.code === 'unrecognized_keys') {
      for (const key of i.keys) errors[[...i.path, key].join('.')] ??= issue('unknownField');
      continue;
    }
    const key = i.path.length ? i.path.join('.') : '_';
    errors[key] ??= i.message;
  }
  return errors;
}

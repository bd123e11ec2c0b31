import fc from 'fast-check';
import type { FieldDefinition, ResourceDefinition } from '../../core/resource-kit/index.js';

/** Text that has broken SQL builders, JSON parsers, regexes and databases before. */
export const NASTY_STRINGS = [
  "' or '1'='1",
  "'; drop table installations; --",
  '") or 1=1 --',
  '%',
  '_',
  '\\',
  '$1',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '𝔊𝔬𝔫𝔡𝔬𝔩𝔞',
  '🚠🚡'.repeat(20),
  'ǅ\u0301\u0302\u0303',
  '\u202etxt.exe',
  '<script>alert(1)</script>',
  '{{constructor.constructor("return process")()}}',
  '../../../../etc/passwd',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'true',
  '[]',
  '{}',
  ' ',
  '',
];

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty', 'toString'];

const nastyString = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
// Finite only: JSON writes Infinity as null, which is a valid "no value" for an optional field.
const oddNumber = fc.oneof(
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e-308, 0.5, 1.7976931348623157e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const scalar = fc.oneof(nastyString, oddNumber, fc.boolean(), fc.constant(null));
/** Random JSON: scalars, arrays and objects nested a few levels, keys that pollute prototypes included. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(nastyString, fc.constantFrom(...POLLUTION_KEYS)), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A value of the wrong JSON type for the field: whatever its schema expects, this is not it. */
export function wrongType(field: FieldDefinition): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'group':
    case 'coordinates':
      // Not blank: a blank string means "no value" for an optional field.
      return fc.oneof(
        nastyString.filter((s) => s.trim() !== ''),
        oddNumber,
        fc.array(scalar, { maxLength: 3 }),
      );
    case 'rows':
    case 'stringList':
    case 'referenceMany':
    case 'structured':
      return fc.oneof(
        nastyString.filter((s) => s.trim() !== ''),
        oddNumber,
        fc.dictionary(nastyString, scalar, { minKeys: 1, maxKeys: 3 }),
      );
    default:
      // Scalars: an object or a non-empty array is never a text, number, flag, date or reference.
      return fc.oneof(fc.dictionary(nastyString, scalar, { minKeys: 1, maxKeys: 3 }), fc.array(scalar, { minLength: 1, maxLength: 3 }));
  }
}

/** The text fields a body may over-fill, with the most they accept. */
export function textLimits(def: ResourceDefinition): Array<[string, number]> {
  const defaults: Record<string, number> = { text: 255, longText: 20_000, email: 254, url: 2048, phone: 20 };
  return Object.entries(def.fields)
    .filter(([, f]) => !f.readOnly && f.kind in defaults)
    .map(([name, f]) => [name, (f as { maxLength?: number }).maxLength ?? defaults[f.kind]!]);
}

export type BadBody =
  | { kind: 'not an object'; body: unknown }
  | { kind: 'unknown field'; field: string; body: Record<string, unknown> }
  | { kind: 'wrong type'; field: string; body: Record<string, unknown> }
  | { kind: 'too long'; field: string; body: Record<string, unknown> }
  | { kind: 'out of range'; field: string; body: Record<string, unknown> }
  | { kind: 'bad structure'; field: string; body: Record<string, unknown> }
  | { kind: 'not JSON'; body: string }
  | { kind: 'over the size limit'; body: string };

type Path = Array<string | number>;

/** Every leaf (number or string) of a JSON value, and every array, with its path. */
function walk(value: unknown, path: Path = [], out: { numbers: Path[]; strings: Path[]; arrays: Path[] } = { numbers: [], strings: [], arrays: [] }) {
  if (typeof value === 'number') out.numbers.push(path);
  else if (typeof value === 'string') out.strings.push(path);
  else if (Array.isArray(value)) {
    out.arrays.push(path);
    value.forEach((v, i) => {
      walk(v, [...path, i], out);
    });
  } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k], out);
  return out;
}

function replaced(value: unknown, path: Path, make: (old: unknown) => unknown): unknown {
  if (!path.length) return make(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, make) : v));
  return { ...(value as Record<string, unknown>), [head!]: replaced((value as Record<string, unknown>)[head!], rest, make) };
}

/**
 * Defects in a structured value (geometry), made from the definition's valid example: a number
 * out of any sane range or of the wrong type, a text where a number belongs (and the other way),
 * an array blown up to thousands of entries, and a NaN (which JSON cannot carry: a body that is
 * not JSON). Each one is invalid for a strict schema with bounded numbers and bounded lists.
 */
export function structuredDefects(field: string, base: Record<string, unknown>): fc.Arbitrary<BadBody> {
  const example = base[field];
  const { numbers, strings, arrays } = walk(example);
  const options: fc.Arbitrary<BadBody>[] = [];
  const body = (value: unknown) => ({ kind: 'bad structure' as const, field, body: { ...base, [field]: value } });
  if (numbers.length) {
    options.push(
      fc
        .tuple(fc.constantFrom(...numbers), fc.constantFrom<unknown>(1e308, -1e308, 2, -1, 1.5, -0.25, '0.5', null, {}, [], true))
        .map(([path, v]) => body(replaced(example, path, () => v))),
      fc.constantFrom(...numbers).map((path) => {
        const marker = '"__nan_marker__"';
        const text = JSON.stringify({ ...base, [field]: replaced(example, path, () => '__nan_marker__') }).replace(marker, 'NaN');
        return { kind: 'not JSON' as const, body: text };
      }),
    );
  }
  if (strings.length)
    options.push(fc.tuple(fc.constantFrom(...strings), fc.constantFrom<unknown>(12345, {}, [], null, false)).map(([path, v]) => body(replaced(example, path, () => v))));
  if (arrays.length)
    options.push(
      fc
        .tuple(fc.constantFrom(...arrays), fc.integer({ min: 5001, max: 6000 }))
        .map(([path, n]) => body(replaced(example, path, (old) => Array.from({ length: n }, (_, i) => (old as unknown[])[i % Math.max(1, (old as unknown[]).length)] ?? 0)))),
    );
  return fc.oneof(...options);
}

/**
 * Bodies that are invalid by construction, each built from a valid one (`base`) with one defect,
 * plus random extra noise in the other fields: the server must refuse every one of them.
 */
export function badBodies(def: ResourceDefinition, base: Record<string, unknown>, writable: string[]): fc.Arbitrary<BadBody> {
  const known = new Set([...Object.keys(def.fields), 'id', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy']);
  const fieldNames = writable.filter((n) => def.fields[n]);
  const limits = textLimits(def).filter(([n]) => fieldNames.includes(n));
  const options: fc.Arbitrary<BadBody>[] = [
    fc.oneof(scalar, fc.array(anyJson, { maxLength: 3 })).map((body) => ({ kind: 'not an object' as const, body })),
    fc
      .tuple(
        fc.oneof(nastyString, fc.constantFrom(...POLLUTION_KEYS.filter((k) => k !== '__proto__'))).filter((k) => !known.has(k) && k !== ''),
        anyJson,
      )
      .map(([field, value]) => ({ kind: 'unknown field' as const, field, body: { ...base, [field]: value } })),
    fc.constant({ kind: 'over the size limit' as const, body: JSON.stringify({ ...base, padding: 'x'.repeat(1_100_000) }) }),
  ];
  if (fieldNames.length) {
    options.push(
      fc.constantFrom(...fieldNames).chain((field) => wrongType(def.fields[field]!).map((value) => ({ kind: 'wrong type' as const, field, body: { ...base, [field]: value } }))),
    );
  }
  // Numbers each field certainly refuses: integers beyond PostgreSQL's 32-bit range or with a
  // fraction; any number beyond a field's own bounds. (An unbounded double accepts 1e308.)
  const outOfRange = (name: string): number[] => {
    const f = def.fields[name] as { kind: string; min?: number; max?: number; step?: number };
    const beyond = [...(f.max !== undefined ? [f.max + 1, f.max + 1000.5] : []), ...(f.min !== undefined ? [f.min - 1, f.min - 1000.5] : [])];
    if (f.kind === 'integer') beyond.push(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, 1.5, -0.25);
    if (f.kind === 'decimal' && f.step && f.step >= 0.01) beyond.push(1e15, -1e15);
    return beyond;
  };
  const numeric = fieldNames.filter((n) => outOfRange(n).length);
  if (numeric.length) {
    options.push(
      fc
        .constantFrom(...numeric)
        .chain((field) => fc.constantFrom(...outOfRange(field)).map((value) => ({ kind: 'out of range' as const, field, body: { ...base, [field]: value } }))),
    );
  }
  for (const name of fieldNames) if (def.fields[name]!.kind === 'structured' && base[name] !== undefined && base[name] !== null) options.push(structuredDefects(name, base));
  if (limits.length) {
    options.push(
      fc
        .tuple(fc.constantFrom(...limits), fc.integer({ min: 1, max: 5000 }), fc.constantFrom('a', 'ß', '🚠'))
        .map(([[field, max], extra, char]) => ({ kind: 'too long' as const, field, body: { ...base, [field]: char.repeat(max + extra) } })),
    );
  }
  return fc.oneof(...options);
}

/** List parameters as a browser or a script might send them: valid shapes, wrong shapes, injections. */
export function listParams(def: ResourceDefinition): fc.Arbitrary<Record<string, string>> {
  const fields = Object.keys(def.fields);
  const fieldName = fc.oneof(fc.constantFrom(...fields, 'id', 'q'), nastyString);
  const sort = fc.oneof(
    fc.tuple(fieldName, fc.constantFrom('ASC', 'DESC', 'asc', 'DESC; drop table x', '')).map((t) => JSON.stringify(t)),
    anyJson.map((v) => JSON.stringify(v) ?? 'null'),
    nastyString,
  );
  const range = fc.oneof(
    fc.tuple(oddNumber, oddNumber).map((t) => JSON.stringify(t)),
    anyJson.map((v) => JSON.stringify(v) ?? 'null'),
    nastyString,
  );
  const filterValue = fc.oneof(anyJson, fc.array(nastyString, { maxLength: 3 }));
  const filter = fc.oneof(
    fc.dictionary(fieldName, filterValue, { maxKeys: 3 }).map((v) => JSON.stringify(v)),
    fc
      .dictionary(fc.constantFrom(...fields.map((f) => `${f}_gte`), ...fields.map((f) => `${f}_lte`), ...POLLUTION_KEYS), filterValue, { maxKeys: 2 })
      .map((v) => JSON.stringify(v)),
    anyJson.map((v) => JSON.stringify(v) ?? 'null'),
    nastyString,
  );
  return fc.record({ sort, range, filter, extra: nastyString }, { requiredKeys: [] }).map(({ extra, ...params }) => ({
    ...(params as Record<string, string>),
    ...(extra !== undefined ? { [extra || 'x']: extra } : {}),
  }));
}

/** The fewest cases a resource gets whatever its fields: enough for each of its routes to be tried many times. */
export const FUZZ_FLOOR_PER_RESOURCE = 60;

/**
 * Cases per resource from a budget per field kind: each kind's `perKind` cases are shared by the
 * resources that have writable fields of that kind, so a rare kind is tried as hard as a common
 * one and the total grows with the kinds, not the resources; each resource gets at least the floor.
 */
export function fuzzBudget(resources: ResourceDefinition[], perKind: number): Map<string, number> {
  const kindsOf = (def: ResourceDefinition) =>
    new Set(
      Object.values(def.fields)
        .filter((f) => !f.readOnly)
        .map((f) => f.kind),
    );
  const holders = new Map<string, number>();
  for (const def of resources) for (const kind of kindsOf(def)) holders.set(kind, (holders.get(kind) ?? 0) + 1);
  return new Map(
    resources.map((def) => {
      const share = [...kindsOf(def)].reduce((sum, kind) => sum + perKind / holders.get(kind)!, 0);
      return [def.name, Math.max(FUZZ_FLOOR_PER_RESOURCE, Math.ceil(share))];
    }),
  );
}

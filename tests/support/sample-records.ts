import type { FieldDefinition, ReferenceField, ResourceDefinition } from '../../core/resource-kit/index.js';
import fs from 'node:fs';
import path from 'node:path';
import type { FileKind } from '../../core/files.js';
import type { Queryable } from '../../server/db/database.js';
import { labelPng, toneWav } from '../../server/seed/demo/media-files.js';
import { multipart } from './multipart.js';
import { sampleValue, unique } from './sample-values.js';

async function sample(name: string, field: FieldDefinition, db: Queryable, tableOf: (resource: string) => string, nth: number): Promise<unknown> {
  if (field.kind !== 'reference' && field.kind !== 'referenceMany') return sampleValue(field);
  // A second reference to the same resource (a relation's other end) gets another record.
  const { rows } = await db.query<{ id: string }>(`select id from ${tableOf(field.reference)} order by id limit 1 offset ${nth}`);
  if (!rows[0]) throw new Error(`no ${field.reference} to reference for ${name}`);
  return field.kind === 'reference' ? rows[0].id : [rows[0].id];
}

/** A valid create body for any resource, referencing existing records; every field filled. */
export async function sampleRecord(def: ResourceDefinition, db: Queryable, tableOf = (r: string) => r.replace(/-/g, '_')): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  if (def.id.strategy === 'provided') {
    const regex = new RegExp(def.id.pattern.regex);
    const candidates = [`${900_000_000 + (Date.now() % 99_999_999)}`.slice(0, 9), `t-${unique()}`];
    body.id = candidates.find((c) => regex.test(c));
    if (!body.id) throw new Error(`no sample id for ${def.name}`);
  }
  const referenced = new Map<string, number>();
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly) continue;
    const nth = 'reference' in field ? (referenced.get(field.reference) ?? 0) : 0;
    if ('reference' in field) referenced.set(field.reference, nth + 1);
    body[name] = field.kind === 'reference' && field.where ? await fittingReference(field, body, db, tableOf, name) : await sample(name, field, db, tableOf, nth);
  }
  // The definition's own example satisfies its record rules (placeholders, templates).
  for (const [name, value] of Object.entries(def.example ?? {})) if (name in body && !('reference' in def.fields[name]!)) body[name] = value;
  await avoidTakenCombinations(def, body, db, tableOf);
  return body;
}

/** A record a reference with `where` accepts; its `sameAs` field is taken over into the body. */
async function fittingReference(field: ReferenceField, body: Record<string, unknown>, db: Queryable, tableOf: (resource: string) => string, name: string, offset = 0) {
  const conditions = Object.entries(field.where?.values ?? {}).map(([f, values]) => `${snake(f)} in (${values.map((v) => `'${v}'`).join(', ')})`);
  const sameAs = field.where?.sameAs;
  const { rows } = await db.query<Record<string, string>>(
    `select id${sameAs ? `, ${snake(sameAs)} as same` : ''} from ${tableOf(field.reference)} ${conditions.length ? `where ${conditions.join(' and ')}` : ''} order by id limit 1 offset ${offset}`,
  );
  if (!rows[0]) throw new Error(`no fitting ${field.reference} to reference for ${name}`);
  if (sameAs) body[sameAs] = rows[0].same;
  return rows[0].id;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A unique combination of references (an installation's contact) may already be taken by the demo
 * data: move the last reference of the combination on to another record until it is free.
 */
async function avoidTakenCombinations(def: ResourceDefinition, body: Record<string, unknown>, db: Queryable, tableOf: (resource: string) => string) {
  for (const { fields } of def.unique ?? []) {
    const last = [...fields].reverse().find((f) => def.fields[f]?.kind === 'reference');
    if (!last) continue;
    const target = (def.fields[last] as { reference: string }).reference;
    for (let offset = 0; offset < 200; offset++) {
      const where = fields.map((f, i) => `${snake(f)} = $${i + 1}`).join(' and ');
      const { rows } = await db.query(
        `select 1 from ${tableOf(def.name)} where ${where} limit 1`,
        fields.map((f) => body[f]),
      );
      if (!rows.length) break;
      const field = def.fields[last] as FieldDefinition;
      if (field.kind === 'reference' && field.where) {
        body[last] = await fittingReference(field, body, db, tableOf, last, offset + 1);
        continue;
      }
      const { rows: next } = await db.query<{ id: string }>(`select id from ${tableOf(target)} order by id limit 1 offset ${offset + 1}`);
      if (!next[0]) break;
      body[last] = next[0].id;
    }
  }
}

/** A small real file of each kind a file field takes, as a multipart part would carry it. */
export async function sampleFile(kind: FileKind): Promise<{ file: Buffer; filename: string }> {
  switch (kind) {
    case 'image':
      return { file: await labelPng({ text: 'Sample', colour: '#0b5cad', width: 64, height: 32 }), filename: 'sample.png' };
    case 'audio':
      return { file: toneWav({ seconds: 0.2, frequencies: [440] }), filename: 'sample.wav' };
    case 'video':
      return { file: fs.readFileSync(path.resolve('server/seed/demo/media/outro.webm')), filename: 'sample.webm' };
    case 'font':
      // The sfnt header a TrueType font starts with: what the content check reads.
      return { file: Buffer.concat([Buffer.from([0, 1, 0, 0, 0, 10, 0, 128, 0, 3, 0, 32]), Buffer.alloc(256)]), filename: 'sample.ttf' };
    default:
      return { file: Buffer.from('sample text'), filename: 'sample.txt' };
  }
}

/** The required files of a resource, each a sample of its kind. */
export async function sampleFiles(def: ResourceDefinition): Promise<Array<{ name: string; file: Buffer; filename: string }>> {
  const files = [];
  for (const [name, field] of Object.entries(def.fields)) if (field.kind === 'file' && field.required) files.push({ name, ...(await sampleFile(field.accept)) });
  return files;
}

/**
 * The request that creates a record as the console sends it: JSON to `POST /api/<name>`, or, for
 * a resource whose file fields are required, the record and sample files as multipart to `/with-files`.
 */
export async function createRequest(
  def: ResourceDefinition,
  body: Record<string, unknown>,
): Promise<{ url: string; payload: Buffer | Record<string, unknown>; headers: Record<string, string> }> {
  const files = await sampleFiles(def);
  if (!files.length) return { url: `/api/${def.name}`, payload: body, headers: {} };
  const { payload, headers } = await multipart([{ name: 'record', value: JSON.stringify(body) }, ...files]);
  return { url: `/api/${def.name}/with-files`, payload, headers };
}

import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StoredFile } from '../../core/files.js';
import { issuesByField, recordSchema, withDefaults, type FileField } from '../../core/resource-kit/index.js';
import { principalOf } from '../auth/authenticate.js';
import { FieldErrors, type ResourceRepository } from './repository.js';
import type { TableModel } from './table-model.js';
import { installFieldErrorHandler } from './field-errors.js';
import { HttpError, parseInput } from '../http/errors.js';
import { discardFile, ingestFile } from '../storage/ingest.js';
import { acceptUploads } from '../http/multipart.js';

const versionQuery = z.object({ version: z.coerce.number().int().positive().optional() });
const fileParams = z.object({ id: z.string().min(1).max(200), field: z.string().min(1).max(64) });

async function discardAll(app: FastifyInstance, files: StoredFile[]) {
  for (const file of files) await discardFile(app.storage, file).catch((error) => app.log.warn({ err: error, key: file.key }, 'could not remove a stored file'));
}

/** The one file of a multipart request (field `file`); other parts are refused by name. */
async function onlyFile(request: FastifyRequest): Promise<MultipartFile> {
  const file = await request.file();
  if (!file) throw new HttpError(400, 'bad_request', 'The request holds no file: send multipart/form-data with a part named "file"');
  if (file.fieldname !== 'file') throw new HttpError(400, 'bad_request', `Unexpected part "${file.fieldname}": send the file as the part named "file"`);
  return file;
}

/**
 * The file routes of every resource with file fields (the kit's `f.file`): create a record with its
 * files in one multipart request, replace or clear one file, and remove a deleted record's files.
 * A record never points at a half-stored file, and a failed request leaves no file behind.
 */
export async function recordFileRoutes(app: FastifyInstance, { model, repository }: { model: TableModel; repository: ResourceRepository }) {
  await acceptUploads(app);
  const { def } = model;
  const base = `/api/${def.name}`;
  installFieldErrorHandler(app, model);
  // A Map, not an object: a field name from the request must never find an Object.prototype member.
  const fields = new Map(model.files.map((f) => [f, def.fields[f] as FileField]));
  const createSchema = recordSchema(def, 'create');
  const folder = () => `${def.name}/${randomUUID()}`;
  const ingestPart = (part: MultipartFile, field: FileField) =>
    ingestFile(app.storage, { body: part.file, fileName: part.filename || 'file', kind: field.accept, folder: folder(), maxBytes: field.maxBytes });

  if (def.access.create) {
    app.post(`${base}/with-files`, { config: { capability: def.access.create } }, async (request, reply) => {
      const principal = principalOf(request);
      const stored = new Map<string, StoredFile>();
      let body: Record<string, unknown> | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname !== 'record') throw new HttpError(400, 'bad_request', `Unexpected field "${part.fieldname}": send the record as the field "record" (JSON)`);
            try {
              body = JSON.parse(String(part.value)) as Record<string, unknown>;
            } catch {
              throw new HttpError(400, 'bad_request', 'The field "record" is not JSON');
            }
            const parsed = createSchema.safeParse(withDefaults(def, body));
            if (!parsed.success) throw new FieldErrors(400, 'validation_failed', `Invalid ${def.label.en.one.toLowerCase()}`, issuesByField(parsed.error));
            body = parsed.data as Record<string, unknown>;
            continue;
          }
          // The record comes first: a file is only stored for a record that can be written.
          if (!body) throw new HttpError(400, 'bad_request', 'Send the field "record" before the files');
          const field = fields.get(part.fieldname);
          if (!field) throw new HttpError(400, 'bad_request', `"${part.fieldname}" is not a file of ${def.label.en.many.toLowerCase()} (${model.files.join(', ')})`);
          if (stored.has(part.fieldname)) throw new HttpError(400, 'bad_request', `Two files for "${part.fieldname}"`);
          stored.set(part.fieldname, await ingestPart(part, field));
        }
        if (!body) throw new HttpError(400, 'bad_request', 'The request holds no field "record"');
        const missing = model.files.filter((f) => fields.get(f)!.required && !stored.has(f));
        if (missing.length)
          throw new FieldErrors(400, 'validation_failed', `Invalid ${def.label.en.one.toLowerCase()}`, Object.fromEntries(missing.map((f) => [f, '@v:required'])));
        const record = await repository.create(model, body, principal, Object.fromEntries(stored));
        return reply.status(201).send(record);
      } catch (error) {
        await discardAll(app, [...stored.values()]);
        throw error;
      }
    });
  }

  if (def.access.update) {
    app.put<{ Params: { id: string; field: string } }>(`${base}/:id/files/:field`, { config: { capability: def.access.update } }, async (request) => {
      const { id, field } = parseInput(fileParams, request.params, 'path');
      const { version } = parseInput(versionQuery, request.query, 'query');
      const slot = fields.get(field);
      if (!slot) throw new HttpError(404, 'not_found', `${def.label.en.one} has no file "${field}"`);
      const principal = principalOf(request);
      // Refused before a byte is stored when the record is not there or not the user's to change.
      await repository.require(model, id, principal);
      const file = await ingestPart(await onlyFile(request), slot);
      try {
        const { record, replaced } = await repository.setFile(model, id, field, file, principal, version);
        if (replaced) await discardAll(app, [replaced]);
        return record;
      } catch (error) {
        await discardAll(app, [file]);
        throw error;
      }
    });

    app.delete<{ Params: { id: string; field: string } }>(`${base}/:id/files/:field`, { config: { capability: def.access.update } }, async (request) => {
      const { id, field } = parseInput(fileParams, request.params, 'path');
      const { version } = parseInput(versionQuery, request.query, 'query');
      const slot = fields.get(field);
      if (!slot) throw new HttpError(404, 'not_found', `${def.label.en.one} has no file "${field}"`);
      if (slot.required) throw new HttpError(400, 'validation_failed', `${slot.label.en} is required: replace it instead`);
      const { record, replaced } = await repository.setFile(model, id, field, null, principalOf(request), version);
      if (replaced) await discardAll(app, [replaced]);
      return record;
    });
  }
}

/** After a record with files was deleted: its files go too. */
export async function discardRecordFiles(app: FastifyInstance, model: TableModel, record: Record<string, unknown>) {
  const files = model.files.map((f) => record[f]).filter((f): f is StoredFile => !!f && typeof f === 'object' && typeof (f as StoredFile).key === 'string');
  await discardAll(app, files);
}

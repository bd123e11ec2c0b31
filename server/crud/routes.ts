import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { issuesByField, recordSchema, withDefaults, writableFields, type ResourceDefinition } from '../../core/resource-kit/index.js';
import { principalOf } from '../auth/authenticate.js';
import { HttpError } from '../http/errors.js';
import { FieldErrors, ResourceRepository } from './repository.js';
import { tableModel, type TableModel } from './table-model.js';
import { installFieldErrorHandler } from './field-errors.js';
import { discardRecordFiles, recordFileRoutes } from './record-file-routes.js';
import { namesRoute } from './names-route.js';
import { companionsOf, embedOf, recordEmbedOf, referencedRecords, referenceFields } from './list-references.js';
import type { ApiRecord } from './repository.js';

/** The query string of a request's URL (what its list plan is remembered by). */
const searchOf = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
};

function asObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'bad_request', 'The body must be a JSON object');
  return body as Record<string, unknown>;
}

/**
 * ra-data-simple-rest's API for one resource, generated from its definition: list (sort, range,
 * filter, Content-Range), one, create, update (whole record with version), delete, and history.
 */
async function resourceRoutes(app: FastifyInstance, { model, models, repository }: { model: TableModel; models: ReadonlyMap<string, TableModel>; repository: ResourceRepository }) {
  const { def } = model;
  const base = `/api/${def.name}`;
  const createSchema = recordSchema(def, 'create');
  const updateSchema = recordSchema(def, 'update');

  const validate = (schema: typeof createSchema, body: Record<string, unknown>) => {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new FieldErrors(400, 'validation_failed', `Invalid ${def.label.en.one.toLowerCase()}`, issuesByField(parsed.error));
  };

  installFieldErrorHandler(app, model);

  const read = { config: { capability: def.access.read } };

  app.get(base, read, async (request, reply) => {
    const raw = request.query as Record<string, unknown>;
    const principal = principalOf(request);
    const { query, sql } = await repository.listPlan(model, raw, searchOf(request.url), principal);
    const embed = embedOf(model, raw);
    const { json, length, total, estimated } = await repository.listJson(model, query, principal, sql);
    const start = query.range?.[0] ?? 0;
    const end = length ? start + length - 1 : start;
    reply.header('content-range', `${def.name} ${length ? `${start}-${end}` : '*'}/${total}`);
    // Above EXACT_COUNT_LIMIT matches the total is the planner's estimate; the console says "about".
    if (estimated) reply.header('x-total-estimated', 'true');
    reply.header('access-control-expose-headers', 'Content-Range, X-Total-Estimated');
    reply.type('application/json; charset=utf-8');
    if (!embed) return reply.send(json);
    // The page with what it asked for in one answer: the records its reference columns name and its companions.
    const rows = JSON.parse(json) as ApiRecord[];
    const [references, companions] = await Promise.all([
      embed.references ? referencedRecords(model, rows, principal, { models, repository }) : {},
      companionsOf(model, embed.companions, rows, principal, query.filter),
    ]);
    return reply.send(`{"data":${json},"references":${JSON.stringify(references)},"companions":${JSON.stringify(companions)}}`);
  });

  const recordReferenceFields = referenceFields(model);
  app.get<{ Params: { id: string } }>(`${base}/:id`, read, async (request) => {
    const embed = recordEmbedOf(request.query as Record<string, unknown>);
    const principal = principalOf(request);
    const record = await repository.require(model, request.params.id, principal);
    if (!embed) return record;
    // An edit or show screen's record with the records its fields name: one request, not one more per referenced resource.
    return { data: record, references: await referencedRecords(model, [record], principal, { models, repository }, recordReferenceFields) };
  });

  app.get<{ Params: { id: string } }>(`${base}/:id/history`, read, async (request) => {
    const entries = await repository.history(model, request.params.id, principalOf(request));
    if (!entries) throw new HttpError(404, 'not_found', `No ${def.label.en.one.toLowerCase()} ${request.params.id}`);
    return entries;
  });

  const { create, update, delete: remove } = def.access;
  // Logs and outboxes are written by the services that produce them; say so rather than 404.
  const serverWritten = async () => {
    throw new HttpError(405, 'method_not_allowed', `${def.label.en.many} are written by the server only`);
  };
  if (!create) app.post(base, read, serverWritten);
  if (!update) {
    app.put(`${base}/:id`, read, serverWritten);
    app.patch(`${base}/:id`, read, serverWritten);
  }
  if (!remove) app.delete(`${base}/:id`, read, serverWritten);
  const requiredFiles = model.files.filter((f) => def.fields[f]!.required);
  if (create) {
    app.post(base, { config: { capability: create } }, async (request, reply) => {
      const data = validate(createSchema, withDefaults(def, asObject(request.body)));
      // Checked after the body, so a wrong field is still named first.
      if (requiredFiles.length) {
        throw new FieldErrors(
          400,
          'files_required',
          `A ${def.label.en.one.toLowerCase()} needs its ${requiredFiles.join(', ')} file: send the record and the file together with POST ${base}/with-files (multipart/form-data)`,
          Object.fromEntries(requiredFiles.map((f) => [f, '@v:required'])),
        );
      }
      const record = await repository.create(model, data, principalOf(request));
      return reply.status(201).send(record);
    });
  }

  if (update) {
    app.put<{ Params: { id: string } }>(`${base}/:id`, { config: { capability: update } }, async (request) => {
      const body = asObject(request.body);
      if (body.id !== undefined && String(body.id) !== request.params.id) {
        throw new FieldErrors(400, 'validation_failed', 'The id in the body differs from the address', { id: '@v:idMismatch' });
      }
      // A PUT replaces the record: a field left out would be wiped, so it must be sent (PATCH changes some).
      const missing = writableFields(def)
        .map(([name]) => name)
        .filter((name) => !(name in body));
      if (missing.length) {
        throw new FieldErrors(
          400,
          'validation_failed',
          `A PUT replaces the whole ${def.label.en.one.toLowerCase()}: send every field, or PATCH only the fields to change`,
          Object.fromEntries(missing.map((name) => [name, '@v:required'])),
        );
      }
      const data = validate(updateSchema, body);
      return repository.update(model, request.params.id, data, principalOf(request));
    });

    // Only the fields sent change; the merged record is validated as a whole, inside the transaction.
    app.patch<{ Params: { id: string } }>(`${base}/:id`, { config: { capability: update } }, async (request) => {
      const body = asObject(request.body);
      if (body.id !== undefined && String(body.id) !== request.params.id) {
        throw new FieldErrors(400, 'validation_failed', 'The id in the body differs from the address', { id: '@v:idMismatch' });
      }
      if (body.version === undefined) throw new FieldErrors(400, 'validation_failed', `A PATCH names the version it changes`, { version: '@v:required' });
      return repository.update(model, request.params.id, (current) => validate(updateSchema, { ...current, ...body }), principalOf(request));
    });

    if (def.order) {
      app.post(`${base}/reorder`, { config: { capability: update } }, async (request) => {
        const parsed = reorderBody.safeParse(request.body);
        if (!parsed.success) throw new HttpError(400, 'bad_request', 'The body must be { "ids": [...] }: 1 to 1000 distinct record ids in their new order');
        return repository.reorder(model, parsed.data.ids, principalOf(request));
      });
    }

    if (model.secrets.length) {
      app.post<{ Params: { id: string } }>(`${base}/:id/rotate-secret`, { config: { capability: update } }, async (request) =>
        repository.rotateSecret(model, request.params.id, principalOf(request)),
      );
    }
  }

  if (remove) {
    app.delete<{ Params: { id: string } }>(`${base}/:id`, { config: { capability: remove } }, async (request) => {
      const removed = await repository.remove(model, request.params.id, principalOf(request));
      if (model.files.length) await discardRecordFiles(app, model, removed);
      return removed;
    });
  }
}

const reorderBody = z
  .object({ ids: z.array(z.string().min(1).max(200)).min(1).max(1000) })
  .strict()
  .refine((b) => new Set(b.ids).size === b.ids.length);

export interface ResourceServices {
  models: Map<string, TableModel>;
  repository: ResourceRepository;
}

export function createResourceServices(app: FastifyInstance, resources: ResourceDefinition[]): ResourceServices {
  const models = new Map(resources.map((def) => [def.name, tableModel(def)]));
  return {
    models,
    repository: new ResourceRepository(
      app.db,
      models,
      app.customerScopeCache,
      (event) => app.events.publish(event),
      (file) => app.fileLinks.linked(file),
    ),
  };
}

export async function crudRoutes(app: FastifyInstance, { models, repository }: ResourceServices) {
  for (const model of models.values()) {
    await app.register(resourceRoutes, { model, models, repository });
    await app.register(namesRoute, { model, repository });
    if (model.files.length) await app.register(recordFileRoutes, { model, repository });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    resources: ResourceServices;
  }
}

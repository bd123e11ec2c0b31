import type { ResourceDefinition } from '../core/resource-kit/index.js';
import { CAPABILITIES } from '../core/access.js';

export const json = (schema: unknown) => ({ 'application/json': { schema } });
export const errorResponse = (description: string) => ({ description, content: json({ $ref: '#/components/schemas/Error' }) });
export const roles = (capability: keyof typeof CAPABILITIES) => `Needs capability \`${capability}\` (roles: ${CAPABILITIES[capability].join(', ')}).`;
export const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

type Responses = Record<string | number, unknown>;

/** What the operations of one resource are written with. */
function resourceDoc(def: ResourceDefinition, common: Responses) {
  const name = pascal(def.name);
  const ref = (suffix = '') => ({ $ref: `#/components/schemas/${name}${suffix}` });
  const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
  const tag = def.label.en.many;
  const notWritable = (what: string) => ({
    tags: [tag],
    summary: `Not writable: the server writes ${def.label.en.many.toLowerCase()}`,
    description: `Nobody may ${what} these records through the API.`,
    responses: { 405: errorResponse('Method not allowed: the server writes these records'), ...common },
  });
  const secretFields = Object.entries(def.fields)
    .filter(([, f]) => f.kind === 'secret')
    .map(([n]) => n);
  const fileFields = Object.entries(def.fields).filter(([, f]) => f.kind === 'file');
  return { def, common, ref, idParam, tag, notWritable, secretFields, fileFields };
}
type ResourceDoc = ReturnType<typeof resourceDoc>;

/** List and create. */
function collectionOperations({ def, common, ref, tag, notWritable, secretFields }: ResourceDoc) {
  return {
    get: {
      tags: [tag],
      summary: `List ${def.label.en.many.toLowerCase()}`,
      description: `${roles(def.access.read)} ra-data-simple-rest list: the total is in Content-Range.`,
      parameters: [
        {
          name: 'sort',
          in: 'query',
          schema: { type: 'string' },
          example: JSON.stringify([def.list.defaultSort.field, def.list.defaultSort.order]),
          description: 'JSON ["field", "ASC"|"DESC"]',
        },
        { name: 'range', in: 'query', schema: { type: 'string' }, example: '[0,24]', description: 'JSON [start, end], at most 1000 rows' },
        {
          name: 'filter',
          in: 'query',
          schema: { type: 'string' },
          example: '{"q":"text"}',
          description: 'JSON object: q, id (one or a list), fields, <field>_gte, <field>_lte (date-times also as now, now-15m, now-1h, now-7d), <field>_null',
        },
        {
          name: 'embed',
          in: 'query',
          schema: { type: 'string' },
          example: '["references"]',
          description:
            'JSON list of names (ra-data-simple-rest sends meta.embed so). references: the records the reference columns name, as a read of each resource would give them (resources the caller may not read are left out); any other name: a companion the list offers (the installations list: health, as GET /api/installations/health gives it for the page; trackerFilter, as GET /api/installations/tracker-filter gives it for the type the filter names; the problems list: counts, as GET /api/problems/counts gives them for the filter of the list; the tickets list: ticketing, {"freshdesk": whether tickets live in Freshdesk} as GET /api/communication/status says it). With embed the answer is {"data": [the page], "references": {"<resource>": [records]}, "companions": {"<name>": …}}',
        },
      ],
      responses: {
        200: {
          description: 'One page',
          headers: { 'Content-Range': { schema: { type: 'string' }, example: `${def.name} 0-24/319` } },
          content: json({
            oneOf: [
              { type: 'array', items: ref() },
              {
                type: 'object',
                required: ['data', 'references', 'companions'],
                properties: {
                  data: { type: 'array', items: ref() },
                  references: { type: 'object', additionalProperties: { type: 'array', items: { type: 'object' } } },
                  companions: { type: 'object' },
                },
              },
            ],
          }),
        },
        400: errorResponse('Invalid sort, range, filter or embed'),
        ...common,
      },
    },
    ...(!def.access.create && { post: notWritable('create') }),
    ...(def.access.create && {
      post: {
        tags: [tag],
        summary: `Create a ${def.label.en.one.toLowerCase()}`,
        description: `${roles(def.access.create)}${secretFields.length ? ` The response carries ${secretFields.join(', ')} in clear text; no later read does.` : ''}`,
        requestBody: { required: true, content: json(ref('Create')) },
        responses: { 201: { description: 'Created', content: json(ref()) }, 400: errorResponse('Invalid body'), 409: errorResponse('A unique value is already used'), ...common },
      },
    }),
  };
}

/** Read, update, change some fields, delete. */
function recordOperations({ def, common, ref, idParam, tag, notWritable }: ResourceDoc) {
  return {
    get: {
      tags: [tag],
      summary: `Read a ${def.label.en.one.toLowerCase()}`,
      description: roles(def.access.read),
      parameters: [
        idParam,
        {
          name: 'embed',
          in: 'query',
          schema: { type: 'string' },
          example: '["references"]',
          description:
            'JSON list ["references"]: the answer is {"data": the record, "references": {"<resource>": [records its reference fields name]}}, each as a read of that resource would give it (resources the caller may not read are left out)',
        },
      ],
      responses: {
        200: {
          description: 'The record',
          content: json({
            oneOf: [
              ref(),
              {
                type: 'object',
                required: ['data', 'references'],
                properties: { data: ref(), references: { type: 'object', additionalProperties: { type: 'array', items: { type: 'object' } } } },
              },
            ],
          }),
        },
        400: errorResponse('Invalid embed'),
        404: errorResponse('Unknown or not visible'),
        ...common,
      },
    },
    ...(!def.access.update && { put: notWritable('update'), patch: notWritable('update') }),
    ...(!def.access.delete && { delete: notWritable('delete') }),
    ...(def.access.update && {
      put: {
        tags: [tag],
        summary: `Update a ${def.label.en.one.toLowerCase()}`,
        description: roles(def.access.update),
        parameters: [idParam],
        requestBody: { required: true, content: json(ref('Update')) },
        responses: {
          200: { description: 'Updated', content: json(ref()) },
          400: errorResponse('Invalid body, or a field left out (a PUT replaces every field; PATCH changes some)'),
          404: errorResponse('Unknown or not visible'),
          409: errorResponse('Stale version (body has `current`) or a unique value already used'),
          ...common,
        },
      },
      patch: {
        tags: [tag],
        summary: `Change some fields of a ${def.label.en.one.toLowerCase()}`,
        description: `${roles(def.access.update)} The body holds \`version\` and the fields to change; the others keep their values. The merged record is validated as a whole.`,
        parameters: [idParam],
        requestBody: { required: true, content: json({ type: 'object', required: ['version'], properties: { version: { type: 'integer', minimum: 1 } } }) },
        responses: {
          200: { description: 'Updated', content: json(ref()) },
          400: errorResponse('Invalid body or merged record'),
          404: errorResponse('Unknown or not visible'),
          409: errorResponse('Stale version (body has `current`) or a unique value already used'),
          ...common,
        },
      },
    }),
    ...(def.access.delete && {
      delete: {
        tags: [tag],
        summary: `Delete a ${def.label.en.one.toLowerCase()}`,
        description: roles(def.access.delete),
        parameters: [idParam],
        responses: {
          200: { description: 'The deleted record', content: json(ref()) },
          404: errorResponse('Unknown or not visible'),
          409: errorResponse('Still used by other records'),
          ...common,
        },
      },
    }),
  };
}

/** The kit's further operations where the definition has them: order, files, secrets; and every record's history. */
function furtherOperations({ def, common, ref, idParam, tag, secretFields, fileFields }: ResourceDoc) {
  const paths: Record<string, unknown> = {};
  if (def.order && def.access.update) {
    paths[`/api/${def.name}/reorder`] = {
      post: {
        tags: [tag],
        summary: `Save the order of ${def.label.en.many.toLowerCase()}`,
        description: `${roles(def.access.update)} Body: \`{ "ids": [...] }\`, every record${def.order.within ? ` of one ${def.order.within}` : ''} in its new order; all are renumbered in one transaction.`,
        requestBody: {
          required: true,
          content: json({
            type: 'object',
            properties: { ids: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 1000 } },
            required: ['ids'],
            additionalProperties: false,
          }),
        },
        responses: {
          200: { description: 'The records in their new order', content: json({ type: 'array', items: ref() }) },
          400: errorResponse('Ids missing, repeated, unknown or from different groups'),
          ...common,
        },
      },
    };
  }
  if (fileFields.length && def.access.create) {
    paths[`/api/${def.name}/with-files`] = {
      post: {
        tags: [tag],
        summary: `Create a ${def.label.en.one.toLowerCase()} together with its files`,
        description: `${roles(def.access.create)} multipart/form-data: the field \`record\` (the record as JSON) first, then a part per file field (${fileFields.map(([n]) => `\`${n}\``).join(', ')}). Each file's type is read from its content; nothing is stored when anything is refused.`,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  record: { type: 'string', description: 'the record as JSON' },
                  ...Object.fromEntries(fileFields.map(([n]) => [n, { type: 'string', format: 'binary' }])),
                },
                required: ['record', ...fileFields.filter(([, f]) => f.required).map(([n]) => n)],
              },
            },
          },
        },
        responses: {
          201: { description: 'The created record, its files with signed links', content: json(ref()) },
          400: errorResponse('Invalid record, unreadable multipart body or unknown part'),
          413: errorResponse('A file over its limit'),
          415: errorResponse('A file whose content is not what the field takes'),
          ...common,
        },
      },
    };
  }
  if (fileFields.length && def.access.update) {
    const fileParam = { name: 'field', in: 'path', required: true, schema: { type: 'string', enum: fileFields.map(([n]) => n) } };
    const versionParam = {
      name: 'version',
      in: 'query',
      required: false,
      schema: { type: 'integer' },
      description: 'refuse with 409 unless the record is still at this version',
    };
    paths[`/api/${def.name}/{id}/files/{field}`] = {
      put: {
        tags: [tag],
        summary: 'Replace one of its files',
        description: `${roles(def.access.update)} multipart/form-data with the part \`file\`; the file it replaces is removed.`,
        parameters: [idParam, fileParam, versionParam],
        requestBody: {
          required: true,
          content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } } },
        },
        responses: {
          200: { description: 'The record with its new file', content: json(ref()) },
          404: errorResponse('Unknown or not visible'),
          409: errorResponse('Changed by someone else since that version'),
          413: errorResponse('The file is over its limit'),
          415: errorResponse('The content is not what the field takes'),
          ...common,
        },
      },
      delete: {
        tags: [tag],
        summary: 'Clear one of its optional files',
        description: roles(def.access.update),
        parameters: [idParam, fileParam, versionParam],
        responses: {
          200: { description: 'The record without the file', content: json(ref()) },
          400: errorResponse('The file is required'),
          404: errorResponse('Unknown or not visible'),
          ...common,
        },
      },
    };
  }
  if (secretFields.length && def.access.update) {
    paths[`/api/${def.name}/{id}/rotate-secret`] = {
      post: {
        tags: [tag],
        summary: 'Replace the secret with a new one, shown in this response only',
        description: roles(def.access.update),
        parameters: [idParam],
        responses: { 200: { description: 'The record with the new secret in clear text', content: json(ref()) }, 404: errorResponse('Unknown or not visible'), ...common },
      },
    };
  }
  paths[`/api/${def.name}/{id}/history`] = {
    get: {
      tags: [tag],
      summary: 'Audit trail, newest first',
      description: roles(def.access.read),
      parameters: [idParam],
      responses: {
        200: { description: 'Changes', content: json({ type: 'array', items: { $ref: '#/components/schemas/AuditEntry' } }) },
        404: errorResponse('Unknown or not visible'),
        ...common,
      },
    },
  };
  return paths;
}

/** The paths the kit serves for one resource, in the document's order. */
export function resourcePaths(def: ResourceDefinition, common: Responses): Record<string, unknown> {
  const doc = resourceDoc(def, common);
  return { [`/api/${def.name}`]: collectionOperations(doc), [`/api/${def.name}/{id}`]: recordOperations(doc), ...furtherOperations(doc) };
}

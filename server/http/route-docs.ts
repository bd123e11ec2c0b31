import type { FastifyInstance, FastifySchema } from 'fastify';
import { z, type ZodType } from 'zod';

/** A documented answer: a zod schema of the body, a JSON schema (a resource record: `ref('Devices')`), or a file. */
type JsonSchema = { $ref: string } | { allOf: unknown[] } | { type: string; items?: unknown; properties?: unknown; description?: string };
type Answer = ZodType | JsonSchema | 'csv' | 'event-stream' | 'prometheus' | 'empty';

export interface RouteDocs {
  summary: string;
  tags: string[];
  description?: string;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  response: Record<number, Answer>;
}

/** A resource's record schema in the API document (`Devices`, `BulkCommands`). */
export const ref = (schema: string) => ({ $ref: `#/components/schemas/${schema}` });

const jsonSchema = (schema: ZodType, io: 'input' | 'output') => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

const answer = (a: Answer) => {
  // `contentMediaType` (JSON Schema's own keyword) tells the API document which media type the body is.
  if (a === 'csv') return { type: 'string', contentMediaType: 'text/csv', description: 'UTF-8 CSV, as an attachment' };
  if (a === 'event-stream') return { type: 'string', contentMediaType: 'text/event-stream', description: '`event: change` with `{resource, id, kind}`' };
  if (a === 'prometheus') return { type: 'string', contentMediaType: 'text/plain', description: 'Prometheus text exposition format 0.0.4' };
  if (a === 'empty') return { type: 'null' };
  return a instanceof z.ZodType ? jsonSchema(a, 'output') : a;
};

/**
 * A route's Fastify schema, written once in zod: the same schema the handler validates with
 * (`parseInput`) is what the route declares and the API document shows. The server's compilers
 * (installRouteDocs) leave validation to zod, so its 400s keep naming every field.
 */
export function docs(d: RouteDocs): FastifySchema {
  return {
    summary: d.summary,
    tags: d.tags,
    ...(d.description && { description: d.description }),
    ...(d.params && { params: jsonSchema(d.params, 'input') }),
    ...(d.query && { querystring: jsonSchema(d.query, 'input') }),
    ...(d.body && { body: jsonSchema(d.body, 'input') }),
    response: Object.fromEntries(Object.entries(d.response).map(([status, a]) => [status, answer(a)])),
  } as FastifySchema;
}

/**
 * The request parts are validated by the zod schemas in the handlers, and answers are written as
 * they are (the declared response schemas document them; a serializer generated from them would
 * drop what they do not list).
 */
export function installRouteDocs(app: FastifyInstance) {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

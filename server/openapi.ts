import { countryCodeSchema, resourceJsonSchemas, type ResourceDefinition } from '../core/resource-kit/index.js';
import type { CAPABILITIES } from '../core/access.js';
import { APP_VERSION } from '../core/version.js';

import { errorResponse, json, pascal, resourcePaths, roles } from './openapi-resource-paths.js';

/** The API's OpenAPI 3.1 document, derived from the same definitions the routes are generated from. */
/** A registered route as the document needs it (server/auth/authenticate.ts collects them). */
export interface DocumentedRoute {
  method: string;
  url: string;
  capability?: keyof typeof CAPABILITIES;
  public: boolean;
  schema?: {
    summary?: string;
    description?: string;
    tags?: readonly string[];
    params?: unknown;
    querystring?: unknown;
    body?: unknown;
    response?: unknown;
  };
}

/** `/api/devices/:id/commands` → `/api/devices/{id}/commands`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const STATUS_TEXT: Record<string, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content', 503: 'Not available' };

/** Parameters from the properties of a route's params or querystring schema. */
function parametersOf(schema: unknown, where: 'path' | 'query') {
  const s = schema as { properties?: Record<string, { description?: string }>; required?: string[] } | undefined;
  return Object.entries(s?.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (s?.required ?? []).includes(name),
    schema: property,
    ...(property.description && { description: property.description }),
  }));
}

/** The document's entry for a route that declares its schema (module routes; the resource routes are described from their definitions). */
function moduleOperation(route: DocumentedRoute) {
  const schema = route.schema ?? {};
  const access = route.public ? 'Public: no bearer token.' : route.capability ? roles(route.capability) : '';
  const responses: Record<string, unknown> = {};
  for (const [status, body] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
    const media = (body as { contentMediaType?: string }).contentMediaType ?? 'application/json';
    responses[status] = { description: STATUS_TEXT[status] ?? 'Answer', content: { [media]: { schema: body } } };
  }
  responses[400] ??= errorResponse('Invalid input: the message and `errors` name each problem');
  if (!route.public) Object.assign(responses, { 401: errorResponse('Missing, invalid or expired bearer token'), 403: errorResponse('The token lacks the capability') });
  return {
    tags: schema.tags,
    summary: schema.summary,
    description: [schema.description, access].filter(Boolean).join(' '),
    parameters: [...parametersOf(schema.params, 'path'), ...parametersOf(schema.querystring, 'query')],
    ...(schema.body !== undefined && { requestBody: { required: true, content: json(schema.body) } }),
    responses,
    ...(route.public && { security: [] }),
  };
}

export function buildOpenApi(resources: ResourceDefinition[], routes: readonly DocumentedRoute[] = []) {
  const schemas: Record<string, unknown> = {
    CountryCode: countryCodeSchema(),
    Error: {
      type: 'object',
      properties: {
        error: { type: 'string' },
        message: { type: 'string' },
        description: { type: 'string' },
        errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Messages per field (in the Accept-Language language)' },
      },
      required: ['error', 'message'],
    },
    AuditEntry: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        at: { type: 'string', format: 'date-time' },
        actor: { type: 'string' },
        actorName: { type: ['string', 'null'] },
        action: { type: 'string', enum: ['create', 'update', 'delete'] },
        changes: { type: 'object', additionalProperties: { type: 'object', properties: { before: {}, after: {} } } },
      },
    },
  };
  const paths: Record<string, unknown> = {};
  const common = {
    401: errorResponse('Missing, invalid or expired bearer token'),
    403: errorResponse('The token lacks the capability'),
  };
  for (const def of resources) {
    const name = pascal(def.name);
    const s = resourceJsonSchemas(def);
    schemas[name] = s.record;
    schemas[`${name}Create`] = s.create;
    schemas[`${name}Update`] = s.update;
    Object.assign(paths, resourcePaths(def, common));
  }
  for (const route of routes) {
    if (!route.schema) continue;
    const path = openApiPath(route.url);
    paths[path] = { ...(paths[path] as object | undefined), [route.method.toLowerCase()]: moduleOperation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gondola API',
      version: APP_VERSION,
      description: 'Operations console API. Every route except health, readiness, public-config and this document needs a bearer access token.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, schemas },
    paths,
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiPath } from '../../server/openapi.js';
import { setupApiContext } from '../support/api-context.js';

const committed = path.resolve(import.meta.dirname, '../../docs/openapi.json');
const ctx = setupApiContext(['admin']);

type Document = {
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; description?: string; summary?: string }>>;
  components: { schemas: Record<string, unknown> };
};
const documentOf = async () => (await ctx.app.inject({ url: '/api/openapi.json' })).json() as Document;

describe('the OpenAPI document', () => {
  it('is committed as the server generates it (`npm run openapi` rewrites it)', async () => {
    const text = `${JSON.stringify(await documentOf(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') fs.writeFileSync(committed, text);
    expect(fs.readFileSync(committed, 'utf8')).toBe(text);
  });

  it('describes every registered API route, with a summary and the answers it gives', async () => {
    const document = await documentOf();
    const missing = ctx.app.apiRoutes.filter((r) => !document.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const undocumented = ctx.app.apiRoutes
      .filter((r) => {
        const operation = document.paths[openApiPath(r.url)]![r.method.toLowerCase()]!;
        // A route that declares its schema says what it answers (the test page answers only errors); the resource routes answer 2xx, or 405 where the server writes the records.
        const declared = r.schema
          ? Object.keys((r.schema.response ?? {}) as object)
          : Object.keys(operation.responses ?? {}).filter((status) => /^2\d\d$/.test(status) || status === '405');
        return !operation.summary || declared.length === 0;
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
  });

  it('names the capability or public access of every module route', async () => {
    const document = await documentOf();
    for (const route of ctx.app.apiRoutes.filter((r) => r.schema)) {
      const description = document.paths[openApiPath(route.url)]![route.method.toLowerCase()]!.description ?? '';
      expect(description, `${route.method} ${route.url}`).toMatch(route.public ? /Public/ : new RegExp(`capability \`${route.capability!.replace('.', '\\.')}\``));
    }
  });

  it('gives files and streams their own media type', async () => {
    const document = await documentOf();
    const content = (path: string) => Object.keys((document.paths[path]!.get!.responses!['200'] as { content: object }).content);
    expect(content('/api/licence-report/csv')).toEqual(['text/csv']);
    expect(content('/api/events')).toEqual(['text/event-stream']);
    expect(content('/api/licence-report')).toEqual(['application/json']);
  });

  it('describes the resource routes from their definitions', async () => {
    const document = await documentOf();
    const resorts = document.components.schemas.ResortsCreate as { required: string[]; properties: Record<string, { pattern?: string; anyOf?: unknown[] }> };
    expect(resorts.required).toEqual(expect.arrayContaining(['id', 'name', 'link', 'customerId', 'country', 'timezoneId', 'currency']));
    expect(resorts.properties.link!.pattern).toBe('^[a-z0-9-]+$');
    expect(resorts.properties.homepage!.anyOf).toHaveLength(2);
    expect(JSON.stringify(document.paths['/api/resorts'])).toContain('projects.manage');
  });

  it('takes request shapes from the same zod schemas the routes validate with', async () => {
    const document = await documentOf();
    const acknowledge = document.paths['/api/problems/{id}/acknowledge']!.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown>; additionalProperties: boolean } } } };
    };
    const body = acknowledge.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['close', 'message', 'severity', 'unacknowledge']);
    expect(body.additionalProperties).toBe(false);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/problems/x/acknowledge', headers: ctx.as.admin, payload: { message: 'ok', extra: 1 } });
    expect(refused.statusCode).toBe(400);
  });
});

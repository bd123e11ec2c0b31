import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index.js';
import { buildOpenApi } from '../../server/openapi.js';

const committed = path.resolve(import.meta.dirname, '../../docs/openapi.json');

describe('the OpenAPI document', () => {
  const document = buildOpenApi(RESOURCES);

  it('is committed as generated (`npm run openapi` rewrites it)', () => {
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') fs.writeFileSync(committed, text);
    expect(fs.readFileSync(committed, 'utf8')).toBe(text);
  });

  it('describes every resource route with its capability and schemas', () => {
    for (const def of RESOURCES) {
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining([`/api/${def.name}`, `/api/${def.name}/{id}`, `/api/${def.name}/{id}/history`]));
    }
    const resorts = document.components.schemas.ResortsCreate as { required: string[]; properties: Record<string, { pattern?: string; anyOf?: unknown[] }> };
    expect(resorts.required).toEqual(expect.arrayContaining(['id', 'name', 'link', 'customerId', 'country', 'timezoneId', 'currency']));
    expect(resorts.properties.link!.pattern).toBe('^[a-z0-9-]+$');
    expect(resorts.properties.homepage!.anyOf).toHaveLength(2);
    expect(JSON.stringify(document.paths['/api/resorts'])).toContain('projects.manage');
  });
});

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { APP_VERSION } from '../../core/version.js';
import { principalOf } from '../auth/authenticate.js';
import { migrationStatus } from '../db/migrate.js';
import { parseInput } from '../http/errors.js';
import { docs } from '../http/route-docs.js';
import { APPLICATION_SETTINGS, applicationSettings, updateApplicationSetting } from './settings-store.js';

const SERVER_STARTED = new Date().toISOString();

const tags = ['Settings'];
const read = { capability: 'console.read' as const };
const settingAnswer = z.object({ key: z.string(), value: z.boolean(), version: z.number().int(), updatedAt: z.string(), updatedBy: z.string().nullable() });
const settingParams = z.object({ key: z.enum(APPLICATION_SETTINGS, { message: `key must be one of ${APPLICATION_SETTINGS.join(', ')}` }) });
const settingBody = z.strictObject({ value: z.boolean({ message: 'value must be true or false' }), version: z.number({ message: 'version is required' }).int().positive() });
const settingsAnswer = z.object({
  environment: z.string(),
  gekkoUrl: z.string().nullable(),
  jiraUrl: z.string().nullable(),
  confluenceUrl: z.string().nullable(),
  zabbixUrl: z.string().nullable(),
});
const infoAnswer = z.object({
  version: z.string(),
  environment: z.string(),
  serverBuild: z.object({ mode: z.string(), node: z.string(), startedAt: z.string() }),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), migrations: z.object({ state: z.string(), applied: z.array(z.string()), pending: z.array(z.string()) }) }),
  identityProvider: z.object({ issuer: z.string(), embedded: z.boolean() }),
  broker: z.union([z.object({ embedded: z.literal(true), port: z.number().int() }), z.object({ embedded: z.literal(false), url: z.string() })]),
});

export default async function settingsRoutes(app: FastifyInstance) {
  /** Spec §1: the settings object with the environment and the external tools' URLs. */
  app.get('/api/settings', { config: read, schema: docs({ summary: "The environment and the external tools' addresses", tags, response: { 200: settingsAnswer } }) }, async () => {
    const s = app.config.settings;
    return {
      environment: s.environment,
      gekkoUrl: s.gekkoUrl ?? null,
      jiraUrl: app.config.jira.url ?? null,
      confluenceUrl: s.confluenceUrl ?? null,
      zabbixUrl: app.config.zabbix.url ?? null,
    };
  });

  app.get(
    '/api/application-info',
    // Versions, ports and the identity provider describe the installation, not a customer's data: staff only.
    {
      config: { capability: 'staff.read' },
      schema: docs({ summary: 'Version, build, database and migrations, identity provider and broker', tags, response: { 200: infoAnswer } }),
    },
    async () => {
      const migrations = await migrationStatus(app.db);
      return {
        version: APP_VERSION,
        environment: app.config.settings.environment,
        serverBuild: { mode: app.config.mode, node: process.version, startedAt: SERVER_STARTED },
        database: { kind: app.db.kind, migrations },
        identityProvider: { issuer: app.config.oidc.issuer, embedded: app.config.oidc.embedded },
        broker: app.config.mqtt.embedded
          ? { embedded: true, port: app.devices?.broker?.port ?? app.config.mqtt.port }
          : { embedded: false, url: app.config.mqtt.url.replace(/\/\/[^@/]*@/, '//') },
      };
    },
  );

  app.get(
    '/api/application-settings',
    { config: read, schema: docs({ summary: 'Monitoring and maintenance mode, with their versions', tags, response: { 200: z.array(settingAnswer) } }) },
    async () => applicationSettings(app.db),
  );

  /** Monitoring and maintenance mode: versioned, audited, and announced to every open console. */
  app.put(
    '/api/application-settings/:key',
    {
      config: { capability: 'admin.manage' },
      schema: docs({
        summary: 'Switches monitoring or maintenance mode (versioned: a stale version is 409)',
        tags,
        params: settingParams,
        body: settingBody,
        response: { 200: settingAnswer },
      }),
    },
    async (request) => {
      const { key } = parseInput(settingParams, request.params, 'path');
      const body = parseInput(settingBody, request.body);
      const updated = await updateApplicationSetting(app.db, key, body.value, body.version, principalOf(request));
      app.events.publish({ resource: 'application-settings', id: key, kind: 'updated' });
      return updated;
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { APP_VERSION } from '../../core/version.js';
import { principalOf } from '../auth/authenticate.js';
import { migrationStatus } from '../db/migrate.js';
import { HttpError } from '../http/errors.js';
import { writeAudit } from '../crud/audit.js';

export const APPLICATION_SETTINGS = ['monitoringMode', 'maintenanceMode'] as const;
const SERVER_STARTED = new Date().toISOString();

interface SettingRow {
  key: string;
  value: boolean;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

const toSetting = (r: SettingRow) => ({ key: r.key, value: r.value, version: r.version, updatedAt: r.updated_at, updatedBy: r.updated_by });

export default async function settingsRoutes(app: FastifyInstance) {
  /** Spec §1: the settings object with the environment and the external tools' URLs. */
  app.get('/api/settings', { config: { capability: 'console.read' } }, async () => {
    const s = app.config.settings;
    return { environment: s.environment, gekkoUrl: s.gekkoUrl ?? null, jiraUrl: s.jiraUrl ?? null, confluenceUrl: s.confluenceUrl ?? null, zabbixUrl: s.zabbixUrl ?? null };
  });

  app.get('/api/application-info', { config: { capability: 'console.read' } }, async () => {
    const migrations = await migrationStatus(app.db);
    return {
      version: APP_VERSION,
      environment: app.config.settings.environment,
      serverBuild: { mode: app.config.mode, node: process.version, startedAt: SERVER_STARTED },
      database: { kind: app.db.kind, migrations },
      identityProvider: { issuer: app.config.oidc.issuer, embedded: app.config.oidc.embedded },
      broker: app.config.mqtt.embedded ? { embedded: true, port: app.config.mqtt.port } : { embedded: false, url: app.config.mqtt.url.replace(/\/\/[^@/]*@/, '//') },
    };
  });

  app.get('/api/application-settings', { config: { capability: 'console.read' } }, async () => {
    const { rows } = await app.db.query<SettingRow>('select key, value, version, updated_at, updated_by from app_settings where key = any($1::text[]) order by key', [
      APPLICATION_SETTINGS,
    ]);
    return rows.map(toSetting);
  });

  /** Monitoring and maintenance mode: versioned, audited, and announced to every open console. */
  app.put<{ Params: { key: string } }>('/api/application-settings/:key', { config: { capability: 'admin.manage' } }, async (request) => {
    const key = z.enum(APPLICATION_SETTINGS, { message: `key must be one of ${APPLICATION_SETTINGS.join(', ')}` }).parse(request.params.key);
    const body = z
      .strictObject({ value: z.boolean({ message: 'value must be true or false' }), version: z.number({ message: 'version is required' }).int().positive() })
      .parse(request.body);
    const principal = principalOf(request);
    const updated = await app.db.transaction(async (tx) => {
      const { rows } = await tx.query<SettingRow>('select key, value, version, updated_at, updated_by from app_settings where key = $1 for update', [key]);
      const current = rows[0];
      if (!current) throw new HttpError(404, 'not_found', `No setting ${key}`);
      if (current.version !== body.version) {
        throw new HttpError(409, 'conflict', `${key} was changed by someone else; reload and try again`, { current: toSetting(current) });
      }
      const { rows: after } = await tx.query<SettingRow>(
        `update app_settings set value = $2::jsonb, version = version + 1, updated_at = now(), updated_by = $3 where key = $1
         returning key, value, version, updated_at, updated_by`,
        [key, JSON.stringify(body.value), principal.name],
      );
      await writeAudit(tx, principal, 'update', 'application-settings', key, { value: { before: current.value, after: body.value } });
      return toSetting(after[0]!);
    });
    app.events.publish({ resource: 'application-settings', id: key, kind: 'updated' });
    return updated;
  });
}

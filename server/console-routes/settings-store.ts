import type { Principal } from '../../core/access.js';
import { writeAudit } from '../crud/audit.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../http/errors.js';

/** The console-wide switches an admin may flip. */
export const APPLICATION_SETTINGS = ['monitoringMode', 'maintenanceMode'] as const;
export type ApplicationSetting = (typeof APPLICATION_SETTINGS)[number];

interface SettingRow {
  key: string;
  value: boolean;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

const toSetting = (r: SettingRow) => ({ key: r.key, value: r.value, version: r.version, updatedAt: r.updated_at, updatedBy: r.updated_by });
export type Setting = ReturnType<typeof toSetting>;

export async function applicationSettings(db: Queryable): Promise<Setting[]> {
  const { rows } = await db.query<SettingRow>('select key, value, version, updated_at, updated_by from app_settings where key = any($1::text[]) order by key', [
    APPLICATION_SETTINGS,
  ]);
  return rows.map(toSetting);
}

/** Sets a switch if nobody changed it since `version` (409 with the current one otherwise), audited in the same transaction. */
export async function updateApplicationSetting(db: Database, key: ApplicationSetting, value: boolean, version: number, principal: Principal): Promise<Setting> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<SettingRow>('select key, value, version, updated_at, updated_by from app_settings where key = $1 for update', [key]);
    const current = rows[0];
    if (!current) throw new HttpError(404, 'not_found', `No setting ${key}`);
    if (current.version !== version) {
      throw new HttpError(409, 'conflict', `${key} was changed by someone else; reload and try again`, { current: toSetting(current) });
    }
    const { rows: after } = await tx.query<SettingRow>(
      `update app_settings set value = $2::jsonb, version = version + 1, updated_at = now(), updated_by = $3 where key = $1
       returning key, value, version, updated_at, updated_by`,
      [key, JSON.stringify(value), principal.name],
    );
    await writeAudit(tx, principal, 'update', 'application-settings', key, { value: { before: current.value, after: value } });
    return toSetting(after[0]!);
  });
}

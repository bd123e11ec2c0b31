import type { Queryable } from '../../db/database.js';
import type { DeviceRow } from '../../device-layer/command-catalogue.js';

/** The built-in command that carries a configuration to its recorder. */
export const APPLY = 'videodirector.apply';

interface ApplyRow {
  id: string;
  device_id: string;
  status: string;
  error: string | null;
  version: number;
  at: string;
}

/** The recorder a configuration belongs to: the device it names, else the installation's recorder on its lane, else its only one. */
export async function recorderOf(db: Queryable, installationId: string, recorder: string, lane: number): Promise<DeviceRow | undefined> {
  const { rows } = await db.query<DeviceRow>(
    `select id, name, type, status, installation_id, component_type_id from devices
     where installation_id = $1 and type = 'recorder'
     order by (id = $2) desc, (lane_number = $3) desc, name, id limit 1`,
    [installationId, recorder, lane],
  );
  return rows[0];
}

export async function applyHistory(db: Queryable, configId: string) {
  const { rows } = await db.query<ApplyRow>(
    `select id, device_id, status, error, (parameters::jsonb->>'version')::int as version,
            coalesce(finished_at, sent_at, queued_at)::text as at
     from device_commands where command = $1 and parameters::jsonb->>'configId' = $2
     order by queued_at desc limit 20`,
    [APPLY, configId],
  );
  const applied = rows.find((r) => r.status === 'succeeded');
  const last = rows[0];
  return {
    applied: applied ? { version: applied.version, at: new Date(applied.at).toISOString(), deviceId: applied.device_id } : null,
    last: last ? { commandId: last.id, version: last.version, status: last.status, error: last.error, at: new Date(last.at).toISOString() } : null,
  };
}

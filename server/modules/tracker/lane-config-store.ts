import { configKey, LANE_CONFIG_KINDS, type AppliedState, type DeviceApplied, type LaneConfigKind } from '../../../core/lane-configs.js';
import type { Queryable } from '../../db/database.js';
import type { DeviceRow } from '../../device-layer/command-catalogue.js';

/** The built-in command that carries a lane configuration to its devices. */
export const APPLY_LANE = 'lane.apply';

const DEVICE_COLUMNS = 'id, name, type, status, installation_id, component_type_id';

/**
 * The devices a configuration is for: the device it names, else every device of the kind's types
 * on the configuration's lane (a start/finish configuration goes to the lane's start/finish units).
 */
export async function targetsOf(db: Queryable, kind: LaneConfigKind, config: Record<string, unknown>): Promise<DeviceRow[]> {
  const { deviceTypes, deviceField } = LANE_CONFIG_KINDS[kind];
  if (deviceField) {
    const { rows } = await db.query<DeviceRow>(`select ${DEVICE_COLUMNS} from devices where id = $1 and installation_id = $2 and type = any($3::text[])`, [
      String(config[deviceField]),
      String(config.installationId),
      deviceTypes,
    ]);
    return rows;
  }
  const { rows } = await db.query<DeviceRow>(
    `select ${DEVICE_COLUMNS} from devices where installation_id = $1 and type = any($2::text[]) and coalesce(lane_number, 1) = $3 order by name, id`,
    [String(config.installationId), deviceTypes, Number(config.lane ?? 1)],
  );
  return rows;
}

interface AttemptRow {
  command_id: string;
  device_id: string;
  status: string;
  error: string | null;
  version: number;
  at: string;
}

/**
 * Per target device: what it confirmed, what it reports, and the latest attempt — so the page can
 * say whether the stored version runs there, is on its way, failed, or drifted.
 */
export async function appliedStates(db: Queryable, kind: LaneConfigKind, config: Record<string, unknown>): Promise<DeviceApplied[]> {
  const configId = String(config.id);
  const targets = await targetsOf(db, kind, config);
  if (!targets.length) return [];
  const { rows: attempts } = await db.query<AttemptRow>(
    `select id as command_id, device_id, status, error, (parameters::jsonb->>'version')::int as version, coalesce(finished_at, sent_at, queued_at)::text as at
     from device_commands
     where command = $1 and parameters::jsonb->>'kind' = $2 and parameters::jsonb->>'configId' = $3 and device_id = any($4::text[])
     order by queued_at desc limit 200`,
    [APPLY_LANE, kind, configId, targets.map((t) => t.id)],
  );
  const { rows: states } = await db.query<{ id: string; last_state: string | null }>('select id, last_state from devices where id = any($1::text[])', [targets.map((t) => t.id)]);
  const key = configKey(kind, configId);
  return targets.map((device) => {
    const mine = attempts.filter((a) => a.device_id === device.id);
    const confirmed = mine.find((a) => a.status === 'succeeded');
    const last = mine[0];
    const reported = reportedVersion(states.find((s) => s.id === device.id)?.last_state ?? null, key);
    const appliedVersion = confirmed?.version ?? null;
    const pending = last && (last.status === 'queued' || last.status === 'sent');
    const state: AppliedState = pending
      ? 'pending'
      : last && last.status !== 'succeeded'
        ? 'failed'
        : appliedVersion === null
          ? 'never'
          : reported !== null && reported !== appliedVersion
            ? 'drift'
            : appliedVersion === Number(config.version)
              ? 'matches'
              : 'outdated';
    return {
      deviceId: device.id,
      name: device.name,
      status: device.status,
      appliedVersion,
      reportedVersion: reported,
      last: last ? { commandId: last.command_id, version: last.version, status: last.status, error: last.error, at: new Date(last.at).toISOString() } : null,
      state,
    };
  });
}

function reportedVersion(lastState: string | null, key: string): number | null {
  try {
    const version = lastState ? (JSON.parse(lastState) as { configs?: Record<string, unknown> }).configs?.[key] : undefined;
    return typeof version === 'number' ? version : null;
  } catch {
    return null;
  }
}

/**
 * The version a device should report for one configuration: the one it confirmed last, or the one
 * on its way to it (its state may arrive before its answer).
 */
export async function confirmedVersion(db: Queryable, deviceId: string, kind: string, configId: string): Promise<number | null> {
  const { rows } = await db.query<{ version: number }>(
    `select (parameters::jsonb->>'version')::int as version from device_commands
     where command = $1 and device_id = $2 and status in ('succeeded', 'sent') and parameters::jsonb->>'kind' = $3 and parameters::jsonb->>'configId' = $4
     order by queued_at desc limit 1`,
    [APPLY_LANE, deviceId, kind, configId],
  );
  return rows[0]?.version ?? null;
}

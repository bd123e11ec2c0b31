import type { Principal } from '../../../core/access.js';
import { writeAudit } from '../../crud/audit.js';
import type { Database, Queryable } from '../../db/database.js';
import type { DeviceRow } from '../../device-layer/command-catalogue.js';
import { HttpError } from '../../http/errors.js';

const DEVICE_COLUMNS = 'id, name, type, status, installation_id, component_type_id';

/** The columns commands need of one device (its visibility is checked by the caller). */
export async function deviceForCommands(db: Queryable, id: string): Promise<DeviceRow | undefined> {
  const { rows } = await db.query<DeviceRow>(`select ${DEVICE_COLUMNS} from devices where id = $1`, [id]);
  return rows[0];
}

/** An installation's devices, by name. */
export async function devicesOfInstallation(db: Queryable, installationId: string): Promise<DeviceRow[]> {
  const { rows } = await db.query<DeviceRow>(`select ${DEVICE_COLUMNS} from devices where installation_id = $1 order by name, id`, [installationId]);
  return rows;
}

/**
 * Assigns an unconfigured device to an installation, audited in the same transaction; answers
 * the device's secret (its configuration carries it). A device that belongs somewhere already is
 * a conflict, also when two people assign it at once.
 */
export async function assignDevice(db: Database, deviceId: string, installationId: string, principal: Principal): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ secret: string; installation_id: string | null }>('select secret, installation_id from devices where id = $1 for update', [deviceId]);
    if (rows[0]?.installation_id) throw new HttpError(409, 'conflict', `Device ${deviceId} already belongs to installation ${rows[0].installation_id}`);
    await tx.query('update devices set installation_id = $2, version = version + 1, updated_at = now(), updated_by = $3 where id = $1', [
      deviceId,
      installationId,
      principal.subject,
    ]);
    await writeAudit(tx, principal, 'update', 'devices', deviceId, { installationId: { before: null, after: installationId } });
    return rows[0]!.secret;
  });
}

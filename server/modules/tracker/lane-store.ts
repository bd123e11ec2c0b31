import type { Queryable } from '../../db/database.js';

export interface LaneWindow {
  runtimeMinS: number;
  runtimeMaxS: number;
}

/** The runtime window of a lane's start/finish configuration, if it has one. */
export async function laneWindow(db: Queryable, installationId: string, lane: number): Promise<LaneWindow | undefined> {
  const { rows } = await db.query<{ runtime_min_s: string; runtime_max_s: string }>(
    'select runtime_min_s, runtime_max_s from start_finish_configs where installation_id = $1 and lane = $2',
    [installationId, lane],
  );
  return rows[0] ? { runtimeMinS: Number(rows[0].runtime_min_s), runtimeMaxS: Number(rows[0].runtime_max_s) } : undefined;
}

/** The installation a device serves, if it is assigned to one. */
export async function installationOfDevice(db: Queryable, deviceId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ installation_id: string | null }>('select installation_id from devices where id = $1', [deviceId]);
  return rows[0]?.installation_id ?? undefined;
}

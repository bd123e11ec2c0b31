import { LANE_CONFIG_KIND_NAMES, type LaneConfigKind } from '../../../core/lane-configs.js';
import type { Queryable } from '../../db/database.js';
import type { DeviceRef, TrackerProblems } from '../../device-layer/tracker-problems.js';
import { confirmedVersion } from './lane-config-store.js';

const LABELS: Record<LaneConfigKind, string> = {
  startfinish: 'the start/finish configuration',
  cameras: 'the camera configuration',
  recorder: 'the recorder configuration',
  publisher: 'the video publisher configuration',
  photo: 'the picture trigger configuration',
};

/**
 * A device's reported configuration versions against what it confirmed: another version is drift
 * (a `tracker` problem on the device), the confirmed one resolves it. Keys of other kinds are
 * another module's business.
 */
export function configDriftCheck(db: Queryable, problems: TrackerProblems) {
  return async (device: DeviceRef, configs: Record<string, number>) => {
    for (const [key, reported] of Object.entries(configs)) {
      const [kind, configId] = key.split(':') as [LaneConfigKind, string | undefined];
      if (!configId || !LANE_CONFIG_KIND_NAMES.includes(kind)) continue;
      const confirmed = await confirmedVersion(db, device.id, kind, configId);
      if (confirmed === null) continue;
      if (reported !== confirmed) await problems.configDrift(device, key, `${LABELS[kind]} (${configId.slice(0, 8)})`, reported, confirmed);
      else await problems.configMatches(device, key);
    }
  };
}

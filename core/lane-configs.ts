import { issue } from './resource-kit/messages';

type Values = Record<string, unknown>;

/**
 * The rules a lane's start/finish configuration keeps (spec §3): the runtime window is a window
 * (minimum below maximum), the pre-runtime maximum fits inside the runtime maximum, and the lane
 * closes after it opens. Run by the server (a record rule) and by the form.
 */
export function startFinishRule(r: Values): Record<string, string> | undefined {
  const min = r.runtimeMinS;
  const max = r.runtimeMaxS;
  const pre = r.preRuntimeMaxS;
  if (typeof min === 'number' && typeof max === 'number' && min >= max) return { runtimeMinS: issue('belowRuntimeMax', { max }) };
  if (typeof pre === 'number' && typeof max === 'number' && pre >= max) return { preRuntimeMaxS: issue('belowRuntimeMax', { max }) };
  if (typeof r.openingTime === 'string' && typeof r.closingTime === 'string' && r.closingTime <= r.openingTime) return { closingTime: issue('closingBeforeOpening') };
  return undefined;
}

/** Whether a runtime lies inside a lane's window (what a tracker counts as a valid run). */
export function runVerdict(runtimeMs: number | null, window: { runtimeMinS: number; runtimeMaxS: number }): 'valid' | 'tooFast' | 'tooSlow' | 'noFinish' {
  if (runtimeMs === null) return 'noFinish';
  if (runtimeMs < window.runtimeMinS * 1000) return 'tooFast';
  if (runtimeMs > window.runtimeMaxS * 1000) return 'tooSlow';
  return 'valid';
}

/**
 * The configurations a lane carries to its devices, by kind: which resource holds them, which
 * device types receive them, and the field that names the device (absent: every device of those
 * types on the lane).
 */
export const LANE_CONFIG_KINDS = {
  startfinish: { resource: 'start-finish-configs', deviceTypes: ['startFinish'], deviceField: undefined },
  cameras: { resource: 'lane-cameras', deviceTypes: ['camera'], deviceField: 'deviceId' },
  recorder: { resource: 'recorder-configs', deviceTypes: ['recorder'], deviceField: 'recorderId' },
  publisher: { resource: 'video-publisher-configs', deviceTypes: ['recorder'], deviceField: undefined },
  photo: { resource: 'photo-trigger-configs', deviceTypes: ['photopoint'], deviceField: 'deviceId' },
} as const;
export type LaneConfigKind = keyof typeof LANE_CONFIG_KINDS;
export const LANE_CONFIG_KIND_NAMES = Object.keys(LANE_CONFIG_KINDS) as LaneConfigKind[];
/** Every device type some lane configuration goes to (the `lane.apply` command's). */
export const LANE_DEVICE_TYPES = [...new Set(Object.values(LANE_CONFIG_KINDS).flatMap((k) => k.deviceTypes))];

/** The device a configuration names: one of its kind's types, on the configuration's installation (a reference's `where`). */
export const laneDeviceWhere = (kind: LaneConfigKind) => ({ values: { type: LANE_CONFIG_KINDS[kind].deviceTypes }, sameAs: 'installationId' });

/** The key a device reports an applied configuration under in its state (`configs`). */
export const configKey = (kind: LaneConfigKind, configId: string) => `${kind}:${configId}`;

/** What a device holds of a configuration, compared with what the console applied and stores. */
export type AppliedState = 'matches' | 'outdated' | 'pending' | 'failed' | 'drift' | 'never';

/** What one device holds of a lane configuration (`GET /api/lane-configs/:kind/:id/applied`). */
export interface DeviceApplied {
  deviceId: string;
  name: string;
  status: string;
  /** The version the device confirmed last (its last successful apply). */
  appliedVersion: number | null;
  /** The version it reports running now, from its state. */
  reportedVersion: number | null;
  last: { commandId: string; version: number; status: string; error: string | null; at: string } | null;
  state: AppliedState;
}

/** An installation's terminal sales of one product on one day. */
export interface SalesRow {
  day: string;
  product: string;
  quantity: number;
  amount: number;
  currency: string;
}

import { z } from 'zod';
import { isSemver, semverSortKey } from '../../core/resource-kit/semver.js';
import devicesResource, { DEVICE_TYPES } from '../../resources/devices.js';
import { newSecret } from '../crud/repository.js';
import type { Database } from '../db/database.js';
import type { LiveEvent } from '../events/event-bus.js';
import { customerOf } from '../events/customers-of.js';
import { DEVICE_ID } from './topics.js';
import type { DeviceFault, DeviceRef, TrackerProblems } from './tracker-problems.js';
import { writeAudit } from '../crud/audit.js';

const DEVICE_TYPE_VALUES = DEVICE_TYPES.map((o) => o.value) as [string, ...string[]];

export const statePayload = z
  .object({
    status: z.enum(['online', 'offline', 'degraded']),
    version: z.string().max(128).optional(),
    imageVersion: z.string().max(80).optional(),
    ip: z.string().max(64).optional(),
    faults: z
      .array(z.object({ code: z.string().regex(/^[a-zA-Z0-9_.-]{1,64}$/), message: z.string().max(500), severity: z.number().int().min(0).max(5).optional() }))
      .max(50)
      .optional(),
    /** The configurations it runs: `<kind>:<config id>` → version (core/lane-configs.ts). */
    configs: z.record(z.string().max(120), z.number().int().min(0)).optional(),
  })
  .passthrough();

export const announcePayload = z
  .object({
    deviceId: z.string().regex(DEVICE_ID),
    type: z.enum(DEVICE_TYPE_VALUES),
    name: z.string().min(1).max(120).optional(),
    ip: z.string().max(64).optional(),
    mac: z
      .string()
      .regex(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/i)
      .optional(),
    version: z.string().max(128).optional(),
    applicationType: z.string().max(80).optional(),
  })
  .strict();

/** A device's own report of its address, kept only when it looks like one. */
const reportedIp = (ip: string | undefined) => (ip && /^[0-9a-f.:]+$/i.test(ip) ? ip : null);

const faultKeyFrom = (faults: Array<{ code: string }>) =>
  faults
    .map((f) => f.code)
    .sort()
    .join(',');

function faultKeyOf(lastState: string | null): string {
  try {
    const state = lastState ? (JSON.parse(lastState) as { faults?: Array<{ code: string }> }) : {};
    return Array.isArray(state.faults) ? faultKeyFrom(state.faults) : '';
  } catch {
    return '';
  }
}

interface Known extends DeviceRef {
  status: string;
  faults: string;
  /** The configurations last reported, as one comparable string (undefined: none heard since the start). */
  configs?: string;
}

/** Who hears which configuration versions a device reports, when they change (the tracker module's drift check). */
export type ConfigsListener = (device: DeviceRef, configs: Record<string, number>) => Promise<void>;

const SYSTEM = 'system:devices';

/**
 * Keeps the device registry in step with what devices say: state changes are written at once
 * (with live events and tracker problems); plain heartbeats only refresh last-seen and the last
 * state, batched, so thousands of devices do not cost thousands of writes a second. Server-kept
 * fields do not bump the record's version: nobody's edit of a device conflicts with its heartbeat.
 */
export class DeviceRegistry {
  private readonly known = new Map<string, Known>();
  private heartbeats = new Map<string, string>();
  private flushing?: Promise<void>;
  private configsListener?: ConfigsListener;

  constructor(
    private readonly db: Database,
    private readonly publish: (event: LiveEvent) => void,
    private readonly problems: TrackerProblems,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  async lookup(deviceId: string): Promise<{ secret: string | null; configured: boolean } | undefined> {
    const { rows } = await this.db.query<{ secret: string | null; installation_id: string | null }>('select secret, installation_id from devices where id = $1', [deviceId]);
    return rows[0] ? { secret: rows[0].secret, configured: rows[0].installation_id !== null } : undefined;
  }

  private async device(id: string): Promise<Known | undefined> {
    const cached = this.known.get(id);
    if (cached) return cached;
    const { rows } = await this.db.query<{ id: string; name: string; installation_id: string | null; status: string; last_state: string | null }>(
      'select id, name, installation_id, status, last_state from devices where id = $1',
      [id],
    );
    if (!rows[0]) return undefined;
    // The faults last stored, so reloading a device after its own change does not count as a new change.
    const known = { id, name: rows[0].name, installationId: rows[0].installation_id, status: rows[0].status, faults: faultKeyOf(rows[0].last_state) };
    this.known.set(id, known);
    return known;
  }

  onConfigs(listener: ConfigsListener) {
    this.configsListener = listener;
  }

  /** Forget what is cached of a device (it was edited or assigned). */
  forget(id: string) {
    this.known.delete(id);
  }

  async announceChange(id: string) {
    const { rows } = await this.db.query<{ installation_id: string | null }>('select installation_id from devices where id = $1', [id]);
    this.publish({ resource: 'devices', id, kind: 'updated', customerIds: await customerOf(this.db, rows[0]?.installation_id ?? null) });
  }

  async onState(deviceId: string, raw: Buffer) {
    if (raw.length === 0) return; // a cleared retained message
    let parsed: z.infer<typeof statePayload>;
    try {
      parsed = statePayload.parse(JSON.parse(raw.toString('utf8')));
    } catch (error) {
      this.log.warn({ deviceId, error: (error as Error).message }, 'device state ignored: not a valid state message');
      return;
    }
    const device = await this.device(deviceId);
    if (!device) return;
    const faults = parsed.faults ?? [];
    const faultKey = faultKeyFrom(faults);
    const stateText = JSON.stringify(parsed);
    const configKey = parsed.configs ? JSON.stringify(Object.entries(parsed.configs).sort(([a], [b]) => a.localeCompare(b))) : device.configs;
    const configsChanged = configKey !== device.configs;
    if (device.status === parsed.status && device.faults === faultKey && !configsChanged) {
      this.heartbeats.set(deviceId, stateText);
      return;
    }
    const version = parsed.version && isSemver(parsed.version) ? parsed.version : null;
    // A heartbeat still waiting for the batch is older than this state: it must not overwrite it.
    this.heartbeats.delete(deviceId);
    await this.db.query(
      `update devices set status = $2, last_seen_at = now(), last_state = $3,
         installed_version = coalesce($4, installed_version), installed_version_sort_key = coalesce($5, installed_version_sort_key),
         image_version = coalesce($6, image_version), ip = coalesce($7, ip), updated_at = now(), updated_by = $8
       where id = $1`,
      [deviceId, parsed.status, stateText, version, version ? semverSortKey(version) : null, parsed.imageVersion ?? null, reportedIp(parsed.ip), SYSTEM],
    );
    const before = device.status;
    device.status = parsed.status;
    device.faults = faultKey;
    await this.announceChange(deviceId);
    if (parsed.status === 'offline') await this.problems.offline(device, 'lastWill');
    else if (before === 'offline' || before === 'unknown') await this.problems.online(device);
    await this.problems.faults(device, faults as DeviceFault[]);
    if (configsChanged && parsed.configs) {
      device.configs = configKey;
      await this.configsListener?.(device, parsed.configs);
    }
  }

  /** Writes the batched heartbeats; called every couple of seconds and before a watchdog round. */
  async flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (!this.heartbeats.size) return;
    const batch = this.heartbeats;
    this.heartbeats = new Map();
    this.flushing = this.db
      .query('update devices d set last_seen_at = now(), last_state = v.state from unnest($1::text[], $2::text[]) as v(id, state) where d.id = v.id', [
        [...batch.keys()],
        [...batch.values()],
      ])
      .then(() => undefined)
      .finally(() => {
        this.flushing = undefined;
      });
    return this.flushing;
  }

  /** Devices online or degraded that have been silent too long turn offline (and raise a problem). */
  async sweepSilent(timeoutS: number) {
    await this.flush();
    const { rows } = await this.db.query<{ id: string; name: string; installation_id: string | null }>(
      `update devices set status = 'offline', updated_at = now(), updated_by = $2
       where status in ('online', 'degraded') and (last_seen_at is null or last_seen_at < now() - $1 * interval '1 second') returning id, name, installation_id`,
      [timeoutS, SYSTEM],
    );
    for (const row of rows) {
      const known = this.known.get(row.id);
      if (known) known.status = 'offline';
      await this.announceChange(row.id);
      await this.problems.offline({ id: row.id, name: row.name, installationId: row.installation_id }, 'heartbeat');
    }
    return rows.length;
  }

  /** A device not known yet introduces itself; it shows as unconfigured until someone assigns it. */
  async onAnnounce(raw: Buffer): Promise<string | undefined> {
    let parsed: z.infer<typeof announcePayload>;
    try {
      parsed = announcePayload.parse(JSON.parse(raw.toString('utf8')));
    } catch (error) {
      this.log.warn({ error: (error as Error).message }, 'device announcement ignored: not a valid announcement');
      return undefined;
    }
    const version = parsed.version && isSemver(parsed.version) ? parsed.version : null;
    const result = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into devices (id, name, type, status, ip, mac_address, installed_version, installed_version_sort_key, application_type, secret, last_seen_at, created_by, updated_by)
         values ($1, $2, $3, 'online', $4, $5, $6, $7, $8, $9, now(), $10, $10) on conflict (id) do update set last_seen_at = now() returning id, (xmax = 0) as created`,
        [
          parsed.deviceId,
          parsed.name ?? parsed.deviceId,
          parsed.type,
          reportedIp(parsed.ip),
          parsed.mac?.toLowerCase() ?? null,
          version,
          version ? semverSortKey(version) : null,
          parsed.applicationType ?? null,
          newSecret(devicesResource, 'secret'),
          SYSTEM,
        ],
      );
      const created = (rows[0] as { created?: boolean } | undefined)?.created;
      if (created) {
        await writeAudit(tx, { subject: SYSTEM, name: 'Device announcement' }, 'create', 'devices', parsed.deviceId, {
          type: { before: null, after: parsed.type },
          name: { before: null, after: parsed.name ?? parsed.deviceId },
          secret: { before: null, after: '(generated)' },
        });
      }
      return created;
    });
    if (result) this.publish({ resource: 'devices', id: parsed.deviceId, kind: 'created', customerIds: [] });
    return parsed.deviceId;
  }
}

import type { Database } from '../db/database.js';
import type { LiveEvent } from '../events/event-bus.js';
import { recordProblem, type ProblemReport } from '../problems/problem-recording.js';

export interface DeviceRef {
  id: string;
  name: string;
  installationId: string | null;
}

export interface DeviceFault {
  code: string;
  message: string;
  severity?: number;
}

const trigger = {
  offline: (id: string) => `device-offline:${id}`,
  fault: (id: string, code: string) => `device-fault:${id}:${code}`,
  command: (id: string) => `device-command:${id}`,
  drift: (id: string, key: string) => `config-drift:${id}:${key}`,
};

/**
 * The device watchdog's side of the problems area: a device that went silent or offline, a fault
 * it reports, a command that failed. Each is a `tracker` problem with its own trigger, resolved
 * when the device recovers. Unconfigured devices raise nothing: nobody is responsible for them yet.
 */
export class TrackerProblems {
  constructor(
    private readonly db: Database,
    private readonly publish: (event: LiveEvent) => void,
  ) {}

  private async open(device: DeviceRef, triggerId: string, name: string, severity: number, at: string, tags: string[]) {
    if (!device.installationId) return;
    const report: ProblemReport = {
      source: 'tracker',
      triggerId,
      installationId: device.installationId,
      deviceId: device.id,
      host: device.id,
      name,
      severity,
      status: 'problem',
      at,
      tags,
    };
    await recordProblem(this.db, report, this.publish);
  }

  /** Resolves open problems of these triggers only: a device coming back creates no problem rows. */
  private async resolve(device: DeviceRef, triggerIds: string[], at: string) {
    await this.resolveTriggers(new Map(triggerIds.map((t) => [t, device])), at);
  }

  /** One lookup for any number of triggers, each with the device it belongs to. */
  private async resolveTriggers(devices: Map<string, DeviceRef>, at: string) {
    if (!devices.size) return;
    const { rows } = await this.db.query<{ trigger_id: string; name: string; severity: string }>(
      `select trigger_id, name, severity from problems where source = 'tracker' and state = 'problem' and trigger_id = any($1::text[])`,
      [[...devices.keys()]],
    );
    for (const row of rows) {
      await recordProblem(
        this.db,
        { source: 'tracker', triggerId: row.trigger_id, name: row.name, severity: Number(row.severity), status: 'resolved', at, deviceId: devices.get(row.trigger_id)!.id },
        this.publish,
      );
    }
  }

  async offline(device: DeviceRef, reason: 'heartbeat' | 'lastWill', at = new Date().toISOString()) {
    const name = reason === 'heartbeat' ? `${device.name} (${device.id}) stopped sending heartbeats` : `${device.name} (${device.id}) went offline`;
    await this.open(device, trigger.offline(device.id), name, 4, at, ['device', reason]);
  }

  async online(device: DeviceRef, at = new Date().toISOString()) {
    await this.resolve(device, [trigger.offline(device.id)], at);
  }

  /** Opens a problem per reported fault and resolves the faults the device no longer reports. */
  async faults(device: DeviceRef, faults: DeviceFault[], at = new Date().toISOString()) {
    for (const fault of faults)
      await this.open(device, trigger.fault(device.id, fault.code), `${device.name}: ${fault.message}`, fault.severity ?? 3, at, ['device', 'fault', fault.code]);
    const { rows } = await this.db.query<{ trigger_id: string }>(`select trigger_id from problems where source = 'tracker' and state = 'problem' and trigger_id like $1`, [
      `${trigger.fault(device.id, '')}%`,
    ]);
    const current = new Set(faults.map((f) => trigger.fault(device.id, f.code)));
    await this.resolve(
      device,
      rows.map((r) => r.trigger_id).filter((t) => !current.has(t)),
      at,
    );
  }

  async commandFailed(device: DeviceRef, command: string, error: string, at = new Date().toISOString()) {
    await this.open(device, trigger.command(device.id), `${device.name}: command ${command} failed (${error})`, 2, at, ['device', 'command', command]);
  }

  /** A device runs another version of a configuration than the one it confirmed (changed in the field, or rolled back). */
  async configDrift(device: DeviceRef, key: string, label: string, reported: number, confirmed: number, at = new Date().toISOString()) {
    await this.open(device, trigger.drift(device.id, key), `${device.name}: runs version ${reported} of ${label}, confirmed was version ${confirmed}`, 3, at, [
      'device',
      'configDrift',
    ]);
  }

  async configMatches(device: DeviceRef, key: string, at = new Date().toISOString()) {
    await this.resolve(device, [trigger.drift(device.id, key)], at);
  }

  async commandSucceeded(device: DeviceRef, at = new Date().toISOString()) {
    await this.resolve(device, [trigger.command(device.id)], at);
  }

  /** The same for many devices at once: one lookup, and work only where a problem is open. */
  async commandsSucceeded(devices: DeviceRef[], at = new Date().toISOString()) {
    await this.resolveTriggers(new Map(devices.map((d) => [trigger.command(d.id), d])), at);
  }
}

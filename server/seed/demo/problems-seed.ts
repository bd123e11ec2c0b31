import type { Queryable } from '../../db/database.js';
import { recordProblem, type ProblemReport } from '../../problems/problem-recording.js';
import type { SeedSet } from '../seed-set.js';
import { inTransaction } from './seed-writer.js';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/**
 * What breaks in the field, and the device it is about: a problem about a device is seeded only
 * where the installation has such a device, and a camera that does not answer is that camera, by
 * name, offline since the problem began and without credentials (the demo's simulator cannot
 * connect it), so the home's
 * offline devices, the installation's devices and its problems tell one story.
 */
const TEMPLATES: Array<{ types: string[]; device?: string; unreachable?: true; source: ProblemReport['source']; name: string; severity: number }> = [
  { types: ['video', 'videoDirector'], device: 'camera', unreachable: true, source: 'zabbix', name: '%{device} is not reachable (ping loss 100 %)', severity: 4 },
  { types: ['video'], device: 'recorder', source: 'zabbix', name: 'Recorder disk usage above 90 %', severity: 3 },
  { types: ['startFinish'], device: 'startFinish', source: 'tracker', name: 'Start gate missed 3 heartbeats', severity: 4 },
  { types: ['startFinish'], device: 'startFinish', source: 'zabbix', name: 'Photocell finish line: no signal for 15 minutes during opening hours', severity: 5 },
  { types: ['terminal'], device: 'terminal', source: 'zabbix', name: 'Receipt printer paper low', severity: 2 },
  { types: ['photopoint', 'phototrap'], device: 'photopoint', source: 'zabbix', name: 'Upload queue longer than 200 photos', severity: 3 },
  { types: ['video'], source: 'skimovie', name: 'Session stuck in processing for 25 minutes', severity: 3 },
  { types: ['panocam'], device: 'panocam', source: 'zabbix', name: 'Panorama camera: image older than 30 minutes', severity: 2 },
];

/** A morning's worth of open and recent problems across the demo installations (after the devices are seeded). */
export const demoProblemsSeed: SeedSet = {
  name: 'demo-problems',
  demo: true,
  async run(tx: Queryable) {
    const db = inTransaction(tx);
    const { rows: installations } = await tx.query<{ id: string; type: string; name: string }>('select id, type, name from installations order by id');
    const { rows: devices } = await tx.query<{ id: string; name: string; type: string; installation_id: string }>(
      'select id, name, type, installation_id from devices where installation_id is not null order by id',
    );
    let n = 0;
    for (const installation of installations) {
      for (const t of TEMPLATES.filter((template) => template.types.includes(installation.type))) {
        n += 1;
        // Not every installation is broken this morning, and disasters are rare.
        if (n % 3 === 2 || (t.severity === 5 && n % 7 !== 0)) continue;
        const device = t.device ? devices.find((d) => d.installation_id === installation.id && d.type === t.device) : undefined;
        if (t.device && !device) continue;
        const triggerId = `${t.source === 'zabbix' ? 30_000 + n : `${t.source}-${installation.id}`}-${n}`;
        const base = {
          source: t.source,
          triggerId,
          eventId: t.source === 'zabbix' ? String(900_000 + n * 7) : null,
          installationId: installation.id,
          host: installation.id,
          deviceId: device?.id ?? null,
          name: t.name.replace('%{device}', device?.name ?? ''),
          severity: t.severity,
        };
        const startedAt = ago(15 + ((n * 37) % 600));
        const resolved = n % 4 === 0;
        await recordProblem(db, { ...base, status: 'problem', at: startedAt }, () => {});
        if (resolved) await recordProblem(db, { ...base, status: 'resolved', at: ago(5 + (n % 10)) }, () => {});
        // A camera whose problem has cleared answers again; one still unreachable stays silent.
        if (device && t.unreachable && !resolved) await tx.query(`update devices set status = 'offline', last_seen_at = $2, secret = null where id = $1`, [device.id, startedAt]);
        if (n % 5 === 1) {
          await tx.query(
            `update problems set acknowledged = true, acknowledged_by = 'Felix First', acknowledged_at = now() - interval '5 minutes', acknowledge_message = 'We are working on it.' where trigger_id = $1`,
            [triggerId],
          );
          await tx.query(
            `insert into problem_events (problem_id, at, kind, message, author, sync, created_by, updated_by) select id, now() - interval '5 minutes', 'acknowledged', 'We are working on it.', 'Felix First', 'local', 'system:demo-seed', 'system:demo-seed' from problems where trigger_id = $1`,
            [triggerId],
          );
        }
      }
    }
  },
};

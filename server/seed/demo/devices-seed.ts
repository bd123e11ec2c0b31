import type { Queryable } from '../../db/database.js';
import type { SeedSet } from '../seed-set.js';
import { seedWriter } from './seed-writer.js';

/** Which devices an installation of each type has: type, id prefix, component type, versions seen in the field. */
const FIT_OUT: Record<string, Array<{ type: string; prefix: string; component?: string; versions: string[]; app?: string }>> = {
  startFinish: [{ type: 'startFinish', prefix: 'sf', component: 'tracker-core', versions: ['4.10.0', '4.9.2', '3.9.4'], app: 'tracker' }],
  video: [
    { type: 'camera', prefix: 'cam', versions: ['2.8.3'] },
    { type: 'recorder', prefix: 'rec', component: 'video-recorder', versions: ['2.10.0', '2.8.3'], app: 'recorder' },
  ],
  videoDirector: [
    { type: 'camera', prefix: 'ptz', component: 'video-director', versions: ['1.5.2', '1.4.0'], app: 'director' },
    { type: 'recorder', prefix: 'rec', component: 'video-recorder', versions: ['2.10.0'], app: 'recorder' },
  ],
  photopoint: [{ type: 'photopoint', prefix: 'photo', component: 'photo-uploader', versions: ['5.12.1', '5.2.0'], app: 'uploader' }],
  phototrap: [{ type: 'photopoint', prefix: 'trap', component: 'photo-uploader', versions: ['5.12.1'], app: 'uploader' }],
  terminal: [{ type: 'terminal', prefix: 'term', component: 'terminal-pos', versions: ['8.1.0', '8.0.3'], app: 'pos' }],
  panocam: [{ type: 'panocam', prefix: 'pano', component: 'photo-uploader', versions: ['5.2.0'], app: 'uploader' }],
};

/** What a device is called on site, by type (its name, not the type's key). */
const CALLED: Record<string, string> = {
  startFinish: 'finish',
  camera: 'camera',
  recorder: 'recorder',
  photopoint: 'photopoint',
  terminal: 'terminal',
  panocam: 'panorama camera',
};

const LIMIT = 48;

/** About fifty devices on the first active installations: what the demo's simulator plays. */
export const demoDevicesSeed: SeedSet = {
  name: 'demo-devices',
  demo: true,
  async run(tx: Queryable) {
    const create = seedWriter(tx);
    const { rows: installations } = await tx.query<{ id: string; type: string; location: { lat: number; lng: number } | null }>(
      `select id, type, location from installations where status = 'active' order by id`,
    );
    let n = 0;
    const counters = new Map<string, number>();
    for (const installation of installations) {
      for (const [lane, fit] of (FIT_OUT[installation.type] ?? []).entries()) {
        if (n >= LIMIT) return seedCommandHistory(tx);
        n += 1;
        const k = (counters.get(fit.prefix) ?? 0) + 1;
        counters.set(fit.prefix, k);
        const id = `${fit.prefix}-${String(k).padStart(3, '0')}`;
        await create('devices', {
          id,
          name: `${installation.id.split('-')[0]!.replace(/^./, (c) => c.toUpperCase())} ${CALLED[fit.type] ?? fit.type} ${k}`,
          type: fit.type,
          installationId: installation.id,
          componentTypeId: fit.component ?? null,
          laneNumber: lane + 1,
          ip: `10.${20 + (n % 200)}.${lane}.${10 + k}`,
          vpnIp: `172.16.${Math.floor(n / 200)}.${n % 250}`,
          vpnType: n % 4 === 0 ? 'openvpn' : 'wireguard',
          applicationType: fit.app ?? null,
          installedVersion: fit.versions[n % fit.versions.length],
          imageVersion: `debian-12.${n % 8}`,
          tags: [fit.type, ...(n % 5 === 0 ? ['pilot'] : [])],
          macAddress: `02:00:00:${(n >> 8).toString(16).padStart(2, '0')}:${(n & 0xff).toString(16).padStart(2, '0')}:${k.toString(16).padStart(2, '0')}`,
          location: installation.location,
        });
      }
    }
    await seedCommandHistory(tx);
  },
};

/** Yesterday's commands: a few single ones and a finished bulk status check, for the audit and the bulk list. */
async function seedCommandHistory(tx: Queryable) {
  const actor = ['demo-secondlevel', 'Sven Second'];
  const { rows } = await tx.query<{ id: string }>(
    `insert into bulk_commands (command, parameters, selection, status, total, succeeded, failed, cancelled, concurrency, error_threshold, requested_by, requested_by_name, started_at, finished_at, created_by, updated_by)
     values ('status', '{}', '{"type":"startFinish"}', 'completed', 0, 0, 0, 0, 50, 25, $1, $2, now() - interval '1 day', now() - interval '1 day' + interval '40 seconds', $1, $1) returning id`,
    actor,
  );
  const bulkId = rows[0]!.id;
  await tx.query(
    `insert into device_commands (device_id, installation_id, command, origin, bulk_id, parameters, status, requested_by, requested_by_name, timeout_seconds, queued_at, sent_at, finished_at, duration_ms, result, error, created_by, updated_by)
     select d.id, d.installation_id, 'status', 'bulk', $1, '{}', case when row_number() over (order by d.id) % 5 = 0 then 'timedOut' else 'succeeded' end, $2, $3, 30,
            now() - interval '1 day', now() - interval '1 day', now() - interval '1 day' + interval '2 seconds', 420 + (row_number() over (order by d.id))::int * 7,
            case when row_number() over (order by d.id) % 5 = 0 then null else '{"uptimeS":86400,"temperatureC":31}' end,
            case when row_number() over (order by d.id) % 5 = 0 then 'timedOut' else null end, $2, $2
     from devices d where d.type = 'startFinish'`,
    [bulkId, ...actor],
  );
  await tx.query(
    `update bulk_commands b set total = c.total, succeeded = c.ok, failed = c.total - c.ok from
       (select count(*)::int as total, count(*) filter (where status = 'succeeded')::int as ok from device_commands where bulk_id = $1) c where b.id = $1`,
    [bulkId],
  );
  await tx.query(
    `insert into device_commands (device_id, installation_id, command, origin, parameters, status, requested_by, requested_by_name, timeout_seconds, queued_at, sent_at, finished_at, duration_ms, result, error, created_by, updated_by)
     select d.id, d.installation_id, c.command, 'device', '{}', c.status, $1, $2, 30, now() - c.ago, now() - c.ago, now() - c.ago + interval '1 second', 800, c.result, c.error, $1, $1
     from (select id, installation_id, type from devices order by id limit 6) d
     cross join (values ('reboot', 'succeeded', '{"rebootingInS":1}', null, interval '3 hours'), ('status', 'failed', null, 'deviceFault', interval '2 hours')) as c(command, status, result, error, ago)`,
    actor,
  );
}

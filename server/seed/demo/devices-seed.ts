import type { Queryable } from '../../db/database.js';
import type { SeedSet } from '../run-seeds.js';
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
        if (n >= LIMIT) return;
        n += 1;
        const k = (counters.get(fit.prefix) ?? 0) + 1;
        counters.set(fit.prefix, k);
        const id = `${fit.prefix}-${String(k).padStart(3, '0')}`;
        await create('devices', {
          id,
          name: `${installation.id.split('-')[0]!.replace(/^./, (c) => c.toUpperCase())} ${fit.type} ${k}`,
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
  },
};

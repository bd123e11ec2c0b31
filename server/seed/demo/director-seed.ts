import type { Queryable } from '../../db/database.js';
import { slopePicture } from '../../simulator/png.js';
import type { SeedSet } from '../seed-set.js';
import { seedWriter } from './seed-writer.js';

type P = [number, number];

/** The areas of a finish-line camera looking up the slope picture the simulator draws. */
const AREAS: Array<{ id: string; kind: string; points: P[] }> = [
  {
    id: 's1',
    kind: 'init',
    points: [
      [0.45, 0.31],
      [0.6, 0.31],
      [0.62, 0.4],
      [0.44, 0.4],
    ],
  },
  {
    id: 's2',
    kind: 'release',
    points: [
      [0.42, 0.42],
      [0.64, 0.42],
      [0.67, 0.52],
      [0.4, 0.52],
    ],
  },
  {
    id: 's3',
    kind: 'flow',
    points: [
      [0.38, 0.54],
      [0.7, 0.54],
      [0.82, 0.9],
      [0.2, 0.9],
    ],
  },
  {
    id: 's4',
    kind: 'turnOff',
    points: [
      [0.1, 0.93],
      [0.9, 0.93],
      [0.92, 0.99],
      [0.08, 0.99],
    ],
  },
  {
    id: 's5',
    kind: 'zoom',
    points: [
      [0.53, 0.36],
      [0.55, 0.62],
    ],
  },
];

/**
 * The video director's demo: a configuration for the first video-director installation's
 * recorder, and a camera picture of every video-director lane camera as the snapshot command
 * would have brought it, so the page shows a picture before anyone takes a new one.
 */
export const demoDirectorSeed: SeedSet = {
  name: 'demo-video-director',
  demo: true,
  async run(tx: Queryable) {
    const create = seedWriter(tx);
    const { rows: recorders } = await tx.query<{ id: string; installation_id: string }>(
      `select d.id, d.installation_id from devices d join installations i on i.id = d.installation_id
       where d.type = 'recorder' and i.type = 'videoDirector' order by d.id limit 2`,
    );
    for (const recorder of recorders)
      await create('video-director-configs', {
        installationId: recorder.installation_id,
        recorder: recorder.id,
        lane: 1,
        pictureWidth: 1280,
        pictureHeight: 720,
        objectLostFrames: 25,
        areas: AREAS,
      });
    const { rows: cameras } = await tx.query<{ id: string; installation_id: string }>(
      `select d.id, d.installation_id from devices d join installations i on i.id = d.installation_id
       where d.type = 'camera' and i.type in ('videoDirector', 'video') order by (i.type = 'videoDirector') desc, d.id limit 8`,
    );
    for (const [index, camera] of cameras.entries()) {
      const result = { image: `data:image/png;base64,${slopePicture(index).toString('base64')}`, width: 1280, height: 720, capturedAt: new Date().toISOString() };
      await tx.query(
        `insert into device_commands (device_id, installation_id, command, origin, parameters, status, requested_by, requested_by_name, timeout_seconds, queued_at, sent_at, finished_at, duration_ms, result, created_by, updated_by)
         values ($1, $2, 'camera.snapshot', 'device', '{}', 'succeeded', 'system:demo-seed', 'Demo data', 30, now() - interval '2 hours', now() - interval '2 hours', now() - interval '2 hours' + interval '1 second', 840, $3, 'system:demo-seed', 'system:demo-seed')`,
        [camera.id, camera.installation_id, JSON.stringify(result)],
      );
    }
  },
};

import { analyseSession } from '../../../core/session-analysis.js';
import type { Queryable } from '../../db/database.js';
import { sessionEvents } from '../../simulator/lane-activity.js';
import type { SeedSet } from '../seed-set.js';
import { random, seedWriter } from './seed-writer.js';

const OVERLAY = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 160" width="1280" height="160">
  <rect width="1280" height="160" fill="#0b3d91" opacity="0.85"/>
  <text x="40" y="70" fill="#ffffff" font-family="DejaVu Sans, sans-serif" font-size="48" font-weight="bold">{{name}}</text>
  <text x="40" y="125" fill="#ffd54f" font-family="DejaVu Sans, sans-serif" font-size="36">{{resort}} · {{date}}</text>
  <text x="1240" y="110" fill="#ffffff" font-family="DejaVu Sans Mono, monospace" font-size="64" text-anchor="end">{{time}}</text>
</svg>`;

const PRODUCTS: Array<[product: string, price: number, perDay: number]> = [
  ['photo', 9.9, 14],
  ['video', 19.9, 6],
  ['photoPack', 29, 3],
  ['dayPass', 39, 2],
  ['print', 4.5, 9],
];

/**
 * The tracker and video demo: start/finish configurations for the tracked installations' lanes,
 * their cameras, recorders and publishers, recorded sessions with their events, an event movie
 * configuration, overlays and picture triggers for the photo installations, and a season of
 * terminal sales.
 */
export const demoTrackerSeed: SeedSet = {
  name: 'demo-tracker',
  demo: true,
  async run(tx: Queryable) {
    const create = seedWriter(tx);
    const rnd = random(23);
    const { rows: tracked } = await tx.query<{ id: string; type: string }>(
      `select id, type from installations where tracker_version in ('V3', 'V4') and status = 'active' order by id limit 40`,
    );
    for (const [n, installation] of tracked.entries()) {
      const lanes = 1 + (n % 3) + (n === 0 ? 1 : 0);
      for (let lane = 1; lane <= lanes; lane++) {
        const min = 12 + Math.round(rnd() * 20);
        await create('start-finish-configs', {
          installationId: installation.id,
          lane,
          runtimeMinS: min,
          runtimeMaxS: min + 60 + Math.round(rnd() * 40),
          preRuntimeMaxS: 20 + Math.round(rnd() * 20),
          startWithIdentification: n % 2 === 0,
          openingTime: lane === 1 ? '08:30' : '09:00',
          closingTime: '16:30',
        });
        if (installation.type !== 'startFinish')
          await create('video-publisher-configs', {
            installationId: installation.id,
            lane,
            targets: lane === 1 ? ['portal', 'email'] : ['portal'],
            autoPublish: lane === 1,
            delayS: 30 * lane,
            watermark: 'Skiline',
          });
      }
    }
    // A week of runs on every configured lane that has none yet, inside the lane's window now and then outside.
    // The same demo runs on every machine.
    await tx.query('select setseed(0.3141)');
    await tx.query(
      `insert into timing_runs (installation_id, lane, started_at, runtime_ms, valid, invalid_reason, start_number, created_by, updated_by)
       select installation_id, lane, started, runtime_ms,
              coalesce(runtime_ms between min_ms and max_ms, false),
              case when runtime_ms is null then 'noFinish' when runtime_ms < min_ms then 'tooFast' when runtime_ms > max_ms then 'tooSlow' end,
              (1 + floor(random() * 150))::text, 'system:demo-seed', 'system:demo-seed'
       from (
         select installation_id, lane, min_ms, max_ms, started,
                case when r < 0.03 then null when r < 0.06 then (min_ms * 0.7)::int when r < 0.09 then (max_ms * 1.1)::int
                     else (min_ms + (max_ms - min_ms) * (0.2 + random() * 0.6))::int end as runtime_ms
         from (
           -- random() per row here: a run's luck and its time of day are its own.
           select c.installation_id, c.lane, (c.runtime_min_s * 1000)::int as min_ms, (c.runtime_max_s * 1000)::int as max_ms,
                  random() as r, day + time '09:00' + random() * interval '7 hours' as started
           from start_finish_configs c
                cross join generate_series(current_date - 6, current_date, interval '1 day') day
                cross join generate_series(1, 12) k
           where not exists (select 1 from timing_runs t where t.installation_id = c.installation_id and t.lane = c.lane)
         ) drawn
       ) runs
       where started <= now()`,
    );
    const { rows: cameras } = await tx.query<{ id: string; installation_id: string; lane_number: number | null }>(
      `select d.id, d.installation_id, d.lane_number from devices d join installations i on i.id = d.installation_id where d.type = 'camera' and i.tracker_version in ('V3', 'V4') order by d.id`,
    );
    for (const [n, camera] of cameras.entries())
      await create('lane-cameras', {
        installationId: camera.installation_id,
        lane: camera.lane_number ?? 1,
        deviceId: camera.id,
        role: ['finish', 'start', 'course'][n % 3],
        resolution: '1920x1080',
        frameRate: 50,
        presets: [
          { name: 'Finish line', pan: -12.5, tilt: -8, zoom: 2 },
          { name: 'Overview', pan: 0, tilt: -3, zoom: 1 },
        ],
      });
    const { rows: recorders } = await tx.query<{ id: string; installation_id: string; lane_number: number | null }>(
      `select d.id, d.installation_id, d.lane_number from devices d join installations i on i.id = d.installation_id where d.type = 'recorder' order by d.id`,
    );
    for (const recorder of recorders) {
      await create('recorder-configs', {
        installationId: recorder.installation_id,
        lane: 1,
        recorderId: recorder.id,
        resolution: '1920x1080',
        frameRate: 50,
        preRollS: 3,
        postRollS: 5,
        bitrateKbps: 12_000,
        retentionDays: 30,
      });
      await seedSessions(tx, recorder.installation_id, rnd);
      await create('event-movie-configs', {
        installationId: recorder.installation_id,
        name: 'Club race',
        eventKeys: ['finish'],
        reporters: [],
        order: 'fastestFirst',
        maxRuns: 20,
      });
    }
    const { rows: photoDevices } = await tx.query<{ id: string; installation_id: string; type: string }>(
      `select d.id, d.installation_id, i.type from devices d join installations i on i.id = d.installation_id where i.type in ('photopoint', 'phototrap') and d.type = 'photopoint' order by d.id`,
    );
    const overlays = new Map<string, string>();
    for (const device of photoDevices) {
      if (!overlays.has(device.installation_id)) {
        const template = await create('svg-templates', { installationId: device.installation_id, name: 'Finish banner', svg: OVERLAY });
        overlays.set(device.installation_id, String(template.id));
      }
      await create('photo-trigger-configs', {
        installationId: device.installation_id,
        deviceId: device.id,
        trigger: device.type === 'phototrap' ? 'lightBarrier' : 'interval',
        camera: 'main',
        delayMs: device.type === 'phototrap' ? 180 : 0,
        intervalS: device.type === 'phototrap' ? undefined : 30,
        overlayTemplateId: overlays.get(device.installation_id),
      });
    }
    // A season of terminal sales: every terminal, every day of the last 120, every product.
    for (const [product, price, perDay] of PRODUCTS)
      await tx.query(
        `insert into terminal_sales (installation_id, device_id, day, product, quantity, amount, currency, created_by, updated_by)
         select d.installation_id, d.id, day, $1, q, round(q * $2::numeric, 2), case when i.country = 'CH' then 'CHF' else 'EUR' end, 'system:demo-seed', 'system:demo-seed'
         from devices d join installations i on i.id = d.installation_id,
              generate_series(current_date - 119, current_date, interval '1 day') as day,
              lateral (select greatest(0, round($3::numeric * (0.4 + random() * 1.2) * case when extract(isodow from day) >= 6 then 1.6 else 1 end))::int as q) s
         where d.type = 'terminal'`,
        [product, price, perDay],
      );
  },
};

/** Three days of a recorder's sessions, with their events on the timeline as a recorder reports them. */
async function seedSessions(tx: Queryable, installationId: string, rnd: () => number) {
  const { rows } = await tx.query<{ lane: number; runtime_min_s: number; runtime_max_s: number }>(
    'select lane, runtime_min_s, runtime_max_s from start_finish_configs where installation_id = $1 order by lane',
    [installationId],
  );
  const lanes = rows.length ? rows : [{ lane: 1, runtime_min_s: 20, runtime_max_s: 90 }];
  for (let i = 0; i < 24; i++) {
    const { lane, runtime_min_s: min, runtime_max_s: max } = lanes[i % lanes.length]!;
    const startedAt = Date.now() - (i * 3 + 1) * 3_600_000 - Math.round(rnd() * 1_800_000);
    const runtimeMs = i % 11 === 7 ? null : Math.round((min + (max - min) * (i % 9 === 4 ? 1.2 : 0.2 + rnd() * 0.6)) * 1000);
    const events = sessionEvents(startedAt, runtimeMs);
    const analysis = analyseSession(events, { runtimeMinS: Number(min), runtimeMaxS: Number(max) });
    await tx.query(
      `insert into video_sessions (installation_id, session_id, lane, order_id, start_number, processing_started_at, uploaded_at, status, config_analysis_status, runtime_ms, events, created_by, updated_by)
       values ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10::jsonb, 'system:demo-seed', 'system:demo-seed')`,
      [
        installationId,
        `S-${installationId.slice(0, 4)}-${String(1000 + i)}`,
        lane,
        i % 3 === 0 ? `O-${String(52_000 + i)}` : null,
        String(1 + ((i * 7) % 120)),
        new Date(startedAt + (runtimeMs ?? 60_000) + 20_000).toISOString(),
        i === 2 ? 'failed' : 'processed',
        analysis.configAnalysisStatus,
        analysis.runtimeMs,
        JSON.stringify(analysis.events),
      ],
    );
  }
}

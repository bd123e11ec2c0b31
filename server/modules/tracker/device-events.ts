import { z } from 'zod';
import { runVerdict } from '../../../core/lane-configs.js';
import { analyseSession } from '../../../core/session-analysis.js';
import type { Database } from '../../db/database.js';
import type { LiveEvent } from '../../events/event-bus.js';
import { customerOf } from '../../events/customers-of.js';
import { installationOfDevice, laneWindow } from './lane-store.js';

const run = z.object({
  type: z.literal('run'),
  id: z.string().uuid(),
  lane: z.number().int().min(1).max(64),
  startedAt: z.string().datetime({ offset: true }),
  runtimeMs: z.number().int().min(0).max(86_400_000).nullable(),
  startNumber: z.string().max(40).optional(),
});

const session = z.object({
  type: z.literal('session'),
  sessionId: z.string().min(1).max(80),
  lane: z.number().int().min(1).max(64),
  startNumber: z.string().max(40).optional(),
  orderId: z.string().max(80).optional(),
  uploadedAt: z.string().datetime({ offset: true }),
  events: z
    .array(z.object({ at: z.string().datetime({ offset: true }), key: z.string().min(1).max(40), index: z.number().int().min(0), reporter: z.string().min(1).max(80) }))
    .max(200),
});

const deviceEvent = z.discriminatedUnion('type', [run, session]);
const SYSTEM = 'system:devices';

/**
 * The runs trackers and the sessions recorders report (`devices/{id}/events`): a run is judged
 * against its lane's runtime window and stored once (its id), a session is analysed and stored
 * or, reported again, updated. Both show live on the installation's pages.
 */
export function deviceEventIntake(db: Database, publish: (event: LiveEvent) => void, log: { warn(obj: object, msg: string): void }) {
  return async (deviceId: string, payload: Buffer) => {
    let event: z.infer<typeof deviceEvent>;
    try {
      event = deviceEvent.parse(JSON.parse(payload.toString('utf8')));
    } catch (error) {
      log.warn({ deviceId, error: (error as Error).message }, 'device event ignored: not a run or session');
      return;
    }
    const installationId = await installationOfDevice(db, deviceId);
    if (!installationId) return;
    const window = await laneWindow(db, installationId, event.lane);
    if (event.type === 'run') {
      const verdict = window ? runVerdict(event.runtimeMs, window) : event.runtimeMs === null ? 'noFinish' : 'valid';
      const { rows } = await db.query<{ id: string }>(
        `insert into timing_runs (id, installation_id, lane, started_at, runtime_ms, valid, invalid_reason, start_number, created_by, updated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) on conflict (id) do nothing returning id`,
        [event.id, installationId, event.lane, event.startedAt, event.runtimeMs, verdict === 'valid', verdict === 'valid' ? null : verdict, event.startNumber ?? null, SYSTEM],
      );
      if (rows[0]) publish({ resource: 'timing-runs', id: rows[0].id, kind: 'created', customerIds: await customerOf(db, installationId) });
      return;
    }
    const analysis = analyseSession(event.events, window);
    const { rows } = await db.query<{ id: string; inserted: boolean }>(
      `insert into video_sessions (installation_id, session_id, lane, order_id, start_number, processing_started_at, uploaded_at, status, config_analysis_status, runtime_ms, events, created_by, updated_by)
       values ($1, $2, $3, $4, $5, now(), $6, 'processed', $7, $8, $9::jsonb, $10, $10)
       on conflict (installation_id, session_id) do update set order_id = excluded.order_id, start_number = excluded.start_number, uploaded_at = excluded.uploaded_at,
         config_analysis_status = excluded.config_analysis_status, runtime_ms = excluded.runtime_ms, events = excluded.events, version = video_sessions.version + 1, updated_at = now()
       returning id, (xmax = 0) as inserted`,
      [
        installationId,
        event.sessionId,
        event.lane,
        event.orderId ?? null,
        event.startNumber ?? null,
        event.uploadedAt,
        analysis.configAnalysisStatus,
        analysis.runtimeMs,
        JSON.stringify(analysis.events),
        SYSTEM,
      ],
    );
    const row = rows[0]!;
    publish({ resource: 'video-sessions', id: row.id, kind: row.inserted ? 'created' : 'updated', customerIds: await customerOf(db, installationId) });
  };
}

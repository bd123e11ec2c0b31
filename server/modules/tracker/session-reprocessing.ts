import type { Principal } from '../../../core/access.js';
import { analyseSession, type SessionEvent } from '../../../core/session-analysis.js';
import { writeAudit } from '../../crud/audit.js';
import type { Database, Queryable } from '../../db/database.js';
import type { Jobs } from '../../jobs/jobs.js';
import { laneWindow } from './lane-store.js';

export const REPROCESS_QUEUE = 'session-reprocess';
/** The steps of reprocessing, in order; each one's result is written with the step counter, so a session is never half-done. */
export const REPROCESS_STEPS = ['events', 'analysis', 'publish'] as const;
const CLAIM_S = 30;

interface SessionRow {
  id: string;
  installation_id: string;
  lane: number;
  events: SessionEvent[] | null;
  reprocess_state: string;
  reprocess_step: number | null;
  version: number;
}

export interface ReprocessOptions {
  /** How long one step takes at the recorder (re-cutting a session's video); the demo's and tests' pace. */
  stepMs: number;
  claimS?: number;
}

/**
 * Reprocessing a video session (spec: "Video Publisher (sessions, reprocess)") as a pg-boss job:
 * asking twice while it is queued or running is the same job; a worker claims the session for a
 * while and extends the claim with every step; a worker that dies lets go when its claim runs out,
 * and the sweep hands the session to the next one, which resumes after the last finished step.
 */
export class SessionReprocessing {
  constructor(
    private readonly db: Database,
    private readonly jobs: Jobs | undefined,
    private readonly options: ReprocessOptions,
    private readonly onChange: (sessionId: string, installationId: string) => void,
  ) {}

  async start() {
    await this.jobs?.work(REPROCESS_QUEUE, async (data) => this.run(String(data.sessionId)), { onePerKey: true });
  }

  /** Queues the session unless it is queued or running already; answers whether this request started it. */
  async request(sessionId: string, principal: Principal): Promise<boolean> {
    const started = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `update video_sessions set reprocess_state = 'queued', reprocess_step = 0, version = version + 1, updated_at = now(), updated_by = $2
         where id = $1 and reprocess_state not in ('queued', 'running') returning id`,
        [sessionId, principal.subject],
      );
      if (!rows[0]) return false;
      await tx.query(
        `insert into session_reprocessing (session_id, requested_by) values ($1, $2)
         on conflict (session_id) do update set claimed_until = null, attempts = 0, requested_by = excluded.requested_by, requested_at = now()`,
        [sessionId, principal.subject],
      );
      await writeAudit(tx, principal, 'update', 'video-sessions', sessionId, { reprocessState: { before: null, after: 'queued' } });
      return true;
    });
    if (started) await this.queue(sessionId);
    return started;
  }

  private async queue(sessionId: string) {
    await this.jobs?.send(REPROCESS_QUEUE, { sessionId }, { singletonKey: sessionId });
  }

  /** Sessions whose reprocessing nobody holds (queued without a job, or a worker that died): queued again. */
  async sweep() {
    const { rows } = await this.db.query<{ session_id: string }>(
      `select r.session_id from session_reprocessing r join video_sessions s on s.id = r.session_id
       where s.reprocess_state in ('queued', 'running') and (r.claimed_until is null or r.claimed_until < now()) limit 100`,
    );
    for (const row of rows) await this.queue(row.session_id);
  }

  private async claim(sessionId: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `update session_reprocessing r set claimed_until = now() + $2 * interval '1 second', attempts = attempts + 1
       from video_sessions s where s.id = r.session_id and r.session_id = $1 and s.reprocess_state in ('queued', 'running')
         and (r.claimed_until is null or r.claimed_until < now()) returning r.session_id`,
      [sessionId, this.options.claimS ?? CLAIM_S],
    );
    return rows.length > 0;
  }

  /** Runs the steps not done yet; safe to run twice (the claim lets one through). */
  async run(sessionId: string) {
    if (!(await this.claim(sessionId))) return;
    const { rows } = await this.db.query<SessionRow>('select id, installation_id, lane, events, reprocess_state, reprocess_step, version from video_sessions where id = $1', [
      sessionId,
    ]);
    const session = rows[0];
    if (!session) return;
    await this.db.query(`update video_sessions set reprocess_state = 'running', updated_at = now() where id = $1`, [sessionId]);
    this.onChange(sessionId, session.installation_id);
    for (let step = session.reprocess_step ?? 0; step < REPROCESS_STEPS.length; step++) {
      await new Promise((resolve) => setTimeout(resolve, this.options.stepMs));
      await this.db.transaction(async (tx) => {
        await this.runStep(tx, session, REPROCESS_STEPS[step]!);
        const last = step === REPROCESS_STEPS.length - 1;
        await tx.query(
          `update video_sessions set reprocess_step = $2, reprocess_state = $3, reprocessed_at = case when $3 = 'done' then now() else reprocessed_at end,
             version = version + 1, updated_at = now() where id = $1`,
          [sessionId, step + 1, last ? 'done' : 'running'],
        );
        if (last) await tx.query('delete from session_reprocessing where session_id = $1', [sessionId]);
        else await tx.query(`update session_reprocessing set claimed_until = now() + $2 * interval '1 second' where session_id = $1`, [sessionId, this.options.claimS ?? CLAIM_S]);
      });
      this.onChange(sessionId, session.installation_id);
    }
  }

  private async runStep(tx: Queryable, session: SessionRow, step: (typeof REPROCESS_STEPS)[number]) {
    const { rows } = await tx.query<{ events: SessionEvent[] | null }>('select events from video_sessions where id = $1 for update', [session.id]);
    const events = rows[0]?.events ?? [];
    if (step === 'events') {
      // The events in time order, each on the session's timeline.
      const { events: placed } = analyseSession(events, undefined);
      await tx.query('update video_sessions set events = $2::jsonb where id = $1', [session.id, JSON.stringify(placed)]);
    } else if (step === 'analysis') {
      // Judged against the lane's window as it is configured now.
      const analysis = analyseSession(events, await laneWindow(tx, session.installation_id, session.lane));
      await tx.query('update video_sessions set runtime_ms = $2, config_analysis_status = $3 where id = $1', [session.id, analysis.runtimeMs, analysis.configAnalysisStatus]);
    } else {
      await tx.query(`update video_sessions set status = 'processed', processing_started_at = now() where id = $1`, [session.id]);
    }
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite-database.js';
import { apiAs, freePort, startServer, type RunningServer } from '../e2e/harness.js';
import { recordCases } from './support.js';

// Reprocessing a video session across a crash: asked for twice at once it runs once; the server
// is killed with SIGKILL after the first step; the database then holds a session that is not
// half-done (the finished step's result with its counter, nothing of the next); after the restart
// the session is resumed from there and finishes.
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Session = { id: string; reprocessState: string; reprocessStep: number; events: Array<{ at: string; index: number; timelineMs: number }> };

describe('reprocessing a video session, killed in the middle', () => {
  it('runs once when asked twice, leaves a resumable session after SIGKILL, and finishes after the restart', { timeout: 300_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-reprocess-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const env = { LOG_LEVEL: 'warn', SESSION_REPROCESS_STEP_MS: '2500', SESSION_REPROCESS_CLAIM_S: '4', SIMULATOR_DEVICES: '0', RATE_LIMIT_API_PER_MIN: '0' };
    let server: RunningServer = await startServer(env, { dataDir, port });
    cleanups.push(async () => void (await server.stop()));
    const { api } = await apiAs(server, 'admin');
    const [session] = await api<Session[]>('GET', `/video-sessions?range=${encodeURIComponent('[0,0]')}`);
    expect(session).toBeDefined();
    const asked = await Promise.all([0, 1].map(() => api<{ started: boolean }>('POST', `/video-sessions/${session!.id}/reprocess`, {})));
    expect(asked.map((a) => a.started).sort()).toEqual([false, true]);

    const read = async () => (await apiAs(server, 'admin')).api<Session>('GET', `/video-sessions/${session!.id}`);
    for (const until = Date.now() + 30_000; (await read()).reprocessStep < 1; ) {
      if (Date.now() > until) throw new Error('the first step did not finish');
      await sleep(100);
    }
    server.process.kill('SIGKILL');
    await server.stop();

    const db = await openPglite(path.join(dataDir, 'pglite'));
    const { rows } = await db.query<{ reprocess_state: string; reprocess_step: number; status: string; events: Session['events'] }>(
      'select reprocess_state, reprocess_step, status, events from video_sessions where id = $1',
      [session!.id],
    );
    await db.close();
    // Exactly the first step done: its events placed in order, the later steps' work not begun.
    expect(rows[0]).toMatchObject({ reprocess_state: 'running', reprocess_step: 1 });
    const times = rows[0]!.events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(rows[0]!.events.map((e) => e.index)).toEqual(rows[0]!.events.map((_, i) => i));

    server = await startServer(env, { dataDir, port });
    let done: Session | undefined;
    for (const until = Date.now() + 60_000; !done; ) {
      const now = await read();
      if (now.reprocessState === 'done') done = now;
      else if (Date.now() > until) throw new Error(`not resumed: ${JSON.stringify(now)}`);
      else await sleep(250);
    }
    expect(done).toMatchObject({ reprocessState: 'done', reprocessStep: 3 });
    await server.stop('SIGTERM');
    const after = await openPglite(path.join(dataDir, 'pglite'));
    const audits = await after.query(`select 1 from audit_log where resource = 'video-sessions' and record_id = $1`, [session!.id]);
    const left = await after.query('select 1 from session_reprocessing where session_id = $1', [session!.id]);
    await after.close();
    expect(audits.rows).toHaveLength(1);
    expect(left.rows).toHaveLength(0);
    recordCases('crash', 1);
  });
});

import type { Queryable } from '../../db/database.js';
import { recordProblem, type ProblemReport } from '../../modules/problems/problem-store.js';
import type { SeedSet } from '../seed-set.js';
import { inTransaction } from './seed-writer.js';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const TEMPLATES: Array<{ types: string[]; source: ProblemReport['source']; name: string; severity: number }> = [
  { types: ['video', 'videoDirector'], source: 'zabbix', name: 'Camera 2 is not reachable (ping loss 100 %)', severity: 4 },
  { types: ['video'], source: 'zabbix', name: 'Recorder disk usage above 90 %', severity: 3 },
  { types: ['startFinish'], source: 'tracker', name: 'Start gate missed 3 heartbeats', severity: 4 },
  { types: ['startFinish'], source: 'zabbix', name: 'Photocell finish line: no signal for 15 minutes during opening hours', severity: 5 },
  { types: ['terminal'], source: 'zabbix', name: 'Receipt printer paper low', severity: 2 },
  { types: ['photopoint', 'phototrap'], source: 'zabbix', name: 'Upload queue longer than 200 photos', severity: 3 },
  { types: ['video'], source: 'skimovie', name: 'Session stuck in processing for 25 minutes', severity: 3 },
  { types: ['panocam'], source: 'zabbix', name: 'Panorama camera: image older than 30 minutes', severity: 2 },
];

/** A morning's worth of open and recent problems across the demo installations. */
export const demoProblemsSeed: SeedSet = {
  name: 'demo-problems',
  demo: true,
  async run(tx: Queryable) {
    const db = inTransaction(tx);
    const { rows: installations } = await tx.query<{ id: string; type: string; name: string }>('select id, type, name from installations order by id');
    let n = 0;
    for (const installation of installations) {
      for (const t of TEMPLATES.filter((template) => template.types.includes(installation.type))) {
        n += 1;
        // Not every installation is broken this morning, and disasters are rare.
        if (n % 3 === 2 || (t.severity === 5 && n % 7 !== 0)) continue;
        const triggerId = `${t.source === 'zabbix' ? 30_000 + n : `${t.source}-${installation.id}`}-${n}`;
        const base = {
          source: t.source,
          triggerId,
          eventId: t.source === 'zabbix' ? String(900_000 + n * 7) : null,
          installationId: installation.id,
          host: installation.id,
          name: t.name,
          severity: t.severity,
        };
        await recordProblem(db, { ...base, status: 'problem', at: ago(15 + ((n * 37) % 600)) }, () => {});
        if (n % 4 === 0) await recordProblem(db, { ...base, status: 'resolved', at: ago(5 + (n % 10)) }, () => {});
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

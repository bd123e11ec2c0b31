/**
 * Recording problems, shared by everything that raises them (the device layer, the Zabbix ingest,
 * the demo seed) and the problem module: one report applied in one transaction, with its events.
 */
import type { Database, Queryable } from '../db/database.js';
import type { LiveEvent } from '../events/event-bus.js';
import { customerOf } from '../events/customers-of.js';

export type { ProblemReport, Source } from '../../core/problem-signal.js';
import type { ProblemReport, Source } from '../../core/problem-signal.js';

export interface ProblemRow {
  id: string;
  source: Source;
  trigger_id: string;
  event_id: string | null;
  installation_id: string | null;
  name: string;
  severity: string;
  state: 'problem' | 'resolved';
  acknowledged: boolean;
  acknowledged_by?: string | null;
}

export type EventKind = 'opened' | 'reopened' | 'resolved' | 'acknowledged' | 'unacknowledged' | 'message' | 'severityChanged' | 'closed' | 'silenced';

export async function insertEvent(
  tx: Queryable,
  problemId: string,
  event: { kind: EventKind; at?: string; severity?: number | null; message?: string | null; author?: string | null; sync?: 'ok' | 'failed' | 'local' | 'pending' | null },
): Promise<string> {
  // A problem's events keep the order they were recorded in, also within one clock tick (PGlite's clock is coarse).
  const { rows } = await tx.query<{ id: string }>(
    `insert into problem_events (problem_id, at, kind, severity, message, author, sync, created_by, updated_by)
     values ($1, coalesce($2::timestamptz, greatest(clock_timestamp(), (select max(e.at) + interval '1 microsecond' from problem_events e where e.problem_id = $1))), $3, $4, $5, $6, $7, 'system:problems', 'system:problems') returning id`,
    [
      problemId,
      event.at ?? null,
      event.kind,
      event.severity === undefined || event.severity === null ? null : String(event.severity),
      event.message ?? null,
      event.author ?? null,
      event.sync ?? null,
    ],
  );
  return rows[0]!.id;
}

/**
 * New problems of an installation in maintenance (switched, or inside a planned window), or while
 * monitoring is off, are recorded but not alerted.
 */
async function inMaintenance(tx: Queryable, installationId: string | null | undefined, at: string): Promise<boolean> {
  const { rows } = await tx.query<{ monitoring: boolean | null; status: string | null; planned: boolean }>(
    `select (select value::text = 'true' from app_settings where key = 'monitoringMode') as monitoring,
            (select status from installations where id = $1) as status,
            exists (select 1 from maintenance_windows w where w.installation_id = $1 and w.starts_at <= $2::timestamptz and w.ends_at > $2::timestamptz) as planned`,
    [installationId ?? null, at],
  );
  return rows[0]?.monitoring === false || rows[0]?.status === 'maintenance' || rows[0]?.planned === true;
}

/**
 * Applies one report in one transaction: opens, reopens, updates or resolves the problem of that
 * source and trigger, with an event for every change; a repeated report changes nothing.
 */
export async function recordProblem(db: Database, report: ProblemReport, publish: (event: LiveEvent) => void): Promise<{ id: string; change: EventKind | 'unchanged' }> {
  const result = await db.transaction(async (tx) => {
    const { rows } = await tx.query<ProblemRow>('select * from problems where source = $1 and trigger_id = $2 for update', [report.source, report.triggerId]);
    const current = rows[0];
    const severity = String(report.severity);
    if (!current) {
      const maintenance = report.status === 'problem' && (await inMaintenance(tx, report.installationId, report.at));
      const { rows: created } = await tx.query<{ id: string }>(
        `insert into problems (source, trigger_id, event_id, installation_id, resort_id, customer_id, host, device_id, name, severity, state, started_at, resolved_at, in_maintenance, tags, created_by, updated_by)
         select $1, $2, $3, $4, i.resort_id, i.customer_id, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'system:problems', 'system:problems'
         from (select 1) one left join installations i on i.id = $4 returning id`,
        [
          report.source,
          report.triggerId,
          report.eventId ?? null,
          report.installationId ?? null,
          report.host ?? null,
          report.deviceId ?? null,
          report.name,
          severity,
          report.status,
          report.at,
          report.status === 'resolved' ? report.at : null,
          maintenance,
          report.tags ?? [],
        ],
      );
      const id = created[0]!.id;
      await insertEvent(tx, id, { kind: report.status === 'problem' ? 'opened' : 'resolved', at: report.at, severity: report.severity, message: report.name });
      return { id, change: report.status === 'problem' ? ('opened' as const) : ('resolved' as const), installationId: report.installationId ?? null };
    }
    const id = current.id;
    let change: EventKind | 'unchanged' = 'unchanged';
    if (report.status === 'problem' && current.state === 'resolved') {
      const maintenance = await inMaintenance(tx, report.installationId ?? current.installation_id, report.at);
      await tx.query(
        `update problems set state = 'problem', started_at = $2, resolved_at = null, acknowledged = false, acknowledged_by = null, acknowledged_at = null, acknowledge_message = null,
         event_id = coalesce($3, event_id), name = $4, severity = $5, in_maintenance = $6, version = version + 1, updated_at = now() where id = $1`,
        [id, report.at, report.eventId ?? null, report.name, severity, maintenance],
      );
      await insertEvent(tx, id, { kind: 'reopened', at: report.at, severity: report.severity, message: report.name });
      change = 'reopened';
    } else if (report.status === 'problem') {
      if (current.severity !== severity || current.name !== report.name || (report.eventId && current.event_id !== report.eventId)) {
        await tx.query('update problems set name = $2, severity = $3, event_id = coalesce($4, event_id), version = version + 1, updated_at = now() where id = $1', [
          id,
          report.name,
          severity,
          report.eventId ?? null,
        ]);
        if (current.severity !== severity) await insertEvent(tx, id, { kind: 'severityChanged', at: report.at, severity: report.severity });
        change = 'severityChanged';
      }
    } else if (current.state === 'problem') {
      await tx.query(`update problems set state = 'resolved', resolved_at = $2, version = version + 1, updated_at = now() where id = $1`, [id, report.at]);
      await insertEvent(tx, id, { kind: 'resolved', at: report.at, severity: report.severity });
      change = 'resolved';
    }
    return { id, change, installationId: current.installation_id };
  });
  if (result.change !== 'unchanged') {
    const customerIds = await customerOf(db, result.installationId);
    publish({ resource: 'problems', id: result.id, kind: result.change === 'opened' ? 'created' : 'updated', customerIds });
    publish({ resource: 'problem-events', id: result.id, kind: 'created', customerIds });
  }
  return { id: result.id, change: result.change };
}

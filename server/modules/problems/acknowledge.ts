import type { Principal } from '../../../core/access.js';
import type { Database } from '../../db/database.js';
import type { LiveEvent } from '../../events/event-bus.js';
import { HttpError } from '../../http/errors.js';
import { ACK_ACTION, type ZabbixClient } from '../../integrations/zabbix/json-rpc.js';
import { insertEvent, type ProblemRow } from '../../problems/problem-recording.js';
import { customerOf } from '../../events/customers-of.js';

export interface AcknowledgeInput {
  message?: string | null;
  /** A new severity (0–5). */
  severity?: number | null;
  /** Close the problem (Zabbix: where the trigger allows manual close). */
  close?: boolean;
  /** Take an acknowledgement back. */
  unacknowledge?: boolean;
}

export interface AcknowledgeResult {
  id: string;
  ok: boolean;
  /** What happened at the source: sent, failed (with why), or local (no source to tell). */
  source: { state: 'ok' | 'failed' | 'local'; detail?: string };
  error?: string;
}

/** The `event.acknowledge` action bits for an acknowledgement. */
export function actionBits(input: AcknowledgeInput): number {
  let action = input.unacknowledge ? ACK_ACTION.unacknowledge : ACK_ACTION.acknowledge;
  if (input.message) action |= ACK_ACTION.message;
  if (input.severity !== undefined && input.severity !== null) action |= ACK_ACTION.severity;
  if (input.close) action |= ACK_ACTION.close;
  return action;
}

/**
 * Acknowledges one problem: the local record and its events commit first (nothing typed is
 * lost when Zabbix is down); then the acknowledgement goes to Zabbix, and its outcome is written
 * on the same events.
 */
export async function acknowledgeProblem(
  deps: { db: Database; zabbix?: ZabbixClient; publish(event: LiveEvent): void; visible(id: string): Promise<boolean> },
  id: string,
  principal: Principal,
  input: AcknowledgeInput,
): Promise<AcknowledgeResult> {
  if (!(await deps.visible(id))) throw new HttpError(404, 'not_found', `No problem ${id}`);
  const local = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<ProblemRow>('select * from problems where id = $1 for update', [id]);
    const problem = rows[0]!;
    if (input.close && problem.state === 'resolved') throw new HttpError(409, 'already_resolved', 'The problem is already resolved');
    const toSource = problem.source === 'zabbix' && !!deps.zabbix && !!problem.event_id;
    const sync = toSource ? ('pending' as const) : ('local' as const);
    const events: string[] = [];
    const author = principal.name || principal.subject;
    const severityChanges = input.severity !== undefined && input.severity !== null && String(input.severity) !== problem.severity;
    // Two people (or acknowledge-all and one click) on the same problem: the first one wins; the
    // second is told who was first, and keeps the message it typed. A severity change or closing
    // still applies to a problem someone else acknowledged.
    const alreadyAcknowledged = !input.unacknowledge && problem.acknowledged;
    if (alreadyAcknowledged && (input.message || !(severityChanges || input.close))) {
      throw new HttpError(409, 'already_acknowledged', `The problem was already acknowledged by ${problem.acknowledged_by ?? 'someone else'}`, {
        acknowledgedBy: problem.acknowledged_by,
      });
    }
    if (input.unacknowledge) {
      await tx.query(
        'update problems set acknowledged = false, acknowledged_by = null, acknowledged_at = null, acknowledge_message = null, version = version + 1, updated_at = now() where id = $1',
        [id],
      );
      events.push(await insertEvent(tx, id, { kind: 'unacknowledged', author, message: input.message, sync }));
    } else if (!alreadyAcknowledged) {
      await tx.query(
        'update problems set acknowledged = true, acknowledged_by = $2, acknowledged_at = now(), acknowledge_message = $3, version = version + 1, updated_at = now() where id = $1',
        [id, author, input.message ?? null],
      );
      events.push(await insertEvent(tx, id, { kind: 'acknowledged', author, message: input.message, sync }));
    }
    if (severityChanges) {
      await tx.query('update problems set severity = $2 where id = $1', [id, String(input.severity)]);
      events.push(await insertEvent(tx, id, { kind: 'severityChanged', author, severity: input.severity, sync }));
    }
    // Our own sources close here; a Zabbix problem closes when Zabbix reports it resolved.
    if (input.close && !toSource) {
      await tx.query(`update problems set state = 'resolved', resolved_at = now() where id = $1`, [id]);
      events.push(await insertEvent(tx, id, { kind: 'closed', author, sync }));
    }
    return { problem, toSource, events, alreadyAcknowledged };
  });

  let source: AcknowledgeResult['source'] = { state: 'local' };
  if (local.toSource) {
    try {
      await deps.zabbix!.acknowledge({
        eventId: local.problem.event_id!,
        action: local.alreadyAcknowledged ? actionBits(input) & ~ACK_ACTION.acknowledge : actionBits(input),
        message: input.message ?? undefined,
        severity: input.severity ?? undefined,
      });
      source = { state: 'ok' };
    } catch (error) {
      source = { state: 'failed', detail: (error as Error).message.slice(0, 900) };
    }
    await deps.db.query('update problem_events set sync = $2, sync_detail = $3, version = version + 1, updated_at = now() where id = any($1::text[])', [
      local.events,
      source.state,
      source.detail ?? null,
    ]);
  }
  const customerIds = await customerOf(deps.db, local.problem.installation_id);
  deps.publish({ resource: 'problems', id, kind: 'updated', customerIds });
  deps.publish({ resource: 'problem-events', id, kind: 'created', customerIds });
  return { id, ok: true, source };
}

/**
 * Silences a problem until a moment (snooze), or lifts the silence (`until` null): it stays open
 * and counted, but the triage home and the list's "silenced" filter set it aside until then.
 */
export async function silenceProblem(
  deps: { db: Database; publish(event: LiveEvent): void; visible(id: string): Promise<boolean> },
  id: string,
  principal: Principal,
  until: string | null,
): Promise<AcknowledgeResult> {
  if (!(await deps.visible(id))) throw new HttpError(404, 'not_found', `No problem ${id}`);
  if (until !== null && new Date(until).getTime() <= Date.now()) throw new HttpError(400, 'validation', 'The silence must end in the future', { errors: { until: 'inThePast' } });
  const installationId = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<ProblemRow>('select * from problems where id = $1 for update', [id]);
    if (rows[0]!.state === 'resolved') throw new HttpError(409, 'already_resolved', 'The problem is already resolved');
    await tx.query('update problems set suppressed_until = $2, version = version + 1, updated_at = now() where id = $1', [id, until]);
    await insertEvent(tx, id, { kind: 'silenced', author: principal.name || principal.subject, message: until ?? null, sync: 'local' });
    return rows[0]!.installation_id;
  });
  const customerIds = await customerOf(deps.db, installationId);
  deps.publish({ resource: 'problems', id, kind: 'updated', customerIds });
  deps.publish({ resource: 'problem-events', id, kind: 'created', customerIds });
  return { id, ok: true, source: { state: 'local' } };
}

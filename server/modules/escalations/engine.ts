/**
 * The escalation of open problems as durable state (the `escalations` table) advanced by jobs: a
 * problem that opens gets an escalation along the first matching route's chain; each advance runs
 * the chain in one transaction, from where it stands until it must wait, and stores when to go on.
 * Nothing waits in memory: a replica that dies between two steps leaves the next one due in the
 * table, and whichever replica sweeps first runs it, once (the row is locked and its cursor moves
 * in the same transaction as the messages it stores).
 */
import type { Database, Queryable } from '../../db/database.js';
import type { OutboxStore } from '../communication/outbox-store.js';
import { chooseRoute, runChain, type ChainStep, type Cursor, type RouteRule } from '../../../core/escalation.js';
import { linkKey } from './links.js';
import type { StepRow } from './recipients.js';
import { ACTOR, insertEscalationEvent, runNotifyStep, type EscalationContext } from './step-runner.js';

/** A problem that reopens this soon after it resolved continues its escalation instead of starting anew (flapping). */
export const FLAP_MINUTES = 30;
/** Problems older than this when first seen (a restart after a long outage) are not paged about. */
const START_WITHIN_HOURS = 6;

interface EscalationRow {
  id: string;
  problem_id: string;
  chain_id: string;
  opened_at: Date;
  state: string;
  step: number;
  round: number;
  repeats: string | null;
  next_at: Date | null;
  ended_at: Date | null;
  acknowledged_by: string | null;
  acknowledged_via: string | null;
}

export interface Ack {
  via: 'console' | 'link' | 'sms';
  by: string;
}

export interface EngineDeps {
  db: Database;
  outbox: OutboxStore;
  publicUrl: string;
  /** The clock (tests move it past a wait). */
  now?: () => Date;
  /** Called after a commit: messages to send now, and when this escalation should be advanced again. */
  wakeMessages(ids: string[]): void;
  schedule(escalationId: string, at: Date): void;
  changed(problemId: string): void;
}

export class EscalationEngine {
  private key?: Promise<Buffer>;
  constructor(private readonly deps: EngineDeps) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** The key acknowledge links are signed with: read (or made) once per process. */
  linkKey() {
    this.key ??= linkKey(this.deps.db);
    return this.key;
  }

  /** Starts (or, for a flapping problem, continues) the escalation of an open problem; then runs what is due. */
  async start(problemId: string): Promise<string | undefined> {
    const at = this.now();
    const id = await this.deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        state: string;
        acknowledged: boolean;
        in_maintenance: boolean;
        started_at: Date;
        severity: string;
        source: string;
        customer_id: string | null;
        type: string | null;
        status: string | null;
      }>(
        `select p.state, p.acknowledged, p.in_maintenance, p.started_at, p.severity, p.source, p.customer_id, i.type, i.status
         from problems p left join installations i on i.id = p.installation_id where p.id = $1 for update of p`,
        [problemId],
      );
      const p = rows[0];
      if (p?.state !== 'problem' || p.acknowledged || p.in_maintenance) return undefined;
      if (at.getTime() - new Date(p.started_at).getTime() > START_WITHIN_HOURS * 3_600_000) return undefined;
      const { rows: earlier } = await tx.query<EscalationRow>('select * from escalations where problem_id = $1 order by opened_at desc limit 1 for update', [problemId]);
      const last = earlier[0];
      if (last && new Date(last.opened_at).getTime() === new Date(p.started_at).getTime()) {
        // Not escalated so far: a problem raised to a severity a route takes escalates from now.
        if (last.state !== 'notEscalated' || p.status === 'maintenance') return undefined;
        const raised = chooseRoute(await this.routes(tx), { severity: p.severity, source: p.source, installationType: p.type, customerId: p.customer_id });
        if (!raised) return undefined;
        await tx.query(
          `update escalations set state = 'active', chain_id = $2, route_id = $3, next_at = $4, ended_at = null, version = version + 1, updated_at = now(), updated_by = $5 where id = $1`,
          [last.id, raised.chainId, raised.id, at.toISOString(), ACTOR],
        );
        await insertEscalationEvent(tx, { id: last.id, problemId }, at, { kind: 'started', detail: raised.name });
        return last.id;
      }
      const recent = last?.ended_at && last.state !== 'notEscalated' && at.getTime() - new Date(last.ended_at).getTime() < FLAP_MINUTES * 60_000;
      if (last && (last.state === 'active' || recent)) {
        // The same problem again within the flap window: one escalation for the whole group of flaps.
        const resume = last.state === 'resolved' || last.state === 'active';
        await tx.query(
          `update escalations set opened_at = $2, flaps = flaps + 1, state = $3, ended_at = case when $3 = 'active' then null else ended_at end, version = version + 1, updated_at = now(), updated_by = $4 where id = $1`,
          [last.id, p.started_at, resume ? 'active' : last.state, ACTOR],
        );
        await insertEscalationEvent(tx, { id: last.id, problemId }, at, { kind: 'flapped', detail: resume ? 'continues' : `stays:${last.state}` });
        return resume ? last.id : undefined;
      }
      const route =
        p.status === 'maintenance'
          ? undefined
          : chooseRoute(await this.routes(tx), { severity: p.severity, source: p.source, installationType: p.type, customerId: p.customer_id });
      // A problem that does not escalate is recorded as such, once: the sweep does not weigh it again.
      const { rows: created } = await tx.query<{ id: string }>(
        `insert into escalations (problem_id, chain_id, route_id, opened_at, state, step, round, repeats, next_at, ended_at, flaps, created_by, updated_by)
         values ($1, $2, $3, $4, $5, 0, 0, '{}', $6, $7, 0, $8, $8) on conflict do nothing returning id`,
        [
          problemId,
          route?.chainId ?? null,
          route?.id ?? null,
          p.started_at,
          route ? 'active' : 'notEscalated',
          route ? at.toISOString() : null,
          route ? null : at.toISOString(),
          ACTOR,
        ],
      );
      if (!created[0]) return undefined;
      await insertEscalationEvent(tx, { id: created[0].id, problemId }, at, {
        kind: route ? 'started' : 'skipped',
        detail: route ? route.name : p.status === 'maintenance' ? 'maintenance' : 'noRoute',
      });
      return route ? created[0].id : undefined;
    });
    if (id) {
      this.deps.changed(problemId);
      await this.advance(id);
    }
    return id;
  }

  private async routes(tx: Queryable): Promise<Array<RouteRule & { name: string }>> {
    const { rows } = await tx.query<{
      id: string;
      name: string;
      chain_id: string;
      is_default: boolean;
      severities: string[];
      sources: string[];
      installation_types: string[];
      customer_id: string | null;
    }>('select id, name, chain_id, is_default, severities, sources, installation_types, customer_id from escalation_routes order by position nulls last, name');
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      chainId: r.chain_id,
      isDefault: r.is_default,
      severities: r.severities ?? [],
      sources: r.sources ?? [],
      installationTypes: r.installation_types ?? [],
      customerId: r.customer_id,
    }));
  }

  /** Runs the escalation from where it stands if it is due; stops it if its problem was acknowledged or resolved meanwhile. */
  async advance(id: string): Promise<void> {
    const at = this.now();
    const key = await this.linkKey();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<EscalationRow>('select * from escalations where id = $1 for update', [id]);
      const esc = rows[0];
      if (esc?.state !== 'active' || (esc.next_at && new Date(esc.next_at) > at)) return undefined;
      const { rows: problems } = await tx.query<{
        name: string;
        severity: string;
        state: string;
        acknowledged: boolean;
        acknowledged_by: string | null;
        installation_id: string | null;
        installation_name: string | null;
        zone: string | null;
        chain_name: string | null;
      }>(
        `select p.name, p.severity, p.state, p.acknowledged, p.acknowledged_by, p.installation_id, i.name as installation_name, r.timezone_id as zone, c.name as chain_name
         from problems p left join installations i on i.id = p.installation_id left join resorts r on r.id = p.resort_id
         left join escalation_chains c on c.id = $2 where p.id = $1`,
        [esc.problem_id, esc.chain_id],
      );
      const p = problems[0];
      if (p?.state !== 'problem' || p.acknowledged) {
        await this.end(tx, esc, at, p?.acknowledged ? 'acknowledged' : 'resolved', p?.acknowledged ? { by: p.acknowledged_by ?? '', via: 'console' } : undefined);
        return { wake: [] as string[], next: null, problemId: esc.problem_id };
      }
      const steps = await this.steps(tx, esc.chain_id);
      const cursor: Cursor = { step: esc.step, round: esc.round, repeats: JSON.parse(esc.repeats || '{}') as Record<string, number> };
      const run = runChain(steps.map(toChainStep), cursor);
      const context: EscalationContext = {
        id: esc.id,
        problemId: esc.problem_id,
        round: cursor.round,
        chainName: p.chain_name ?? '',
        problemName: p.name,
        severity: p.severity,
        installationId: p.installation_id,
        installationName: p.installation_name,
        resortZone: p.zone,
      };
      const wake: string[] = [];
      for (const move of run.moves) {
        const escalation = { ...context };
        if (move.kind === 'notify')
          wake.push(...(await runNotifyStep(tx, { outbox: this.deps.outbox, linkKey: key, publicUrl: this.deps.publicUrl }, escalation, steps[move.index]!, move.index, at)));
        else if (move.kind === 'wait') await insertEscalationEvent(tx, escalation, at, { kind: 'waiting', step: move.index + 1, detail: `minutes:${move.minutes}` });
        else if (move.kind === 'repeat') {
          context.round += 1;
          await insertEscalationEvent(tx, escalation, at, { kind: 'repeated', step: move.index + 1, detail: `fromStep:${move.to + 1}` });
        } else await insertEscalationEvent(tx, escalation, at, { kind: 'skipped', step: move.index + 1, detail: 'repeatsUsed' });
      }
      const next = run.waitMinutes ? new Date(at.getTime() + run.waitMinutes * 60_000) : null;
      await tx.query(
        `update escalations set step = $2, round = $3, repeats = $4, next_at = $5, state = $6, ended_at = $7, version = version + 1, updated_at = now(), updated_by = $8 where id = $1`,
        [
          esc.id,
          run.cursor.step,
          run.cursor.round,
          JSON.stringify(run.cursor.repeats),
          next?.toISOString() ?? null,
          run.ended ? 'exhausted' : 'active',
          run.ended ? at.toISOString() : null,
          ACTOR,
        ],
      );
      if (run.ended) await insertEscalationEvent(tx, context, at, { kind: 'exhausted' });
      return { wake, next, problemId: esc.problem_id };
    });
    if (!outcome) return;
    if (outcome.wake.length) this.deps.wakeMessages(outcome.wake);
    if (outcome.next) this.deps.schedule(id, outcome.next);
    this.deps.changed(outcome.problemId);
  }

  private async steps(tx: Queryable, chainId: string): Promise<StepRow[]> {
    const { rows } = await tx.query<StepRow>(
      `select id, position, action, rotation_id, people, role, wait_minutes, repeat_from, repeat_times, window_from::text as window_from, window_until::text as window_until, window_zone
       from escalation_steps where chain_id = $1 order by position nulls last, created_at`,
      [chainId],
    );
    return rows;
  }

  /** Ends an escalation (acknowledged or resolved): its messages not yet sent are cancelled, and no step runs again. */
  private async end(tx: Queryable, esc: EscalationRow, at: Date, state: 'acknowledged' | 'resolved', ack?: Ack) {
    await tx.query(
      // next_at stays: a flapping problem that reopens continues the wait where it stood.
      `update escalations set state = $2, ended_at = $3, acknowledged_by = $4, acknowledged_via = $5, version = version + 1, updated_at = now(), updated_by = $6 where id = $1`,
      [esc.id, state, at.toISOString(), ack?.by ?? null, ack?.via ?? null, ACTOR],
    );
    await tx.query(
      `update outbox_messages set status = 'cancelled', reason = null, detail = $2, version = version + 1, updated_at = now()
       where status = 'queued' and id in (select message_id from escalation_events where escalation_id = $1 and message_id is not null)`,
      [esc.id, `escalation ${state}`],
    );
    await insertEscalationEvent(tx, { id: esc.id, problemId: esc.problem_id }, at, { kind: state, person: null, via: ack?.via ?? null, detail: ack?.by ?? null });
  }

  /**
   * Stops the problem's running escalation once its problem is acknowledged or resolved. `ack` says
   * how, when the escalation's own link or SMS reply acknowledged: it then names that way, also
   * where the acknowledgement's announcement stopped the escalation a moment before.
   */
  async settle(problemId: string, ack?: Ack): Promise<void> {
    const at = this.now();
    const changed = await this.deps.db.transaction(async (tx) => {
      const { rows: problems } = await tx.query<{ state: string; acknowledged: boolean; acknowledged_by: string | null }>(
        'select state, acknowledged, acknowledged_by from problems where id = $1',
        [problemId],
      );
      const p = problems[0];
      if (!p) return false;
      const { rows } = await tx.query<EscalationRow>('select * from escalations where problem_id = $1 order by opened_at desc limit 1 for update', [problemId]);
      const esc = rows[0];
      if (!esc) return false;
      // A chain that ran out still learns how it ended: who acknowledged, and how, or that the problem went away.
      if ((esc.state === 'active' || esc.state === 'exhausted') && (p.acknowledged || p.state !== 'problem')) {
        await this.end(tx, esc, at, p.acknowledged ? 'acknowledged' : 'resolved', p.acknowledged ? (ack ?? { by: p.acknowledged_by ?? '', via: 'console' }) : undefined);
        return true;
      }
      if (ack && esc.state === 'acknowledged' && esc.acknowledged_via === 'console' && esc.acknowledged_by === ack.by) {
        await tx.query(`update escalations set acknowledged_via = $2, version = version + 1, updated_at = now() where id = $1`, [esc.id, ack.via]);
        await tx.query(`update escalation_events set via = $2 where escalation_id = $1 and kind = 'acknowledged'`, [esc.id, ack.via]);
        return true;
      }
      return false;
    });
    if (changed) this.deps.changed(problemId);
  }

  /**
   * What no job or announcement may have carried: open problems without their escalation, due
   * escalations, and running ones whose problem was acknowledged or resolved meanwhile.
   */
  async sweep(): Promise<void> {
    const at = this.now().toISOString();
    const { rows: unstarted } = await this.deps.db.query<{ id: string }>(
      `select p.id from problems p where p.state = 'problem' and not p.acknowledged and not p.in_maintenance and p.started_at > $1::timestamptz - interval '${START_WITHIN_HOURS} hours'
       and not exists (select 1 from escalations e where e.problem_id = p.id and e.opened_at = p.started_at) limit 200`,
      [at],
    );
    for (const { id } of unstarted) await this.start(id);
    const { rows: due } = await this.deps.db.query<{ id: string }>(`select id from escalations where state = 'active' and next_at <= $1 order by next_at limit 500`, [at]);
    for (const { id } of due) await this.advance(id);
    const { rows: stale } = await this.deps.db.query<{ problem_id: string }>(
      `select e.problem_id from escalations e join problems p on p.id = e.problem_id where e.state in ('active', 'exhausted') and (p.acknowledged or p.state <> 'problem') limit 500`,
    );
    for (const { problem_id } of stale) await this.settle(problem_id);
  }
}

const toChainStep = (s: StepRow): ChainStep => ({
  action: s.action as ChainStep['action'],
  waitMinutes: s.wait_minutes,
  repeatFrom: s.repeat_from,
  repeatTimes: s.repeat_times,
});

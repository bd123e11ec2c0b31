import { can, type Principal } from '../../core/access.js';
import { BUILT_IN_BY_NAME, DEFAULT_COMMAND_TIMEOUT_S } from '../../core/devices/commands.js';
import { refuseUnoffered } from './command-catalogue.js';
import type { BulkCommandInput, DeviceSelection } from '../../core/devices/selection.js';
import type { CommandParameter } from '../../core/command-template.js';
import type { Capability } from '../../core/access.js';
import { SqlParams } from '../crud/sql-params.js';
import type { Database } from '../db/database.js';
import type { LiveEvent } from '../events/event-bus.js';
import { HttpError } from '../http/errors.js';
import type { Jobs } from '../jobs/jobs.js';
import { CommandService } from './commands.js';
import { writeAudit } from '../crud/audit.js';

export const BULK_QUEUE = 'bulk-command';
const LEASE_S = 10;
const HEARTBEAT_MS = 2000;
const COUNT_EVENT_MS = 500;
/** How often a running job re-reads its children's states, and its own status (stop, pause). */
const RECONCILE_MS = 1000;
const STATUS_CHECK_MS = 200;
/** How many targets the preview names before anything is sent. */
const PREVIEW_ROWS = 50;

/** The devices a selection names, as a condition on `devices d` (parameterised). */
function selectionCondition(selection: DeviceSelection, params: SqlParams): string {
  const where: string[] = [];
  const list = (v: string | string[]) => params.add(Array.isArray(v) ? v : [v]);
  if (selection.type) where.push(`d.type = any(${list(selection.type)}::text[])`);
  if (selection.installationId) where.push(`d.installation_id = any(${list(selection.installationId)}::text[])`);
  if (selection.resortId) where.push(`d.installation_id in (select id from installations where resort_id = any(${list(selection.resortId)}::text[]))`);
  if (selection.customerId) where.push(`d.installation_id in (select id from installations where customer_id = ${params.add(selection.customerId)})`);
  if (selection.tag) where.push(`${params.add(selection.tag)} = any(d.tags)`);
  if (selection.version) where.push(`d.installed_version = ${params.add(selection.version)}`);
  if (selection.status) where.push(`d.status = ${params.add(selection.status)}`);
  if (selection.ids) where.push(`d.id = any(${params.add(selection.ids)}::text[])`);
  return where.length ? where.join(' and ') : 'true';
}

/** Devices that understand the command: a built-in for their type, or their component type's own. */
function supportsCondition(command: string, params: SqlParams): string {
  const builtIn = BUILT_IN_BY_NAME.get(command);
  if (builtIn && !builtIn.deviceTypes) return 'true';
  const own = `exists (select 1 from component_commands c where c.type_id = d.component_type_id and c.name = ${params.add(command)})`;
  return builtIn?.deviceTypes ? `(${own} or d.type = any(${params.add(builtIn.deviceTypes)}::text[]))` : own;
}

interface BulkRow {
  id: string;
  status: 'running' | 'paused' | 'held' | 'staged' | 'stopped' | 'completed';
  concurrency: number;
  error_threshold: number;
  failed: number | null;
  stage_size?: number | null;
  stage_success_percent?: number | null;
  stage?: 'first' | 'rest' | null;
}

/**
 * Bulk commands: one child device command per device, stored with the bulk command in one
 * transaction, then run by a pg-boss job with bounded concurrency. The job holds a lease (a
 * heartbeat) while it runs; a job whose process died is started again by any replica once the
 * lease has lapsed, and it continues from the table: children already sent are never sent again.
 */
export class BulkCommands {
  private recovering?: ReturnType<typeof setInterval>;
  private readonly pendingRefresh = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly db: Database,
    private readonly commands: CommandService,
    private readonly jobs: Jobs,
    private readonly publish: (event: LiveEvent) => void,
    private readonly log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
  ) {}

  async start() {
    // Children finish after their job stopped or paused, too: their counts follow, a few times a second at most.
    this.commands.on('finished', (_: string, row: { bulk_id: string | null }) => {
      const bulkId = row.bulk_id;
      if (!bulkId || this.pendingRefresh.has(bulkId)) return;
      this.pendingRefresh.set(
        bulkId,
        setTimeout(() => {
          this.pendingRefresh.delete(bulkId);
          void this.refreshCounts(bulkId).catch(() => {});
        }, COUNT_EVENT_MS),
      );
    });
    await this.jobs.work(BULK_QUEUE, async (data) => this.run(String(data.bulkId)));
    this.recovering = setInterval(() => void this.recoverOrphans().catch((error: Error) => this.log.warn({ error: error.message }, 'bulk command recovery failed')), 5000);
    await this.recoverOrphans();
  }

  stop() {
    clearInterval(this.recovering);
    for (const timer of this.pendingRefresh.values()) clearTimeout(timer);
    this.pendingRefresh.clear();
  }

  /** How many devices a selection reaches, how many of them understand the command, across how many installations, and the first 50 by name. */
  async preview(selection: DeviceSelection, command?: string) {
    const params = new SqlParams();
    const where = selectionCondition(selection, params);
    const supports = command ? supportsCondition(command, params) : 'true';
    const { rows } = await this.db.query<{ total: number; supported: number; online: number; installations: number }>(
      `select count(*)::int as total, count(*) filter (where ${supports})::int as supported, count(*) filter (where ${supports} and d.status = 'online')::int as online,
              count(distinct d.installation_id) filter (where ${supports})::int as installations
         from devices d where ${where}`,
      params.values,
    );
    const sample = await this.db.query<{ id: string; name: string; type: string; status: string; installation_id: string | null; installation_name: string | null }>(
      `select d.id, d.name, d.type, d.status, d.installation_id, i.name as installation_name
         from devices d left join installations i on i.id = d.installation_id
        where ${where} and ${supports} order by i.name nulls last, d.name, d.id limit ${PREVIEW_ROWS}`,
      params.values,
    );
    return {
      ...rows[0]!,
      sample: sample.rows.map((r) => ({ id: r.id, name: r.name, type: r.type, status: r.status, installationId: r.installation_id, installationName: r.installation_name })),
    };
  }

  /** Checks the command against every definition the chosen devices have for it. */
  private async authorize(input: BulkCommandInput, principal: Principal, where: string, params: SqlParams) {
    const builtIn = BUILT_IN_BY_NAME.get(input.command);
    refuseUnoffered(input.command);
    const { rows } = await this.db.query<{ parameters: CommandParameter[] | null; capability: Capability; name: string }>(
      `select distinct on (c.type_id) c.parameters, c.capability, c.name from component_commands c
       where c.name = ${params.add(input.command)} and c.type_id in (select d.component_type_id from devices d where ${where})`,
      params.values,
    );
    const definitions = [...(builtIn ? [builtIn] : []), ...rows.map((r) => ({ name: r.name, capability: r.capability, parameters: r.parameters ?? [] }))];
    if (!definitions.length) throw new HttpError(400, 'no_devices_of_type', 'No devices of the given type available.', { errors: { command: 'noDevicesOfType' } });
    let typed: Record<string, unknown> = {};
    for (const d of definitions) {
      if (!can(principal, d.capability)) throw new HttpError(403, 'forbidden', `The command ${input.command} needs ${d.capability}`);
      typed = { ...typed, ...CommandService.authorize(d, principal, input.parameters, input.command) };
    }
    return typed;
  }

  async create(input: BulkCommandInput, principal: Principal): Promise<string> {
    const params = new SqlParams();
    const where = selectionCondition(input.selection, params);
    const typed = await this.authorize(input, principal, where, params);
    const builtInTimeout = BUILT_IN_BY_NAME.get(input.command)?.timeoutSeconds ?? DEFAULT_COMMAND_TIMEOUT_S;
    const id = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into bulk_commands (command, parameters, selection, status, total, succeeded, failed, cancelled, concurrency, error_threshold, stage_size, stage_success_percent, stage,
                                    requested_by, requested_by_name, started_at, created_by, updated_by)
         values ($1, $2, $3, 'running', 0, 0, 0, 0, $4, $5, $8, $9, $10, $6, $7, now(), $6, $6) returning id`,
        [
          input.command,
          JSON.stringify(typed),
          JSON.stringify(input.selection),
          input.concurrency,
          input.errorThreshold,
          principal.subject,
          principal.name,
          input.stage?.first ?? null,
          input.stage?.successPercent ?? null,
          input.stage ? 'first' : null,
        ],
      );
      const bulkId = rows[0]!.id;
      const p = new SqlParams();
      const childWhere = selectionCondition(input.selection, p);
      const supports = supportsCondition(input.command, p);
      const inserted = await tx.query(
        `insert into device_commands (device_id, installation_id, command, origin, bulk_id, parameters, status, requested_by, requested_by_name, timeout_seconds, queued_at, created_by, updated_by)
         select d.id, d.installation_id, ${p.add(input.command)}, 'bulk', ${p.add(bulkId)}, ${p.add(JSON.stringify(typed))}, 'queued', ${p.add(principal.subject)}, ${p.add(principal.name)},
                case when exists (select 1 from component_commands c where c.type_id = d.component_type_id and c.name = ${p.add(input.command)}) then coalesce(t.default_timeout_seconds, ${p.add(builtInTimeout)}) else ${p.add(builtInTimeout)} end,
                now(), ${p.add(principal.subject)}, ${p.add(principal.subject)}
         from devices d left join software_component_types t on t.id = d.component_type_id where ${childWhere} and ${supports}`,
        p.values,
      );
      if (inserted.rowCount === 0) throw new HttpError(400, 'no_devices_of_type', 'No devices of the given type available.', { errors: { selection: 'noDevicesOfType' } });
      await tx.query('update bulk_commands set total = $2 where id = $1', [bulkId, inserted.rowCount]);
      await writeAudit(tx, principal, 'create', 'bulk-commands', bulkId, {
        command: { before: null, after: input.command },
        selection: { before: null, after: input.selection },
        ...(input.stage && { stage: { before: null, after: input.stage } }),
        total: { before: null, after: inserted.rowCount },
      });
      return bulkId;
    });
    this.announce(id, 'created');
    await this.jobs.send(BULK_QUEUE, { bulkId: id });
    return id;
  }

  private announce(id: string, kind: LiveEvent['kind'] = 'updated') {
    this.publish({ resource: 'bulk-commands', id, kind, customerIds: [] });
  }

  /** Stop: nothing more is sent; the children not sent yet are cancelled. */
  async cancel(id: string, principal: Principal) {
    return this.changeStatus(id, principal, ['running', 'paused', 'held', 'staged'], 'stopped');
  }

  /** Pause by hand: nothing more is sent until someone resumes; what is in flight finishes. */
  async pause(id: string, principal: Principal) {
    return this.changeStatus(id, principal, ['running'], 'held');
  }

  /**
   * Resume: after the error threshold, it counts again from the failures so far; after a first
   * stage that fell short, the rest goes out because a person decided so.
   */
  async resume(id: string, principal: Principal) {
    await this.changeStatus(id, principal, ['paused', 'held', 'staged'], 'running');
    await this.jobs.send(BULK_QUEUE, { bulkId: id });
  }

  private async changeStatus(id: string, principal: Principal, from: string[], to: 'stopped' | 'running' | 'held') {
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<BulkRow>('select id, status, concurrency, error_threshold, failed from bulk_commands where id = $1 for update', [id]);
      const row = rows[0];
      if (!row) throw new HttpError(404, 'not_found', `No bulk command ${id}`);
      if (!from.includes(row.status)) throw new HttpError(409, 'conflict', `The bulk command is ${row.status}`);
      if (to === 'stopped') {
        await tx.query(`update device_commands set status = 'cancelled', error = 'cancelled', finished_at = now(), updated_at = now() where bulk_id = $1 and status = 'queued'`, [
          id,
        ]);
        await tx.query(`update bulk_commands set status = 'stopped', finished_at = now(), version = version + 1, updated_at = now(), updated_by = $2 where id = $1`, [
          id,
          principal.subject,
        ]);
      } else if (to === 'held') {
        await tx.query(`update bulk_commands set status = 'held', version = version + 1, updated_at = now(), updated_by = $2 where id = $1`, [id, principal.subject]);
      } else {
        await tx.query(
          `update bulk_commands set status = 'running',
                  error_threshold = case when status = 'paused' then coalesce(failed, 0) + error_threshold else error_threshold end,
                  stage = case when status = 'staged' then 'rest' else stage end,
                  heartbeat_at = null, version = version + 1, updated_at = now(), updated_by = $2 where id = $1`,
          [id, principal.subject],
        );
      }
      await writeAudit(tx, principal, 'update', 'bulk-commands', id, { status: { before: row.status, after: to } });
    });
    await this.refreshCounts(id);
  }

  /** Children per state: the job's progress. */
  private async counts(id: string) {
    const { rows } = await this.db.query<{ queued: number; sent: number; succeeded: number; failed: number; cancelled: number }>(
      `select count(*) filter (where status = 'queued')::int as queued, count(*) filter (where status = 'sent')::int as sent,
              count(*) filter (where status = 'succeeded')::int as succeeded, count(*) filter (where status in ('failed', 'timedOut'))::int as failed,
              count(*) filter (where status = 'cancelled')::int as cancelled
       from device_commands where bulk_id = $1`,
      [id],
    );
    return rows[0]!;
  }

  /** Writes the counts onto the bulk command and announces it. */
  private async refreshCounts(id: string) {
    const c = await this.counts(id);
    await this.db.query('update bulk_commands set succeeded = $2, failed = $3, cancelled = $4, updated_at = now() where id = $1', [id, c.succeeded, c.failed, c.cancelled]);
    this.announce(id);
    return c;
  }

  /** The job: runs while it holds the lease, sending children as the concurrency allows. */
  async run(id: string) {
    const lease = await this.db.query<BulkRow>(
      `update bulk_commands set heartbeat_at = now() where id = $1 and status = 'running' and (heartbeat_at is null or heartbeat_at < now() - $2 * interval '1 second')
       returning id, status, concurrency, error_threshold, failed, stage_size, stage_success_percent, stage`,
      [id, LEASE_S],
    );
    const bulk = lease.rows[0];
    if (!bulk) return;
    // Which replica holds the job: after a replica died, the log shows who took it over.
    this.log.info({ bulkId: id }, 'bulk command: holding the lease, sending');
    // A staged rollout sends the first devices (by child id) alone, then the rest once enough of them succeeded.
    let stage = bulk.stage_size ? (bulk.stage ?? 'first') : 'rest';
    const firstStage = `id in (select c.id from device_commands c where c.bulk_id = $1 order by c.id limit ${Number(bulk.stage_size ?? 0)})`;
    const heartbeat = setInterval(() => void this.db.query('update bulk_commands set heartbeat_at = now() where id = $1', [id]).catch(() => {}), HEARTBEAT_MS);
    // What is in flight and what failed is kept here, from the children's 'finished' events, and
    // reconciled with the database every RECONCILE_MS (another replica may have recorded some
    // answers): counting all children on every answer made a 10,000-device job quadratic.
    let inFlight = new Set<string>();
    const failed = new Set<string>();
    let reconciledAt = 0;
    let statusCheckedAt = 0;
    let queuedLeft = true;
    const refillAt = Math.max(1, Math.min(50, Math.ceil(bulk.concurrency / 10)));
    const reconcile = async () => {
      reconciledAt = Date.now();
      const { rows } = await this.db.query<{ id: string; status: string }>(
        `select id, status from device_commands where bulk_id = $1 and status in ('sent', 'failed', 'timedOut')`,
        [id],
      );
      inFlight = new Set(rows.filter((r) => r.status === 'sent').map((r) => r.id));
      for (const row of rows) if (row.status !== 'sent') failed.add(row.id);
    };
    let wake: () => void = () => {};
    const onFinished = (finishedId: string, row: { bulk_id: string | null; status?: string }) => {
      if (row.bulk_id !== id) return;
      inFlight.delete(finishedId);
      if (row.status === 'failed' || row.status === 'timedOut') failed.add(finishedId);
      wake();
    };
    this.commands.on('finished', onFinished);
    try {
      await reconcile();
      for (;;) {
        if (Date.now() - statusCheckedAt >= STATUS_CHECK_MS) {
          statusCheckedAt = Date.now();
          const { rows } = await this.db.query<{ status: BulkRow['status'] }>('select status from bulk_commands where id = $1', [id]);
          if (rows[0]?.status !== 'running') break;
        }
        if (Date.now() - reconciledAt >= RECONCILE_MS) await reconcile();
        if (failed.size >= bulk.error_threshold && (queuedLeft || inFlight.size > 0)) {
          await this.finishRun(id, 'paused');
          break;
        }
        const free = bulk.concurrency - inFlight.size;
        // Refilled in batches, a tenth of the concurrency at a time (at most 50): one statement per
        // answer was most of what a 10,000-device job cost the database.
        if (queuedLeft && (free >= refillAt || (free > 0 && inFlight.size === 0))) {
          const next = await this.db.query<{ id: string }>(
            `select id from device_commands where bulk_id = $1 and status = 'queued'${stage === 'first' ? ` and ${firstStage}` : ''} order by id limit $2`,
            [id, free],
          );
          if (next.rows.length < free) queuedLeft = false;
          await this.commands.dispatch(
            this.db,
            next.rows.map((r) => r.id),
            (sent) => {
              for (const sentId of sent) inFlight.add(sentId);
            },
          );
          continue;
        }
        if (!queuedLeft && inFlight.size === 0 && stage === 'first') {
          await reconcile();
          if (inFlight.size > 0) continue;
          const { rows } = await this.db.query<{ succeeded: number; total: number }>(
            `select count(*) filter (where status = 'succeeded')::int as succeeded, count(*)::int as total from device_commands where bulk_id = $1 and ${firstStage}`,
            [id],
          );
          const gate = rows[0]!;
          if (gate.succeeded * 100 < Number(bulk.stage_success_percent ?? 100) * gate.total) {
            await this.finishRun(id, 'staged');
            break;
          }
          await this.db.query(`update bulk_commands set stage = 'rest', version = version + 1, updated_at = now() where id = $1`, [id]);
          stage = 'rest';
          queuedLeft = true;
          this.announce(id);
          continue;
        }
        if (!queuedLeft && inFlight.size === 0) {
          // Done by this replica's count; the database has the last word.
          await reconcile();
          const { rows } = await this.db.query("select 1 from device_commands where bulk_id = $1 and status = 'queued' limit 1", [id]);
          if (rows.length) {
            queuedLeft = true;
            continue;
          }
          if (inFlight.size === 0) {
            await this.finishRun(id, 'completed');
            break;
          }
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 250);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    } finally {
      clearInterval(heartbeat);
      this.commands.off('finished', onFinished);
    }
  }

  private async finishRun(id: string, status: 'paused' | 'staged' | 'completed') {
    // Counts first, so nobody reads the final status with stale counts.
    await this.refreshCounts(id);
    await this.db.query(
      `update bulk_commands set status = $2, finished_at = case when $2 = 'completed' then now() else finished_at end, heartbeat_at = null, version = version + 1, updated_at = now() where id = $1 and status = 'running'`,
      [id, status],
    );
    await this.refreshCounts(id);
  }

  /** Running jobs whose lease lapsed (their process died) are queued again. */
  async recoverOrphans() {
    // A lapsed lease, or a job that never started (its process died between storing and queueing it).
    const orphaned = `status = 'running' and (heartbeat_at < now() - $1 * interval '1 second' or (heartbeat_at is null and updated_at < now() - $2 * interval '1 second'))`;
    const { rows } = await this.db.query<{ id: string }>(`select id from bulk_commands where ${orphaned}`, [LEASE_S * 1.5, 30]);
    for (const row of rows) {
      // Touch it once so the other replicas do not queue it again in the same round.
      const claimed = await this.db.query(`update bulk_commands set heartbeat_at = null, updated_at = now() where id = $3 and ${orphaned}`, [LEASE_S * 1.5, 30, row.id]);
      if (claimed.rowCount) await this.jobs.send(BULK_QUEUE, { bulkId: row.id });
    }
  }
}

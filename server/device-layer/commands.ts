import { EventEmitter } from 'node:events';
import { can, type Principal } from '../../core/access.js';
import { checkParameterValues, fillTemplate } from '../../core/command-template.js';
import type { CommandDefinition, CommandError } from '../../core/devices/commands.js';
import { writeAudit } from '../crud/audit.js';
import type { Database, Queryable } from '../db/database.js';
import type { LiveEvent } from '../events/event-bus.js';
import { HttpError } from '../http/errors.js';
import { customerOf } from '../events/customers-of.js';
import { answerOf, Batcher, type Answer } from './command-answers.js';
import { commandFor, timeoutOf, type DeviceRow } from './command-catalogue.js';
import type { TrackerProblems } from './tracker-problems.js';

export type CommandStatus = 'queued' | 'sent' | 'succeeded' | 'failed' | 'timedOut' | 'cancelled';

export interface CommandRecordRow {
  id: string;
  device_id: string;
  installation_id: string | null;
  bulk_id: string | null;
  command: string;
  parameters: string | null;
  status: CommandStatus;
  error: string | null;
}

/** What travels to the device on …/cmd/req/{requestId}. */
export interface CommandMessage {
  requestId: string;
  command: string;
  payload: unknown;
  timeoutSeconds: number;
}

export type Send = (deviceId: string, requestId: string, message: CommandMessage) => Promise<void>;

const RETURNING = 'id, device_id, installation_id, bulk_id, command, parameters, status, error';
/** The same columns from `device_commands c`, with the device's name for its tracker problem. */
const RETURNING_WITH_NAME = `${RETURNING.split(', ')
  .map((c) => `c.${c}`)
  .join(', ')}, (select name from devices where id = c.device_id) as name`;

/**
 * Device commands (DESIGN §6): every command is stored before it is sent (queued → sent →
 * succeeded / failed / timed out), so the table is the command audit. A command is sent at most
 * once: only the writer that moves it from queued to sent publishes it, and nothing ever moves it
 * back. Answers and timeouts may arrive on any replica; the first one to finish the row wins.
 */
export class CommandService extends EventEmitter {
  constructor(
    private readonly db: Database,
    private readonly send: Send,
    private readonly problems: TrackerProblems,
    private readonly publish: (event: LiveEvent) => void,
    private readonly log: { warn(obj: object, msg: string): void },
    /**
     * Calls back on any replica's change of a command: with shared subscriptions its answer may
     * reach another replica, whose change comes back through the event bus.
     */
    private readonly watch?: (id: string, changed: () => void) => () => void,
  ) {
    super();
    this.setMaxListeners(0);
  }

  /** Checks who may run what with which values; answers the definition and the typed values. */
  static authorize(
    definition: Pick<CommandDefinition, 'name' | 'capability' | 'parameters'> | undefined,
    principal: Principal,
    values: Record<string, unknown>,
    commandName: string,
  ) {
    if (!definition)
      throw new HttpError(400, 'command_not_executable', `The command can't be executed: this device has no command ${commandName}`, {
        errors: { command: 'commandNotExecutable' },
      });
    if (!can(principal, definition.capability)) throw new HttpError(403, 'forbidden', `The command ${definition.name} needs ${definition.capability}`);
    const { values: typed, problems } = checkParameterValues(definition.parameters, values);
    if (Object.keys(problems).length) {
      throw new HttpError(
        400,
        'bad_request',
        `Invalid parameters: ${Object.entries(problems)
          .map(([k, v]) => `${k}: ${v}`)
          .join('; ')}`,
        {
          errors: Object.fromEntries(Object.entries(problems).map(([k, v]) => [`parameters.${k}`, v])),
        },
      );
    }
    return typed;
  }

  /** Stores and sends one command; with `wait`, answers once it finished or `wait` ms passed. */
  async run(device: DeviceRow, commandName: string, values: Record<string, unknown>, principal: Principal, origin: 'device' | 'quick', wait = 0) {
    const definition = await commandFor(this.db, device, commandName);
    const typed = CommandService.authorize(definition, principal, values, commandName);
    // The command and its audit row commit together: who asked which device to do what, and when.
    const row = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<CommandRecordRow>(
        `insert into device_commands (device_id, installation_id, command, origin, parameters, status, requested_by, requested_by_name, timeout_seconds, queued_at, created_by, updated_by)
         values ($1, $2, $3, $4, $5, 'queued', $6, $7, $8, now(), $6, $6) returning ${RETURNING}`,
        [device.id, device.installation_id, commandName, origin, JSON.stringify(typed), principal.subject, principal.name, timeoutOf(definition!)],
      );
      const inserted = rows[0]!;
      await writeAudit(tx, principal, 'create', 'device-commands', inserted.id, {
        deviceId: { before: null, after: device.id },
        command: { before: null, after: commandName },
        origin: { before: null, after: origin },
      });
      return inserted;
    });
    const finished = wait > 0 ? this.waitFor(row.id, wait) : undefined;
    if (device.status === 'offline') await this.finish(row.id, 'failed', null, 'devicesUnavailable');
    else await this.dispatch(this.db, [row.id]);
    if (finished) await finished;
    return row.id;
  }

  private waitFor(id: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const stop = () => {
        clearTimeout(timer);
        this.off('finished', done);
        unwatch?.();
        resolve();
      };
      const done = (finishedId: string) => {
        if (finishedId === id) stop();
      };
      const timer = setTimeout(stop, ms);
      this.on('finished', done);
      const unwatch = this.watch?.(id, () => {
        void this.db
          .query<{ status: CommandStatus }>('select status from device_commands where id = $1', [id])
          .then(({ rows }) => rows[0] && rows[0].status !== 'queued' && rows[0].status !== 'sent' && stop())
          .catch(() => {});
      });
    });
  }

  /**
   * Moves queued commands to sent and publishes them. A crash after the move and before the
   * publish loses that command (it times out); it is never sent twice.
   */
  async dispatch(db: Queryable, ids: string[], onSent: (sentIds: string[]) => void = () => {}) {
    if (!ids.length) return;
    const { rows } = await db.query<CommandRecordRow & { type: string; component_type_id: string | null; timeout_seconds: number }>(
      `update device_commands c set status = 'sent', sent_at = clock_timestamp(), updated_at = now()
       from devices d where c.id = any($1::text[]) and c.status = 'queued' and d.id = c.device_id
       returning c.id, c.device_id, c.installation_id, c.bulk_id, c.command, c.parameters, c.status, c.error, c.timeout_seconds, d.type, d.component_type_id`,
      [ids],
    );
    // Before any publish: an answer can only come after it, and the caller counts what is in flight.
    onSent(rows.map((r) => r.id));
    // One lookup per kind of device and command, shared by the whole batch (not one per command).
    const definitions = new Map<string, Promise<CommandDefinition | undefined>>();
    await Promise.all(
      rows.map(async (row) => {
        const key = `${row.type}|${row.component_type_id}|${row.command}`;
        if (!definitions.has(key)) definitions.set(key, commandFor(this.db, row, row.command));
        const definition = await definitions.get(key);
        if (!definition) return this.finish(row.id, 'failed', null, 'commandNotExecutable');
        const values = row.parameters ? (JSON.parse(row.parameters) as Record<string, unknown>) : {};
        let payload: unknown;
        try {
          payload = JSON.parse(fillTemplate(definition.payloadTemplate, definition.parameters, values));
        } catch {
          return this.finish(row.id, 'failed', null, 'commandNotExecutable');
        }
        try {
          await this.send(row.device_id, row.id, { requestId: row.id, command: row.command, payload, timeoutSeconds: row.timeout_seconds });
        } catch (error) {
          this.log.warn({ commandId: row.id, error: (error as Error).message }, 'command could not be published');
          await this.finish(row.id, 'failed', null, 'commandNotExecutable');
        }
      }),
    );
    if (rows.some((r) => !r.bulk_id)) for (const row of rows) if (!row.bulk_id) await this.announce(row);
  }

  /** A device's answer on …/cmd/res/{requestId}: `{status: 'ok' | 'error', result?, error?}`. */
  onResponse(deviceId: string, requestId: string, raw: Buffer): Promise<void> {
    return this.answers.add({ id: requestId, deviceId, ...answerOf(raw) });
  }

  /**
   * The answers that arrived while the previous ones were being written, recorded together: one
   * statement for the commands and one lookup of their devices' command problems (a bulk of
   * 10,000 answers arrives hundreds a second; one at a time, the embedded database was the limit).
   */
  private readonly answers = new Batcher<Answer>((batch) => this.finishAnswers(batch));

  private async finishAnswers(batch: Answer[]) {
    const { rows } = await this.db.query<CommandRecordRow & { name: string }>(
      `update device_commands c set status = a.status, result = a.result, error = a.error, finished_at = clock_timestamp(), updated_at = now(),
         duration_ms = case when c.sent_at is null then null else (extract(epoch from clock_timestamp() - c.sent_at) * 1000)::int end
       from (select distinct on (id) * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) with ordinality as a(id, device_id, status, result, error, n) order by id, n) a
       where c.id = a.id and c.device_id = a.device_id and c.status in ('queued', 'sent')
       returning ${RETURNING_WITH_NAME}`,
      [batch.map((a) => a.id), batch.map((a) => a.deviceId), batch.map((a) => a.status), batch.map((a) => a.result), batch.map((a) => a.error)],
    );
    const succeeded = rows.filter((r) => r.status === 'succeeded');
    try {
      await this.problems.commandsSucceeded(succeeded.map((r) => ({ id: r.device_id, name: r.name ?? r.device_id, installationId: r.installation_id })));
    } catch (error) {
      this.log.warn({ commands: succeeded.length, error: (error as Error).message }, 'tracker problems for commands not resolved');
    }
    for (const row of rows) await this.completed(row, true);
  }

  /** Ends a command once; later answers for it change nothing. */
  async finish(id: string, status: Exclude<CommandStatus, 'queued' | 'sent'>, result: string | null, error: CommandError | string | null, deviceId?: string) {
    const { rows } = await this.db.query<CommandRecordRow & { name: string }>(
      `update device_commands c set status = $2, result = $3, error = $4, finished_at = clock_timestamp(), updated_at = now(),
         duration_ms = case when c.sent_at is null then null else (extract(epoch from clock_timestamp() - c.sent_at) * 1000)::int end
       where c.id = $1 and c.status in ('queued', 'sent')${deviceId ? ' and c.device_id = $5' : ''}
       returning ${RETURNING_WITH_NAME}`,
      deviceId ? [id, status, result, error, deviceId] : [id, status, result, error],
    );
    const row = rows[0];
    if (!row) return;
    await this.completed(row);
  }

  /** `successResolved`: a success's problem was resolved already (a batch of answers resolves them together). */
  private async completed(row: CommandRecordRow & { name: string }, successResolved = false) {
    // The problem first: whoever waits for the command sees its consequences too.
    const device = { id: row.device_id, name: row.name ?? row.device_id, installationId: row.installation_id };
    try {
      if (row.status === 'succeeded') {
        if (!successResolved) await this.problems.commandSucceeded(device);
      } else if (row.status === 'failed' || row.status === 'timedOut') await this.problems.commandFailed(device, row.command, row.error ?? row.status);
    } catch (error) {
      this.log.warn({ commandId: row.id, error: (error as Error).message }, 'tracker problem for a command not recorded');
    }
    this.emit('finished', row.id, row);
    if (!row.bulk_id) await this.announce(row);
  }

  private async announce(row: Pick<CommandRecordRow, 'id' | 'installation_id'>) {
    this.publish({ resource: 'device-commands', id: row.id, kind: 'updated', customerIds: await customerOf(this.db, row.installation_id) });
  }

  /**
   * Sent commands whose device stayed silent past their timeout are timed out; single commands
   * still queued a minute after they were stored (their writer died) can no longer be executed.
   */
  async sweep() {
    const { rows } = await this.db.query<CommandRecordRow & { name: string }>(
      `update device_commands c set
         status = case when c.status = 'sent' then 'timedOut' else 'failed' end,
         error = case when c.status = 'sent' then 'timedOut' else 'commandNotExecutable' end,
         finished_at = clock_timestamp(), updated_at = now(),
         duration_ms = case when c.sent_at is null then null else (extract(epoch from clock_timestamp() - c.sent_at) * 1000)::int end
       where (c.status = 'sent' and c.sent_at < clock_timestamp() - c.timeout_seconds * interval '1 second')
          or (c.status = 'queued' and c.bulk_id is null and c.queued_at < clock_timestamp() - interval '1 minute')
       returning ${RETURNING_WITH_NAME}`,
    );
    for (const row of rows) await this.completed(row);
    return rows.length;
  }
}

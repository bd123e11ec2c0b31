import { randomBytes } from 'node:crypto';
import { can, mayChangeOwned, type Principal } from '../../core/access.js';
import type { LinkedFile, StoredFile } from '../../core/files.js';
import { issue, type AuditEntry, type FieldDefinition, type ResourceDefinition } from '../../core/resource-kit/index.js';
import type { CustomerScopeCache } from '../auth/customer-scope-cache.js';
import type { Database, Queryable } from '../db/database.js';
import type { LiveEvent } from '../events/event-bus.js';
import { HttpError } from '../http/errors.js';
import { filterConditions, parseListQuery, type ListQuery } from './list-query.js';
import { scopeCondition, scopeKeyOf, type ScopeContext } from './scope.js';
import { SqlParams } from './sql-params.js';
import { quoteIdent, type TableModel } from './table-model.js';
import { writeAudit } from './audit.js';
import { EstimateCache } from './estimate-cache.js';
import { eventAudience } from './event-audience.js';
import { SECRET_MASK } from './json-rows.js';
import { columnList, EXACT_COUNT_LIMIT, listShapeOf, listStatements, type ListShape, type ListStatements } from './list-statements.js';
import { setBounded } from '../../core/bounded-map.js';

export type ApiRecord = Record<string, unknown> & { id: string; version: number };

/** Reads the console repeats (list pages, counts, a record by id) stay prepared on the connection. */
const PREPARED = { prepare: true } as const;
/** List plans remembered (a few kilobytes each): every list in use, with room for the searches typed into them. */
const LIST_PLANS_KEPT = 500;

/** A list request as parsed and, for JSON-rendered lists, its statements (see `listPlan`). Shared: never changed. */
export interface ListPlan {
  readonly query: ListQuery;
  readonly sql?: ListStatements;
}

/** Audit rows say that a secret changed, never what it is. */
const SECRET_AUDIT = '(generated)';
/** Audit rows name a stored file by what a person recognises, not by its whole metadata. */
const fileAudit = (file: StoredFile) => ({ name: file.name, size: file.size, contentType: file.contentType, key: file.key });
/** A new value for a generated secret field, with the field's prefix. */
export const newSecret = (def: ResourceDefinition, field: string) => {
  const f = def.fields[field];
  return `${(f && 'secretPrefix' in f && f.secretPrefix) || 'whsec_'}${randomBytes(24).toString('base64url')}`;
};

/** Thrown with field errors whose messages are still keys (formatted per request language). */
export class FieldErrors extends HttpError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(status, code, message, {});
  }
}

/** JSON with sorted keys: jsonb stores objects with its own key order, which is not a change. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k] ?? null)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null, fields: string[]) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of fields) {
    const b = before?.[field] ?? null;
    const a = after?.[field] ?? null;
    if (!same(a, b)) changes[field] = { before: b, after: a };
  }
  return changes;
}

export interface WriteEvent {
  resource: string;
  action: 'create' | 'update' | 'delete';
  before: ApiRecord | null;
  after: ApiRecord | null;
  principal: Principal;
}
/** A reference's `where` in words, for the field's message. */
const fitRule = (def: FieldDefinition) => {
  const where = 'where' in def ? def.where : undefined;
  return [...Object.entries(where?.values ?? {}).map(([f, v]) => `${f} ${v.join('/')}`), ...(where?.sameAs ? [`the same ${where.sameAs}`] : [])].join(', ');
};

export type WriteHook = (tx: Queryable, write: WriteEvent) => Promise<void>;
/** What a module makes of a record's values before they are written (sanitised markup), or why it refuses them (an HttpError). */
export type PrepareHook = (tx: Queryable, values: Record<string, unknown>, write: Omit<WriteEvent, 'after' | 'resource'>) => Promise<Record<string, unknown>>;

/**
 * Reads and writes the records of every resource with parameterised SQL. Writes run in one
 * transaction with their audit row; customer users only ever see, reference and write records
 * inside their customers.
 */
export class ResourceRepository {
  private readonly estimates = new EstimateCache();
  private readonly listPlans = new Map<string, ListPlan>();
  private readonly writeHooks = new Map<string, WriteHook[]>();
  private readonly prepareHooks = new Map<string, PrepareHook[]>();

  constructor(
    private readonly db: Database,
    private readonly models: Map<string, TableModel>,
    private readonly cache: CustomerScopeCache,
    private readonly publish: (event: LiveEvent) => void = () => {},
    /** Adds the signed links to a stored file as the API answers it. */
    private readonly linkFile: (file: StoredFile) => LinkedFile | StoredFile = (file) => file,
  ) {}

  /** The customers a record belongs to, so live events reach only users who may see it. */
  private async customerIdsOf(model: TableModel, record: Record<string, unknown>, db: Queryable, depth = 0): Promise<string[] | undefined> {
    const scope = model.def.scope;
    if (!scope || depth > 5) return undefined;
    if ('staffOnly' in scope) return [];
    if ('customerField' in scope) {
      const value = scope.customerField === 'id' ? record.id : record[scope.customerField];
      return value == null ? [] : [String(value)];
    }
    const via = model.byField.get(scope.through)!;
    const parent = this.models.get((via.field_ as { reference: string }).reference)!;
    const parentId = record[scope.through];
    if (parentId == null) return [];
    const { rows } = await db.query(`select ${columnList(parent)} from ${quoteIdent(parent.table)} where id = $1`, [parentId]);
    return rows[0] ? this.customerIdsOf(parent, this.toRecord(parent, rows[0]), db, depth + 1) : [];
  }

  /** The event of a change to `records` (before and after, or the one), addressed to whoever may read either. */
  private async eventFor(model: TableModel, records: ApiRecord[], kind: LiveEvent['kind'], db: Queryable): Promise<LiveEvent> {
    const customers = await Promise.all(records.map((r) => this.customerIdsOf(model, r, db)));
    const customerIds = customers.every(Boolean) ? [...new Set(customers.flatMap((c) => c!))] : undefined;
    return { resource: model.def.name, id: records.at(-1)!.id, kind, customerIds, audience: eventAudience(model.def, records) };
  }

  private async announce(model: TableModel, record: ApiRecord, kind: LiveEvent['kind'], db: Queryable) {
    const event = await this.eventFor(model, [record], kind, db);
    return () => this.publish(event);
  }

  /** Tells the live streams that a record changed outside the generic writes (a module's own table beside it). */
  async announceChanged(model: TableModel, id: string): Promise<void> {
    const { rows } = await this.db.query(`select ${columnList(model)} from ${quoteIdent(model.table)} where id = $1`, [id]);
    if (rows[0]) (await this.announce(model, this.toRecord(model, rows[0]), 'updated', this.db))();
  }

  /**
   * Work a module must do with every write of one resource, inside the write's transaction (an
   * outbox entry that mirrors a ticket to Freshdesk): it is written with the record or not at all.
   */
  onWrite(resource: string, hook: WriteHook) {
    this.writeHooks.set(resource, [...(this.writeHooks.get(resource) ?? []), hook]);
  }

  /**
   * Work a module must do with a record's values before they are written, inside the write's
   * transaction: cleaning untrusted markup, checking what a reference points to beyond its existence.
   */
  beforeWrite(resource: string, hook: PrepareHook) {
    this.prepareHooks.set(resource, [...(this.prepareHooks.get(resource) ?? []), hook]);
  }

  private async runPrepareHooks(tx: Queryable, model: TableModel, values: Record<string, unknown>, write: Omit<WriteEvent, 'after' | 'resource'>) {
    let prepared = values;
    for (const hook of this.prepareHooks.get(model.def.name) ?? []) prepared = await hook(tx, prepared, write);
    return prepared;
  }

  private async runWriteHooks(tx: Queryable, model: TableModel, write: Omit<WriteEvent, 'resource'>) {
    for (const hook of this.writeHooks.get(model.def.name) ?? []) await hook(tx, { ...write, resource: model.def.name });
  }

  private context(db: Queryable): ScopeContext {
    return { models: this.models, db, cache: this.cache };
  }

  /** A row as the API shows it; secrets only as a hint (their last characters), unless revealed. */
  toRecord(model: TableModel, row: Record<string, unknown>, reveal = false): ApiRecord {
    const record: Record<string, unknown> = {};
    for (const c of model.columns) record[c.field] = row[c.column] ?? (c.storage === 'array' ? [] : null);
    for (const field of model.secrets) {
      const value = record[field];
      if (typeof value === 'string' && !reveal) record[field] = `${SECRET_MASK}${value.slice(-4)}`;
    }
    for (const field of model.files) {
      const value = record[field];
      if (value && typeof value === 'object') record[field] = this.linkFile(value as StoredFile);
    }
    for (const [name, computed] of Object.entries(model.def.computed ?? {})) record[name] = computed.compute(record);
    return record as ApiRecord;
  }

  private async where(model: TableModel, principal: Principal, params: SqlParams, db: Queryable, extra: string[] = []) {
    const scope = await scopeCondition(model, principal, params, 't', this.context(db));
    const conditions = [...extra, ...(scope ? [scope] : [])];
    return conditions.length ? ` where ${conditions.join(' and ')}` : '';
  }

  /** The statements of a list request as `principal` may make it (filters and customer scope). */
  async listStatements(model: TableModel, query: ListQuery, principal: Principal, shape: ListShape = 'rows'): Promise<ListStatements> {
    const params = new SqlParams();
    const where = await this.where(model, principal, params, this.db, filterConditions(model, query.filter, params, 't'));
    return listStatements(model, query, where, params.values, shape);
  }

  async list(model: TableModel, query: ListQuery, principal: Principal): Promise<{ records: ApiRecord[]; total: number; estimated: boolean }> {
    const sql = await this.listStatements(model, query, principal);
    const { rows } = await this.db.query<{ __total: number }>(sql.page, sql.values, PREPARED);
    return { records: rows.map((r) => this.toRecord(model, r)), ...(await this.totalOf(sql, rows, query)) };
  }

  /**
   * A list request's parsed query and, for lists PostgreSQL renders as JSON, its statements. The
   * console asks for the same list again and again (each live update refetches it), so where the
   * caller's scope is fixed by their token alone (scopeKeyOf) both are remembered by the request's
   * query string: the parsing, validation and SQL building happen once per list, not per request.
   */
  async listPlan(model: TableModel, raw: Record<string, unknown>, search: string, principal: Principal): Promise<ListPlan> {
    const scopeKey = scopeKeyOf(model, principal);
    const key = scopeKey === undefined ? undefined : `${model.def.name}\u0000${scopeKey}\u0000${search}`;
    const known = key === undefined ? undefined : this.listPlans.get(key);
    if (known) return known;
    const query = parseListQuery(model, raw);
    const plan: ListPlan = { query, ...(listShapeOf(model) === 'json' && { sql: await this.listStatements(model, query, principal, 'json') }) };
    if (key !== undefined) setBounded(this.listPlans, key, plan, LIST_PLANS_KEPT);
    return plan;
  }

  /**
   * A list page as the API sends it: a JSON array of the records, rendered by PostgreSQL where the
   * records need no JavaScript (see json-rows.ts), with its length and total. `sql`: the page's
   * statements from its plan, when they were made already.
   */
  async listJson(
    model: TableModel,
    query: ListQuery,
    principal: Principal,
    planned?: ListStatements,
  ): Promise<{ json: string; length: number; total: number; estimated: boolean }> {
    if (listShapeOf(model) === 'rows') {
      const { records, ...total } = await this.list(model, query, principal);
      return { json: JSON.stringify(records), length: records.length, ...total };
    }
    const sql = planned ?? (await this.listStatements(model, query, principal, 'json'));
    const { rows } = await this.db.query<{ __json: string; __total: number }>(sql.page, sql.values, PREPARED);
    return { json: `[${rows.map((r) => r.__json).join(',')}]`, length: rows.length, ...(await this.totalOf(sql, rows, query)) };
  }

  private async totalOf(sql: ListStatements, rows: Array<{ __total: number }>, query: ListQuery) {
    // An empty page past the end still has a total to report.
    const counted = rows[0]?.__total ?? (query.range?.[0] ? ((await this.db.query<{ total: number }>(sql.count, sql.values, PREPARED)).rows[0]?.total ?? 0) : 0);
    if (counted <= EXACT_COUNT_LIMIT) return { total: counted, estimated: false };
    const estimate = await this.estimates.get(sql, () => this.estimateRows(sql.estimate, sql.values));
    return { total: Math.max(EXACT_COUNT_LIMIT + 1, estimate), estimated: true };
  }

  /** The planner's row estimate from an `explain (format json)` (statistics kept by ANALYZE and autovacuum). */
  private async estimateRows(explain: string, values: unknown[]): Promise<number> {
    const { rows } = await this.db.query<{ 'QUERY PLAN': unknown }>(explain, values, PREPARED);
    const raw = rows[0]?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
    return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
  }

  /** The record as the principal may see it, or a 404 that names it. */
  async require(model: TableModel, id: string, principal: Principal, db: Queryable = this.db, lock = false): Promise<ApiRecord> {
    const record = await this.get(model, id, principal, db, lock);
    if (!record) throw new HttpError(404, 'not_found', `No ${model.def.label.en.one.toLowerCase()} ${id}`);
    return record;
  }

  async get(model: TableModel, id: string, principal: Principal, db: Queryable = this.db, lock = false): Promise<ApiRecord | undefined> {
    const params = new SqlParams();
    const where = await this.where(model, principal, params, db, [`t.id = ${params.add(id)}`]);
    const { rows } = await db.query(`select ${columnList(model, 't')} from ${quoteIdent(model.table)} t${where}${lock ? ' for update' : ''}`, params.values, PREPARED);
    return rows[0] ? this.toRecord(model, rows[0]) : undefined;
  }

  /** Every referenced id must exist and be visible to the writer: no pointing at another customer's records. */
  private async checkReferences(model: TableModel, data: Record<string, unknown>, principal: Principal, db: Queryable) {
    const errors: Record<string, string> = {};
    for (const [field, def] of Object.entries(model.def.fields)) {
      if (def.kind !== 'reference' && def.kind !== 'referenceMany') continue;
      const value = data[field];
      const ids = [...new Set((Array.isArray(value) ? value : value == null ? [] : [value]).map(String))];
      if (!ids.length) continue;
      const target = this.models.get(def.reference);
      if (!target) throw new Error(`${model.def.name}.${field} references unknown resource ${def.reference}`);
      const params = new SqlParams();
      const idsParam = params.add(ids);
      const scope = await scopeCondition(target, principal, params, 'r', this.context(db));
      const { rows } = await db.query<{ found: number; fitting: number }>(
        `select count(*)::int as found, count(*) filter (where ${this.fitCondition(def, target, data, params)})::int as fitting
         from ${quoteIdent(target.table)} r where r.id = any(${idsParam}::text[])${scope ? ` and ${scope}` : ''}`,
        params.values,
      );
      if ((rows[0]?.found ?? 0) !== ids.length) errors[field] = issue('reference', { resource: target.def.label.en.one });
      else if ((rows[0]?.fitting ?? 0) !== ids.length) errors[field] = issue('referenceDoesNotFit', { rule: fitRule(def) });
    }
    if (Object.keys(errors).length) throw new FieldErrors(400, 'validation_failed', `Invalid references: ${Object.keys(errors).join(', ')}`, errors);
  }

  /** The SQL that a referenced record fits the field's `where` (true without one). */
  private fitCondition(def: FieldDefinition, target: TableModel, data: Record<string, unknown>, params: SqlParams): string {
    const where = 'where' in def ? def.where : undefined;
    if (!where) return 'true';
    const column = (field: string) => `r.${quoteIdent(target.byField.get(field)!.column)}`;
    const conditions = Object.entries(where.values ?? {}).map(([field, values]) => `${column(field)} = any(${params.add([...values])}::text[])`);
    if (where.sameAs) conditions.push(`${column(where.sameAs)} is not distinct from ${params.add(data[where.sameAs] ?? null)}::text`);
    return conditions.join(' and ') || 'true';
  }

  /**
   * Customer staff write only records that belong to one of their customers: a global record
   * (catalogue, templates, settings) or a staff-only one is never theirs, whatever their roles.
   */
  private checkCustomerWrite(model: TableModel, principal: Principal) {
    if (principal.scope === 'staff') return;
    const scope = model.def.scope;
    if (!scope || 'staffOnly' in scope || principal.customerIds.length === 0) {
      throw new HttpError(403, 'forbidden', `${model.def.label.en.many} are not records of your customers; only the provider's staff may change them`);
    }
  }

  /** A write must leave the record inside the writer's own scope (a customer cannot give a record away). */
  private async checkStillVisible(model: TableModel, id: string, principal: Principal, db: Queryable) {
    if (principal.scope === 'staff') return;
    if (!(await this.get(model, id, principal, db))) {
      throw new HttpError(403, 'forbidden', `The ${model.def.label.en.one.toLowerCase()} would leave your customers' records`);
    }
  }

  private async audit(db: Queryable, model: TableModel, principal: Principal, action: AuditEntry['action'], id: string, changes: AuditEntry['changes']) {
    await writeAudit(db, principal, action, model.def.name, id, changes);
  }

  private columnValue(model: TableModel, field: string, value: unknown): [string, unknown, string] {
    const c = model.byField.get(field)!;
    if (c.storage === 'json') return [c.column, value == null ? null : JSON.stringify(value), '::jsonb'];
    if (c.storage === 'array') return [c.column, value ?? [], '::text[]'];
    return [c.column, value ?? null, ''];
  }

  /** Records with an owner change only by their owner's hand or with the override capability. */
  private checkOwner(model: TableModel, record: ApiRecord, principal: Principal) {
    const owner = model.def.owner;
    if (mayChangeOwned(owner, record, principal)) return;
    throw new HttpError(403, 'forbidden', `Only the author of this ${model.def.label.en.one.toLowerCase()} (or ${owner!.override}) may change or delete it`);
  }

  /** The field's column, and its sort-key column where it has one. */
  private columnValues(model: TableModel, field: string, value: unknown): Array<[string, unknown, string]> {
    const c = model.byField.get(field)!;
    const out = [this.columnValue(model, field, value)];
    if (c.sortKey) out.push([c.sortKey.column, c.sortKey.compute(value), '']);
    return out;
  }

  /** A new record of an ordered resource goes last in its group. */
  private async nextPosition(model: TableModel, data: Record<string, unknown>, db: Queryable): Promise<number> {
    const order = model.def.order!;
    const column = quoteIdent(model.byField.get(order.field)!.column);
    const within = order.within ? model.byField.get(order.within)!.column : undefined;
    const { rows } = await db.query<{ last: number | null }>(
      `select max(${column})::int as last from ${quoteIdent(model.table)}${within ? ` where ${quoteIdent(within)} = $1` : ''}`,
      within ? [data[order.within!]] : [],
    );
    return (rows[0]?.last ?? 0) + 1;
  }

  /**
   * Saves a user-defined order: `ids` are all records of one group in their new order. Either the
   * whole order is saved or nothing is; each record that moved is versioned and audited.
   */
  async reorder(model: TableModel, ids: string[], principal: Principal): Promise<ApiRecord[]> {
    this.checkCustomerWrite(model, principal);
    const order = model.def.order!;
    const result: { records: ApiRecord[]; announce: Array<() => void> } = await this.db.transaction(async (tx) => {
      const params = new SqlParams();
      const where = await this.where(model, principal, params, tx, [`t.id = any(${params.add(ids)}::text[])`]);
      // Locked in id order: concurrent reorders of one group then queue behind each other instead of
      // deadlocking (a scan's order follows where each updated row now lies, which differs between them).
      const { rows } = await tx.query(`select ${columnList(model, 't')} from ${quoteIdent(model.table)} t${where} order by t.id for update`, params.values);
      const current = new Map(rows.map((r) => [String(r.id), this.toRecord(model, r)]));
      const missing = ids.filter((id) => !current.has(id));
      if (missing.length) throw new HttpError(400, 'bad_request', `Unknown or inaccessible ${model.def.label.en.many.toLowerCase()}: ${missing.join(', ')}`);
      if (order.within) {
        const groups = new Set([...current.values()].map((r) => r[order.within!]));
        if (groups.size > 1) throw new HttpError(400, 'bad_request', `All records must belong to the same ${order.within}`);
        const group = [...groups][0];
        const column = quoteIdent(model.byField.get(order.within)!.column);
        const { rows: all } = await tx.query<{ n: number }>(`select count(*)::int as n from ${quoteIdent(model.table)} where ${column} = $1`, [group]);
        if (all[0]!.n !== ids.length) throw new HttpError(400, 'bad_request', `The order must name all ${all[0]!.n} records of this ${order.within}, not ${ids.length}`);
      } else {
        const { rows: all } = await tx.query<{ n: number }>(`select count(*)::int as n from ${quoteIdent(model.table)}`);
        if (all[0]!.n !== ids.length) throw new HttpError(400, 'bad_request', `The order must name all ${all[0]!.n} records, not ${ids.length}`);
      }
      const column = quoteIdent(model.byField.get(order.field)!.column);
      const records: ApiRecord[] = [];
      const announce: Array<() => void> = [];
      for (const [index, id] of ids.entries()) {
        const before = current.get(id)!;
        const position = index + 1;
        if (before[order.field] === position) {
          records.push(before);
          continue;
        }
        const { rows: updated } = await tx.query(
          `update ${quoteIdent(model.table)} set ${column} = $1, version = version + 1, updated_at = now(), updated_by = $2 where id = $3 returning ${columnList(model)}`,
          [position, principal.subject, id],
        );
        const record = this.toRecord(model, updated[0]!);
        await this.audit(tx, model, principal, 'update', id, { [order.field]: { before: before[order.field], after: position } });
        announce.push(await this.announce(model, record, 'updated', tx));
        records.push(record);
      }
      return { records, announce };
    });
    for (const a of result.announce) a();
    return result.records;
  }

  /**
   * Puts a stored file into a record's file field (or clears it), as one audited change of the
   * record; with `version`, only if the record is still at it. Answers the record and the file it
   * replaced, which the caller removes from the storage once this committed.
   */
  async setFile(
    model: TableModel,
    id: string,
    field: string,
    file: StoredFile | null,
    principal: Principal,
    version?: number,
  ): Promise<{ record: ApiRecord; replaced: StoredFile | null }> {
    this.checkCustomerWrite(model, principal);
    const column = model.byField.get(field);
    if (column?.field_?.kind !== 'file') throw new HttpError(404, 'not_found', `${model.def.label.en.one} has no file "${field}"`);
    const result = await this.db.transaction(async (tx) => {
      const current = await this.require(model, id, principal, tx, true);
      this.checkOwner(model, current, principal);
      if (version !== undefined && current.version !== version) {
        throw new HttpError(
          409,
          'conflict',
          `The ${model.def.label.en.one.toLowerCase()} was changed by someone else (version ${current.version}, yours ${version}). Reload it and try again.`,
          { current },
        );
      }
      const { rows: before } = await tx.query<{ file: StoredFile | null }>(`select ${quoteIdent(column.column)} as file from ${quoteIdent(model.table)} where id = $1`, [id]);
      const replaced = before[0]?.file ?? null;
      const { rows } = await tx.query(
        `update ${quoteIdent(model.table)} set ${quoteIdent(column.column)} = $1::jsonb, version = version + 1, updated_at = now(), updated_by = $2 where id = $3 returning ${columnList(model)}`,
        [file ? JSON.stringify(file) : null, principal.subject, id],
      );
      const record = this.toRecord(model, rows[0]!);
      await this.audit(tx, model, principal, 'update', id, { [field]: { before: replaced && fileAudit(replaced), after: file && fileAudit(file) } });
      return { record, replaced, announce: await this.announce(model, record, 'updated', tx) };
    });
    result.announce();
    return { record: result.record, replaced: result.replaced };
  }

  /** The stored files of a record as the table holds them (without links), e.g. to remove them after it was deleted. */
  async filesOf(model: TableModel, record: ApiRecord): Promise<StoredFile[]> {
    if (!model.files.length) return [];
    const { rows } = await this.db.query<Record<string, StoredFile | null>>(
      `select ${model.files.map((f) => quoteIdent(model.byField.get(f)!.column)).join(', ')} from ${quoteIdent(model.table)} where id = $1`,
      [record.id],
    );
    return rows[0] ? Object.values(rows[0]).filter((f): f is StoredFile => !!f) : [];
  }

  /** Replaces a generated secret; the new one is in this answer only. */
  async rotateSecret(model: TableModel, id: string, principal: Principal): Promise<ApiRecord> {
    this.checkCustomerWrite(model, principal);
    const fields = model.secrets;
    const result: { record: ApiRecord; announce: () => void } = await this.db.transaction(async (tx) => {
      // The record must exist and be in the user's scope; its values are replaced below.
      await this.require(model, id, principal, tx, true);
      const params = new SqlParams();
      const sets = fields.map((f) => `${quoteIdent(model.byField.get(f)!.column)} = ${params.add(newSecret(model.def, f))}`);
      const { rows } = await tx.query(
        `update ${quoteIdent(model.table)} set ${sets.join(', ')}, version = version + 1, updated_at = now(), updated_by = ${params.add(principal.subject)} where id = ${params.add(id)} returning ${columnList(model)}`,
        params.values,
      );
      const record = this.toRecord(model, rows[0]!, true);
      await this.audit(tx, model, principal, 'update', id, Object.fromEntries(fields.map((f) => [f, { before: SECRET_AUDIT, after: SECRET_AUDIT }])));
      return { record, announce: await this.announce(model, record, 'updated', tx) };
    });
    result.announce();
    return result.record;
  }

  private writableFields(model: TableModel): string[] {
    return Object.entries(model.def.fields)
      .filter(([, f]) => !f.readOnly)
      .map(([n]) => n);
  }

  private ownershipChanged(model: TableModel) {
    // Another resource may be scoped through this one: cached visible ids are stale now.
    if (
      [...this.models.values()].some(
        (m) =>
          m.def.scope &&
          'through' in m.def.scope &&
          m.byField.get(m.def.scope.through)?.field_?.kind === 'reference' &&
          (m.byField.get(m.def.scope.through)!.field_ as { reference: string }).reference === model.def.name,
      )
    ) {
      this.cache.clearAll();
    }
  }

  /** `files`: stored files of the record's file fields, written with it (the with-files create). */
  async create(model: TableModel, input: Record<string, unknown>, principal: Principal, files: Record<string, StoredFile> = {}): Promise<ApiRecord> {
    this.checkCustomerWrite(model, principal);
    let data = input;
    const record: { created: ApiRecord; announce: () => void } = await this.db.transaction(async (tx) => {
      await this.checkReferences(model, data, principal, tx);
      data = await this.runPrepareHooks(tx, model, data, { action: 'create', before: null, principal });
      const params = new SqlParams();
      const columns: string[] = [];
      const values: string[] = [];
      if (model.def.id.strategy === 'provided') {
        columns.push('id');
        values.push(params.add(data.id));
      }
      if (model.def.order) data = { ...data, [model.def.order.field]: data[model.def.order.field] ?? (await this.nextPosition(model, data, tx)) };
      for (const field of this.writableFields(model)) {
        for (const [column, value, cast] of this.columnValues(model, field, data[field])) {
          columns.push(quoteIdent(column));
          values.push(`${params.add(value)}${cast}`);
        }
      }
      for (const { column, stamp } of model.stamps) {
        columns.push(quoteIdent(column));
        values.push(params.add(stamp === 'actorName' ? principal.name : principal.subject));
      }
      for (const [field, file] of Object.entries(files)) {
        columns.push(quoteIdent(model.byField.get(field)!.column));
        values.push(`${params.add(JSON.stringify(file))}::jsonb`);
      }
      const secrets = model.secrets;
      for (const field of secrets) {
        columns.push(quoteIdent(model.byField.get(field)!.column));
        values.push(params.add(newSecret(model.def, field)));
      }
      columns.push('created_by', 'updated_by');
      values.push(params.add(principal.subject), params.add(principal.subject));
      const { rows } = await tx.query(`insert into ${quoteIdent(model.table)} (${columns.join(', ')}) values (${values.join(', ')}) returning ${columnList(model)}`, params.values);
      // The creator sees a generated secret once, in this answer.
      const created = this.toRecord(model, rows[0]!, true);
      await this.checkStillVisible(model, created.id, principal, tx);
      await this.audit(tx, model, principal, 'create', created.id, {
        ...diff(null, created, [...this.writableFields(model), ...model.stamps.map((s) => s.field)]),
        ...Object.fromEntries(secrets.map((f) => [f, { before: null, after: SECRET_AUDIT }])),
        ...Object.fromEntries(Object.entries(files).map(([f, file]) => [f, { before: null, after: fileAudit(file) }])),
      });
      await this.runWriteHooks(tx, model, { action: 'create', before: null, after: created, principal });
      return { created, announce: await this.announce(model, created, 'created', tx) };
    });
    this.ownershipChanged(model);
    record.announce();
    return record.created;
  }

  /** `input` is the whole new record, or made from the current one (a PATCH merges into it). */
  async update(model: TableModel, id: string, input: Record<string, unknown> | ((current: ApiRecord) => Record<string, unknown>), principal: Principal): Promise<ApiRecord> {
    this.checkCustomerWrite(model, principal);
    const record: { updated: ApiRecord; announce: () => void } = await this.db.transaction(async (tx) => {
      const current = await this.require(model, id, principal, tx, true);
      this.checkOwner(model, current, principal);
      const given = typeof input === 'function' ? input(current) : input;
      if (current.version !== given.version) {
        throw new HttpError(
          409,
          'conflict',
          `The ${model.def.label.en.one.toLowerCase()} was changed by someone else (version ${current.version}, yours ${String(given.version)}). Reload it and apply your change again.`,
          {
            current,
          },
        );
      }
      const data = await this.runPrepareHooks(tx, model, given, { action: 'update', before: current, principal });
      const fields = this.writableFields(model);
      const changes = diff(current, data, fields);
      if (!Object.keys(changes).length) return { updated: current, announce: () => {} };
      await this.checkReferences(model, Object.fromEntries(Object.keys(changes).map((f) => [f, data[f]])), principal, tx);
      const params = new SqlParams();
      const sets = Object.keys(changes).flatMap((field) =>
        this.columnValues(model, field, data[field]).map(([column, value, cast]) => `${quoteIdent(column)} = ${params.add(value)}${cast}`),
      );
      sets.push('version = version + 1', 'updated_at = now()', `updated_by = ${params.add(principal.subject)}`);
      const { rows } = await tx.query(
        `update ${quoteIdent(model.table)} t set ${sets.join(', ')} where t.id = ${params.add(id)} and t.version = ${params.add(current.version)} returning ${columnList(model)}`,
        params.values,
      );
      const updated = this.toRecord(model, rows[0]!);
      await this.checkStillVisible(model, id, principal, tx);
      await this.audit(tx, model, principal, 'update', id, changes);
      await this.runWriteHooks(tx, model, { action: 'update', before: current, after: updated, principal });
      // Whoever could read it before or can now may be watching (a record that moved between customers, a note now shared).
      const event = await this.eventFor(model, [current, updated], 'updated', tx);
      return { updated, announce: () => this.publish(event) };
    });
    this.ownershipChanged(model);
    record.announce();
    return record.updated;
  }

  async remove(model: TableModel, id: string, principal: Principal): Promise<ApiRecord> {
    this.checkCustomerWrite(model, principal);
    const record: { removed: ApiRecord; announce: () => void } = await this.db.transaction(async (tx) => {
      const current = await this.require(model, id, principal, tx, true);
      this.checkOwner(model, current, principal);
      await this.detachFromLists(model, id, principal, tx);
      await tx.query(`delete from ${quoteIdent(model.table)} where id = $1`, [id]);
      const announce = await this.announce(model, current, 'deleted', tx);
      await this.audit(tx, model, principal, 'delete', id, diff(current, null, this.writableFields(model)));
      await this.runWriteHooks(tx, model, { action: 'delete', before: current, after: null, principal });
      return { removed: current, announce };
    });
    this.ownershipChanged(model);
    record.announce();
    return record.removed;
  }

  /**
   * Many-to-many references are id lists, which no foreign key guards: a deleted record leaves
   * every list naming it, in the same transaction, and each record so changed is audited.
   */
  private async detachFromLists(model: TableModel, id: string, principal: Principal, tx: Queryable) {
    for (const other of this.models.values()) {
      for (const column of other.columns) {
        if (column.field_?.kind !== 'referenceMany' || column.field_.reference !== model.def.name) continue;
        const col = quoteIdent(column.column);
        const { rows } = await tx.query<{ id: string; before: string[] }>(
          `with affected as (select id, ${col} as before from ${quoteIdent(other.table)} where ${col} @> array[$1]::text[] for update)
           update ${quoteIdent(other.table)} t set ${col} = array_remove(t.${col}, $1), version = t.version + 1, updated_at = now(), updated_by = $2
           from affected where t.id = affected.id returning t.id, affected.before`,
          [id, principal.subject],
        );
        for (const row of rows) {
          const after = row.before.filter((v) => v !== id);
          await this.audit(tx, other, principal, 'update', row.id, { [column.field]: { before: row.before, after } });
        }
      }
    }
  }

  /**
   * A record's history, under exactly the rules of reading the record: whoever may not read it
   * (another customer's, another person's owner-only record) gets nothing. A deleted record's
   * history stays readable for staff who could have read the record: for an owner-only one, its
   * owner (as the audit rows name them) or a holder of the capability to read everyone's.
   */
  async history(model: TableModel, id: string, principal: Principal): Promise<AuditEntry[] | undefined> {
    const visible = !!(await this.get(model, id, principal));
    if (!visible) {
      if (principal.scope !== 'staff') return undefined;
      const { rows: present } = await this.db.query(`select 1 from ${quoteIdent(model.table)} where id = $1`, [id]);
      if (present.length) return undefined;
    }
    const { rows } = await this.db.query<AuditEntry & { actor_name: string | null }>(
      `select id, at, actor, actor_name, action, changes from audit_log where resource = $1 and record_id = $2 order by id desc limit 500`,
      [model.def.name, id],
    );
    const entries = rows.map(({ actor_name, ...r }) => ({ ...r, actorName: actor_name }));
    if (!visible && !deletedRecordReadable(model, entries, principal)) return undefined;
    return entries;
  }
}

/** Whether a staff user could have read a deleted record whose audit rows (newest first) are these. */
function deletedRecordReadable(model: TableModel, entries: AuditEntry[], principal: Principal): boolean {
  const owner = model.def.owner;
  if (!owner?.readOthers || can(principal, owner.readOthers)) return true;
  const named = entries.find((e) => e.changes?.[owner.field]);
  const change = named?.changes[owner.field];
  return (change?.after ?? change?.before) === principal.subject;
}

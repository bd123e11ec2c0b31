import type { FastifyInstance } from 'fastify';
import { can, type Principal } from '../../../core/access.js';
import { REPORT_DEFINITIONS, type ReportAnswer, type ReportColumn, type ReportName, type ReportQuery, type ReportTable, type ValueKind } from '../../../core/reports.js';
import { addDays, todayIn, type Label } from '../../../core/resource-kit/index.js';
import { scopeCondition } from '../../crud/scope.js';
import { SqlParams } from '../../crud/sql-params.js';
import { HttpError } from '../../http/errors.js';

/** At most this many rows of a table travel to the page (and the PDF); the spreadsheet has them all. */
export const PAGE_ROWS = 2000;
export const PDF_ROWS = 5000;

export type Bucket = 'hour' | 'day' | 'month';

/** What every report builder gets: the caller, the range in their time zone, whose data, and SQL conditions by policy. */
export class ReportContext {
  readonly fromDay: string;
  readonly toDay: string;
  readonly from: Date;
  readonly to: Date;
  readonly scope: 'own' | 'all';
  readonly bucket: Bucket;

  constructor(
    readonly app: FastifyInstance,
    readonly report: ReportName,
    readonly principal: Principal,
    readonly query: ReportQuery,
    /** The most rows a table keeps (the page's limit; all for the spreadsheet). */
    readonly rowLimit: number,
  ) {
    this.from = new Date(query.from);
    this.to = new Date(query.to);
    this.fromDay = todayIn(query.timeZone, this.from);
    // `to` is exclusive: a range ending at midnight ends the day before.
    this.toDay = todayIn(query.timeZone, new Date(this.to.getTime() - 1));
    const def = REPORT_DEFINITIONS[report];
    const everyone = can(principal, 'projects.manage');
    if (def.ownData && query.employee && query.employee !== principal.subject && !everyone)
      throw new HttpError(403, 'forbidden', 'Only projects.manage may read another person’s report');
    this.scope = def.ownData && !everyone ? 'own' : 'all';
    const span = this.to.getTime() - this.from.getTime();
    this.bucket = span <= 2 * 86_400_000 ? 'hour' : span <= 93 * 86_400_000 ? 'day' : 'month';
  }

  /** The chart step of data kept per calendar day (worklogs, absences): hours do not apply, a day is the finest. */
  get dayStep(): 'day' | 'month' {
    return this.bucket === 'month' ? 'month' : 'day';
  }

  /** The filter values the answer repeats (what the page shows as chosen). */
  get filters(): Record<string, string | boolean> {
    const out: Record<string, string | boolean> = {};
    for (const name of REPORT_DEFINITIONS[this.report].filters) {
      const value = this.query[name];
      if (value !== undefined) out[name] = value;
    }
    return out;
  }

  /** The access policy's condition on a resource's rows (customer scope, one's own records). */
  async policy(resource: string, params: SqlParams, alias: string): Promise<string> {
    const model = this.app.resources.models.get(resource)!;
    const condition = await scopeCondition(model, this.principal, params, alias, { models: this.app.resources.models, db: this.app.db, cache: this.app.customerScopeCache });
    return condition ?? 'true';
  }

  params() {
    return new SqlParams();
  }

  /** The answer's frame around what the builder computed. */
  answer(parts: Pick<ReportAnswer, 'summary' | 'chart' | 'tables'>): ReportAnswer {
    return {
      report: this.report,
      title: REPORT_DEFINITIONS[this.report].title,
      from: this.from.toISOString(),
      to: this.to.toISOString(),
      fromDay: this.fromDay,
      toDay: this.toDay,
      timeZone: this.query.timeZone,
      filters: this.filters,
      scope: this.scope,
      ...parts,
    };
  }

  /** The time axis of a chart: every bucket of the range, so empty days show as empty. */
  axis(bucket: Bucket = this.bucket): string[] {
    if (bucket === 'hour') {
      const out: string[] = [];
      const step = 3_600_000;
      for (let t = Math.floor(this.from.getTime() / step) * step; t < this.to.getTime(); t += step) out.push(new Date(t).toISOString());
      return out;
    }
    const out: string[] = [];
    for (let day = this.fromDay; day <= this.toDay; day = addDays(day, 1)) {
      const key = bucket === 'month' ? day.slice(0, 7) : day;
      if (out.at(-1) !== key) out.push(key);
    }
    return out;
  }
}

/** The bucket a calendar day belongs to (day or month; hours do not apply to days). */
export const dayBucket = (day: string, step: 'day' | 'month') => (step === 'month' ? day.slice(0, 7) : day);

export const column = (id: string, label: Label, kind: ValueKind): ReportColumn => ({ id, label, kind });

const ADDS_UP: readonly ValueKind[] = ['hours', 'days', 'count', 'money'];

/** A table with the sums of its columns that add up, and no more rows than the limit. */
export function table(id: string, label: Label, columns: ReportColumn[], rows: ReportTable['rows'], limit: number, withTotals = true): ReportTable {
  let totals: Record<string, number> | null = null;
  if (withTotals) {
    totals = {};
    for (const c of columns) if (ADDS_UP.includes(c.kind)) totals[c.id] = round(rows.reduce((sum, r) => sum + (typeof r[c.id] === 'number' ? (r[c.id] as number) : 0), 0));
  }
  return { id, label, columns, rows: rows.length > limit ? rows.slice(0, limit) : rows, totals, omitted: Math.max(0, rows.length - limit) };
}

/** Two decimals, the way hours and money are shown and summed (no 0.30000000000000004). */
export const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
export const hours = (minutes: number) => round(minutes / 60);

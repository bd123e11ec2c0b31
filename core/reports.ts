import { z } from 'zod';
import type { Capability } from './access';
import { addDays, todayIn } from './resource-kit/rules';
import type { Label } from './resource-kit/types';

/**
 * The report pages (spec §2 "Reports"): one answer shape for all of them, so one frame shows them
 * (chart, tables with totals, CSV, PDF) and one renderer prints them. Column and series labels are
 * defined here once, in both languages, for the console, the spreadsheet and the PDF alike.
 */
export const REPORTS = [
  'home-office',
  'vacation',
  'time-compensation',
  'customer-worklog-overview',
  'tracing-statistics',
  'accounting-support-invoice',
  'customer-worklog',
  'employee-worklog',
  'productivity',
  'on-call-response',
] as const;
export type ReportName = (typeof REPORTS)[number];

/** Filters a report takes besides its range; each is a query parameter of the API and the page. */
export const REPORT_FILTERS = ['employee', 'customer', 'installation', 'masterComponent', 'component', 'onlyTasks'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

export interface ReportDefinition {
  title: Label;
  /** Who opens it. Reports of one's own time show everyone their own and `projects.manage` everyone's. */
  capability: Capability;
  ownData?: true;
  filters: readonly ReportFilter[];
  /** The absence type an absence report counts. */
  absenceType?: 'vacation' | 'homeOffice' | 'timeCompensation';
}

const absence = (type: ReportDefinition['absenceType'], en: string, de: string): ReportDefinition => ({
  title: { en, de },
  capability: 'time.record',
  ownData: true,
  filters: ['employee'],
  absenceType: type,
});

export const REPORT_DEFINITIONS: Record<ReportName, ReportDefinition> = {
  'home-office': absence('homeOffice', 'Home office report', 'Homeoffice-Bericht'),
  vacation: absence('vacation', 'Vacation report', 'Urlaubsbericht'),
  'time-compensation': absence('timeCompensation', 'Time compensation report', 'Zeitausgleichsbericht'),
  'customer-worklog-overview': {
    title: { en: 'Customer worklog overview', de: 'Kunden-Arbeitszeitübersicht' },
    capability: 'projects.manage',
    filters: ['customer', 'onlyTasks'],
  },
  'tracing-statistics': { title: { en: 'Tracing statistics', de: 'Tracing-Statistik' }, capability: 'console.read', filters: ['installation'] },
  'accounting-support-invoice': {
    title: { en: 'Support invoice', de: 'Support-Abrechnung' },
    capability: 'projects.manage',
    filters: ['customer'],
  },
  'customer-worklog': {
    title: { en: 'Customer worklog report', de: 'Kunden-Arbeitszeitbericht' },
    capability: 'projects.manage',
    filters: ['customer', 'installation', 'masterComponent', 'component', 'onlyTasks'],
  },
  'employee-worklog': { title: { en: 'Employee worklog report', de: 'Mitarbeiter-Arbeitszeitbericht' }, capability: 'time.record', ownData: true, filters: ['employee'] },
  productivity: { title: { en: 'Productivity report', de: 'Produktivitätsbericht' }, capability: 'time.record', ownData: true, filters: ['employee'] },
  // Who is paged, and how fast they answer, is the provider's staff's business.
  'on-call-response': { title: { en: 'On-call response report', de: 'Bereitschafts-Reaktionsbericht' }, capability: 'staff.read', filters: ['customer'] },
};

/** How a value is shown: hours and days with their unit, money with its currency, runtimes in seconds. */
export const VALUE_KINDS = ['text', 'date', 'hours', 'days', 'count', 'percent', 'money', 'seconds', 'minutes', 'boolean'] as const;
export type ValueKind = (typeof VALUE_KINDS)[number];
/** The kinds that are numbers: aligned right on the page and in the PDF. */
export const NUMERIC_KINDS: ReadonlySet<ValueKind> = new Set(['hours', 'days', 'count', 'percent', 'money', 'seconds', 'minutes']);

const label = z.object({ en: z.string(), de: z.string() });
const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const reportColumn = z.object({
  id: z.string(),
  label,
  kind: z.enum(VALUE_KINDS),
  /** The words of a column of coded values (an absence's state). */
  options: z.record(z.string(), label).optional(),
});
export const reportTable = z.object({
  id: z.string(),
  label,
  columns: z.array(reportColumn),
  rows: z.array(z.record(z.string(), cell)),
  /** Sums of the columns that add up (hours, days, counts, money); absent for the others. */
  totals: z.record(z.string(), z.number()).nullable(),
  /** Rows beyond what the page shows: the spreadsheet has them all. */
  omitted: z.number().int(),
});
export const reportAnswer = z.object({
  report: z.enum(REPORTS),
  title: label,
  from: z.string(),
  to: z.string(),
  /** The first and last day the answer counts, in the asked time zone. */
  fromDay: z.string(),
  toDay: z.string(),
  timeZone: z.string(),
  filters: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** Whose data it is: one person's own, or everyone's the caller may see. */
  scope: z.enum(['own', 'all']),
  summary: z.array(z.object({ id: z.string(), label, kind: z.enum(VALUE_KINDS), value: cell, unit: z.string().optional() })),
  chart: z.object({
    label,
    x: z.enum(['time', 'category']),
    /** The step of a time axis. */
    bucket: z.enum(['hour', 'day', 'month']).optional(),
    kind: z.enum(VALUE_KINDS),
    stacked: z.boolean(),
    series: z.array(z.object({ id: z.string(), label })),
    points: z.array(z.object({ x: z.string(), label: z.string().optional(), values: z.record(z.string(), z.number()) })),
  }),
  tables: z.array(reportTable),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;
export type ReportTable = z.infer<typeof reportTable>;
export type ReportColumn = z.infer<typeof reportColumn>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A report request: the range (ISO instants) and time zone, and the report's filters. */
export const reportQuery = z
  .object({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    timeZone: z
      .string()
      .max(64)
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'expects an IANA time zone such as Europe/Vienna')
      .default('UTC'),
    lang: z.enum(['en', 'de']).default('en'),
    employee: z.string().min(1).max(200).optional(),
    customer: z.string().min(1).max(200).optional(),
    installation: z.string().min(1).max(200).optional(),
    masterComponent: z.string().min(1).max(200).optional(),
    component: z.string().min(1).max(200).optional(),
    onlyTasks: flag.optional(),
  })
  .strict()
  .refine((q) => Date.parse(q.to) > Date.parse(q.from) && Date.parse(q.to) - Date.parse(q.from) <= 400 * 86_400_000, {
    message: 'to must follow from, at most 400 days later',
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof reportQuery>;

export const isDay = (value: string | undefined): value is string => !!value && DAY.test(value);

/** Ranges a report page offers (spec: last hour and last 7 days among them). */
export const RANGE_PRESETS = ['lastHour', 'last7Days', 'thisMonth', 'lastMonth', 'thisYear', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** Midnight of a calendar day in a time zone, as an instant. */
export function startOfDayIn(day: string, timeZone: string): Date {
  const guess = new Date(`${day}T00:00:00Z`);
  // The zone's offset at that moment, read back from the formatted wall clock (twice: DST edges).
  let at = guess.getTime();
  for (let i = 0; i < 2; i++) {
    const wall = wallClock(new Date(at), timeZone);
    at += guess.getTime() - wall;
  }
  return new Date(at);
}

function wallClock(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** A preset (or custom days, both inclusive) as instants [from, to) in a time zone. */
export function presetRange(preset: RangePreset, timeZone: string, now: Date, custom?: { from: string; to: string }): { from: string; to: string } {
  const today = todayIn(timeZone, now);
  const month = today.slice(0, 7);
  const span = (first: string, last: string) => ({ from: startOfDayIn(first, timeZone).toISOString(), to: startOfDayIn(addDays(last, 1), timeZone).toISOString() });
  switch (preset) {
    case 'lastHour':
      return { from: new Date(now.getTime() - 3_600_000).toISOString(), to: now.toISOString() };
    case 'last7Days':
      return span(addDays(today, -6), today);
    case 'thisMonth': {
      const next = new Date(`${month}-01T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      return span(`${month}-01`, addDays(next.toISOString().slice(0, 10), -1));
    }
    case 'lastMonth': {
      const first = new Date(`${month}-01T00:00:00Z`);
      first.setUTCMonth(first.getUTCMonth() - 1);
      const start = first.toISOString().slice(0, 10);
      return span(start, addDays(`${month}-01`, -1));
    }
    case 'thisYear':
      // The whole year: what is planned counts as much as what is past (absences).
      return span(`${today.slice(0, 4)}-01-01`, `${today.slice(0, 4)}-12-31`);
    case 'custom':
      return span(custom?.from ?? today, custom?.to ?? today);
  }
}

/** Working days of an absence: weekdays that are not public holidays, half days at either end counted as halves. */
export function absenceDays(
  absence: { startsOn: string; endsOn: string; halfDayStart: boolean; halfDayEnd: boolean },
  holidays: ReadonlySet<string>,
  window?: { from: string; to: string },
): number {
  let days = 0;
  const first = window && window.from > absence.startsOn ? window.from : absence.startsOn;
  const last = window && window.to < absence.endsOn ? window.to : absence.endsOn;
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6 || holidays.has(day)) continue;
    const half = (day === absence.startsOn && absence.halfDayStart) || (day === absence.endsOn && absence.halfDayEnd);
    days += half ? 0.5 : 1;
  }
  return days;
}

const YES_NO = { en: ['Yes', 'No'], de: ['Ja', 'Nein'] } as const;

/** A report value as people read it, the same on the page and in the PDF (the spreadsheet keeps raw values). */
export function formatReportValue(kind: ValueKind, value: string | number | boolean | null | undefined, lang: 'en' | 'de', unit?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  const locale = lang === 'de' ? 'de-DE' : 'en-GB';
  const number = (n: number, digits: number) => n.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  switch (kind) {
    case 'boolean':
      return YES_NO[lang][value ? 0 : 1];
    case 'date':
      return typeof value === 'string' && isDay(value) ? new Date(`${value}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', dateStyle: 'medium' }) : String(value);
    case 'hours':
      return `${number(Number(value), 2)} h`;
    case 'days':
      return `${number(Number(value), 1)} ${lang === 'de' ? 'T' : 'd'}`;
    case 'count':
      return number(Number(value), 0);
    case 'percent':
      return `${number(Number(value), 1)} %`;
    case 'money':
      return `${number(Number(value), 2)}${unit ? ` ${unit}` : ''}`;
    case 'seconds':
      return `${number(Number(value), 2)} s`;
    case 'minutes':
      return `${number(Number(value), 1)} min`;
    default:
      return String(value);
  }
}

import type { ReportAnswer } from '../../../core/reports.js';
import { fill, L } from './labels.js';
import { column, hours, round, table, type ReportContext } from './report-kit.js';
import { CUSTOMER, WORKLOG_FROM, worklogWhere } from './worklog-query.js';

interface Line {
  customer_id: string | null;
  customer: string | null;
  installation: string | null;
  level: string | null;
  rate: string | null;
  currency: string | null;
  minutes: number;
}

/**
 * `/accounting-support-invoice`: billable support time (not tasks) per customer, installation and
 * the SLA in force on the day the work was done, priced at that SLA's hourly rate. Time without a
 * rate is listed (amount empty) and summed apart, never silently priced at nothing.
 */
export async function supportInvoice(ctx: ReportContext): Promise<ReportAnswer> {
  const p = ctx.params();
  const where = await worklogWhere(ctx, p, { billableSupport: true });
  // The SLA in force changes only where one starts or ends: each installation's days fall into
  // segments between those dates, the SLA is looked up once per segment, and each worklog joins
  // its segment (a lookup per worklog was most of the report's time over a year).
  // As the worklog reports: room to hash a year's groups instead of sorting them on disk.
  const { rows } = await ctx.app.db.transaction(async (tx) => {
    await tx.query(`set local work_mem = '32MB'`);
    return tx.query<Line>(
      `with bounds as (
       select installation_id, valid_from as at from slas
       union select installation_id, valid_until + 1 from slas where valid_until is not null
     ), segments as (
       select b.installation_id, b.at as from_day, lead(b.at) over (partition by b.installation_id order by b.at) as to_day, s.level, s.hourly_rate, s.currency
       from bounds b
       left join lateral (
         select s.level, s.hourly_rate, s.currency from slas s
         where s.installation_id = b.installation_id and s.valid_from <= b.at and (s.valid_until is null or s.valid_until >= b.at)
         order by s.valid_from desc, s.id limit 1
       ) s on true
     )
     select ${CUSTOMER} as customer_id, c.name as customer, i.name as installation, s.level, s.hourly_rate::text as rate, s.currency, sum(w.duration_minutes)::int as minutes
     from ${WORKLOG_FROM}
     left join segments s on s.installation_id = w.installation_id and s.from_day <= w.worked_on and (s.to_day is null or w.worked_on < s.to_day)
     where ${where}
     group by 1, 2, 3, 4, 5, 6
     order by c.name nulls last, i.name nulls last, s.level`,
      p.values,
    );
  });
  const totals = new Map<string, number>();
  let unpriced = 0;
  const lines = rows.map((r) => {
    const h = hours(r.minutes);
    const rate = r.rate === null ? null : Number(r.rate);
    const amount = rate === null ? null : round(h * rate);
    if (amount === null) unpriced += r.minutes;
    else totals.set(r.currency ?? '', (totals.get(r.currency ?? '') ?? 0) + amount);
    return { customer: r.customer ?? r.customer_id, installation: r.installation, slaLevel: r.level, hours: h, rate, currency: r.currency, amount };
  });
  const byCustomer = new Map<string, number>();
  for (const l of lines) if (l.amount !== null) byCustomer.set(String(l.customer ?? '—'), (byCustomer.get(String(l.customer ?? '—')) ?? 0) + l.amount);
  const lineTable = table(
    'lines',
    L.invoiceLines,
    [
      column('customer', L.customer, 'text'),
      column('installation', L.installation, 'text'),
      column('slaLevel', L.slaLevel, 'text'),
      column('hours', L.hours, 'hours'),
      column('rate', L.rate, 'money'),
      column('currency', L.currency, 'text'),
      column('amount', L.amount, 'money'),
    ],
    lines,
    ctx.rowLimit,
  );
  // Rates do not add up, nor do amounts in different currencies (the summary has one total per currency).
  if (lineTable.totals) {
    delete lineTable.totals.rate;
    if (totals.size > 1) delete lineTable.totals.amount;
  }
  return ctx.answer({
    summary: [
      { id: 'hours', label: L.billableHours, kind: 'hours', value: lineTable.totals?.hours ?? 0 },
      ...[...totals].map(([currency, amount]) => ({
        id: `total-${currency}`,
        label: fill(L.invoiceTotal, { currency }),
        kind: 'money' as const,
        value: round(amount),
        unit: currency,
      })),
      { id: 'withoutRate', label: L.withoutRate, kind: 'hours', value: hours(unpriced) },
    ],
    chart: {
      label: L.amountByCustomer,
      x: 'category',
      kind: 'money',
      stacked: false,
      series: [{ id: 'amount', label: L.amount }],
      points: [...byCustomer]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([x, amount]) => ({ x, values: { amount: round(amount) } })),
    },
    tables: [lineTable],
  });
}

import type { SalesRow } from '../../../core/lane-configs.js';
import type { Queryable } from '../../db/database.js';

/** An installation's terminal sales per day and product in a range of days (both inclusive). */
export async function salesPerDay(db: Queryable, installationId: string, from: string, to: string): Promise<SalesRow[]> {
  const { rows } = await db.query<{ day: string; product: string; quantity: string; amount: string; currency: string }>(
    `select day::text as day, product, sum(quantity)::text as quantity, sum(amount)::text as amount, min(currency) as currency
     from terminal_sales where installation_id = $1 and day between $2::date and $3::date
     group by day, product order by day, product`,
    [installationId, from, to],
  );
  return rows.map((r) => ({ day: r.day, product: r.product, quantity: Number(r.quantity), amount: Math.round(Number(r.amount) * 100) / 100, currency: r.currency }));
}

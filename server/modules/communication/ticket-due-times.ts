import type { FastifyInstance } from 'fastify';
import { addSupportMinutes, type LiftHours, type SupportHours } from '../../../core/support-time.js';
import type { Queryable } from '../../db/database.js';
import { publicHolidays } from '../reports/absence-report.js';

/** Where an installation has no resort (or its resort no zone), support hours are read here. */
const DEFAULT_TIME_ZONE = 'Europe/Vienna';

interface SlaInForce {
  response_minutes: number;
  resolution_hours: number;
  support_hours: SupportHours;
  time_zone: string | null;
  lift_hours: LiftHours | null;
  country: string;
}

/**
 * A ticket is due as the installation's SLA in force the day it was raised says: the first response
 * after its response time, the resolution after its resolution time, both counted in its support
 * hours in the resort's time zone (core/support-time.ts), the office closed on the installation's country's public holidays. Written in the caller's transaction; none
 * without an SLA.
 */
export async function stampTicketDueTimes(
  tx: Queryable,
  ticket: { id: string; installationId?: unknown; createdAt?: unknown },
): Promise<{ responseDueAt: Date; resolutionDueAt: Date } | undefined> {
  const raised = new Date(ticket.createdAt as string | Date);
  const { rows } = await tx.query<SlaInForce>(
    `select s.response_minutes, s.resolution_hours, s.support_hours, r.timezone_id as time_zone, r.opening_hours as lift_hours, i.country
       from slas s join installations i on i.id = s.installation_id left join resorts r on r.id = i.resort_id
      where s.installation_id = $1 and s.valid_from <= $2::date and (s.valid_until is null or s.valid_until >= $2::date)
      order by s.valid_from desc limit 1`,
    [ticket.installationId, raised.toISOString().slice(0, 10)],
  );
  const sla = rows[0];
  if (!sla) return undefined;
  const zone = sla.time_zone ?? DEFAULT_TIME_ZONE;
  const lift = sla.lift_hours ?? undefined;
  // The office keeps the installation's country's public holidays (this year's and the next, where a long resolution ends).
  const year = raised.getUTCFullYear();
  const holidays = publicHolidays(sla.country, [year, year + 1]);
  const holiday = (day: string) => holidays.has(day);
  const due = {
    responseDueAt: addSupportMinutes(raised, sla.response_minutes, sla.support_hours, zone, lift, holiday),
    resolutionDueAt: addSupportMinutes(raised, sla.resolution_hours * 60, sla.support_hours, zone, lift, holiday),
  };
  await tx.query('update tickets set response_due_at = $2, resolution_due_at = $3 where id = $1', [ticket.id, due.responseDueAt, due.resolutionDueAt]);
  return due;
}

/** Each ticket raised in the console gets its due times, in its transaction and in the answer to the create. */
export function installTicketDueTimes(app: FastifyInstance) {
  app.resources.repository.onWrite('tickets', async (tx, write) => {
    if (write.action !== 'create' || !write.after) return;
    const due = await stampTicketDueTimes(tx, write.after);
    if (due) Object.assign(write.after, due);
  });
}

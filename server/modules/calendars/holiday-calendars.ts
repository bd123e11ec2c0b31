import { createRequire } from 'node:module';
import type Holidays from 'date-holidays';

// date-holidays takes a quarter of a second to load: it is required with the first calendar asked
// for (a report, a due time, the rotation calendar), not at every start of the server.
const require = createRequire(import.meta.url);
let HolidaysClass: typeof Holidays | undefined;
const calendars = new Map<string, Holidays>();

/** The public-holiday calendar of a country (`AT`) or region (`DE-BY`), made once per process. */
export function holidayCalendar(country: string): Holidays {
  let calendar = calendars.get(country);
  if (!calendar) {
    HolidaysClass ??= require('date-holidays') as typeof Holidays;
    const [c, region] = country.split('-');
    calendar = region ? new HolidaysClass(c!, region) : new HolidaysClass(c!);
    calendars.set(country, calendar);
  }
  return calendar;
}

import ical, { ICalEventTransparency } from 'ical-generator';
import { FEED_TITLES, type CalendarEntry, type CalendarName } from '../../../core/calendars.js';

/**
 * A calendar's entries as iCalendar (RFC 5545), for subscriptions and export. Timed entries are
 * written in UTC (every client places them in its own zone); all-day entries as dates. Holidays
 * are free time, the rest busy. UIDs are stable, so a client updates an entry instead of adding one.
 */
export function icalendarOf(calendar: CalendarName, entries: CalendarEntry[], language: 'en' | 'de', consoleUrl: string, host: string): string {
  const cal = ical({ name: FEED_TITLES[calendar][language], prodId: { company: 'Gondola', product: 'Console', language: language.toUpperCase() }, ttl: 15 * 60 });
  for (const e of entries) {
    const where = [e.installationName, e.details.rotation].filter(Boolean).join(' · ');
    const description = Object.entries(e.details)
      .filter(([key]) => !key.endsWith('Id'))
      .map(([key, value]) => `${key}: ${value}`)
      .join('\n');
    cal.createEvent({
      id: `${e.id}@${host}`,
      summary: e.coveredBy ? `${e.title} → ${e.coveredBy}` : e.title,
      start: e.allDay ? new Date(`${e.start}T00:00:00Z`) : new Date(e.start),
      end: e.allDay ? new Date(`${e.end}T00:00:00Z`) : new Date(e.end),
      allDay: e.allDay,
      ...(where && { location: where }),
      ...(description && { description }),
      ...(e.installationId && { url: `${consoleUrl.replace(/\/+$/, '')}/installation/${encodeURIComponent(e.installationId)}` }),
      transparency: e.kind === 'holiday' ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    });
  }
  return cal.toString();
}

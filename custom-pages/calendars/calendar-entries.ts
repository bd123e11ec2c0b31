import { type CalendarEntry, type CalendarName, entryDefaults } from '@core/calendars';
import type { Theme } from '@mui/material';

/** The calendar each route shows. */
export const CALENDAR_OF_ROUTE: Record<string, CalendarName> = {
  onDutyCalendar: 'on-duty',
  eventCalendar: 'events',
  deliveryCalendar: 'deliveries',
  rolloutCalendar: 'rollouts',
  resourceProjectCalendar: 'resources',
};

/** The route (and so the title) of each calendar. */
export const ROUTE_OF_CALENDAR = Object.fromEntries(Object.entries(CALENDAR_OF_ROUTE).map(([route, calendar]) => [calendar, route])) as Record<CalendarName, string>;

/** Which palette colour each kind of entry wears (with its contrast text from the theme). */
const KIND_COLOURS: Record<string, 'primary' | 'info' | 'warning' | 'error' | 'success' | 'neutral'> = {
  shift: 'primary',
  override: 'warning',
  swap: 'info',
  holiday: 'neutral',
  race: 'error',
  campaign: 'info',
  shooting: 'warning',
  training: 'success',
  specialOperation: 'primary',
  other: 'neutral',
  planned: 'info',
  shipped: 'warning',
  delivered: 'success',
  returned: 'neutral',
  lost: 'error',
  rollout: 'primary',
  goLive: 'success',
  staff: 'primary',
  equipment: 'warning',
};

export function kindColours(theme: Theme, kind: string): { background: string; text: string } {
  const colour = KIND_COLOURS[kind] ?? 'neutral';
  if (colour === 'neutral') return { background: theme.palette.grey[700], text: '#fff' };
  return { background: theme.palette[colour].main, text: theme.palette[colour].contrastText };
}

/** The date (YYYY-MM-DD) of a calendar Date as the viewer sees it (all-day cells are local midnights). */
export const localDate = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const dayBefore = (date: Date) => localDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() - 1));

/**
 * The record fields an entry's dates live in, for a new or moved entry: dates (end inclusive) for
 * all-day calendars, instants for timed ones; on the timeline the row is the person or equipment.
 */
export function datesOf(calendar: CalendarName, start: Date, end: Date, resourceId?: string): Record<string, unknown> {
  switch (calendar) {
    case 'on-duty':
      return { startsAt: start.toISOString(), endsAt: end.toISOString() };
    case 'rollouts':
      return { startsAt: start.toISOString(), endsAt: end.toISOString() };
    case 'events':
      return { startsOn: localDate(start), endsOn: dayBefore(end) };
    case 'deliveries':
      return { shipsOn: localDate(start), arrivesOn: dayBefore(end) };
    case 'resources':
      return { startsOn: localDate(start), endsOn: dayBefore(end), ...(resourceId && { resourceName: resourceId }) };
  }
}

/** The calendar's input for an entry: all-day entries as local dates, so they sit on their days wherever the viewer is. */
export function toCalendarEvent(entry: CalendarEntry, theme: Theme) {
  // A busy day's digest wears no colour of its own: its entries inside do.
  const { background, text } = entry.kind === 'more' ? { background: 'transparent', text: theme.palette.text.primary } : kindColours(theme, entry.kind);
  // Each entry says its kind (a computed shift is not a stored record: it is covered, not moved).
  const classNames = [
    `gondola-kind-${entry.kind}`,
    entry.conflict && 'gondola-conflict',
    entry.coveredBy && entry.kind === 'shift' && 'gondola-covered',
    entry.kind === 'more' && 'gondola-digest',
  ].filter(Boolean) as string[];
  return {
    id: entry.id,
    title: entry.title,
    start: entry.allDay ? `${entry.start}T00:00:00` : new Date(entry.start),
    end: entry.allDay ? `${entry.end}T00:00:00` : new Date(entry.end),
    allDay: entry.allDay,
    editable: entry.editable,
    startEditable: entry.editable,
    durationEditable: entry.editable,
    ...(entry.resourceId && { resourceIds: [entry.resourceId] }),
    backgroundColor: background,
    textColor: text,
    classNames,
    extendedProps: { entry },
  };
}

/**
 * A month shows at most this many entries starting on a day; a busier day shows them inside one
 * entry (its digest) that also counts the rest and opens the day. The calendar measures and lays
 * its whole month grid out again for every entry it draws, so the drawing time grows with the
 * square of the entries drawn: one per busy day keeps a month of 2,000 entries within a tenth of
 * a second, and three are as many as a day cell shows on a laptop screen.
 */
export const MONTH_DAY_CAP = 3;

/** A month view entry: a busy day's digest holds the entries it shows. */
export type MonthEntry = CalendarEntry & { digest?: CalendarEntry[] };

/**
 * A busy month as the month view can draw it quickly: a day with up to `cap` entries starting on
 * it keeps them as they are; a busier day becomes one entry (kind `more`) holding its first `cap`
 * entries and titled with the count of the others. What a day cell cannot show is not drawn.
 */
export function capPerDay(entries: CalendarEntry[], cap: number, more: (count: number) => string): MonthEntry[] {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const e of entries) {
    const day = e.allDay ? e.start.slice(0, 10) : localDate(new Date(e.start));
    const list = byDay.get(day);
    if (list) list.push(e);
    else byDay.set(day, [e]);
  }
  const shown: MonthEntry[] = [];
  for (const [day, list] of byDay) {
    if (list.length <= cap) {
      shown.push(...list);
      continue;
    }
    const next = localDate(new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + 1));
    shown.push({
      id: `more:${day}`,
      title: more(list.length - cap),
      start: day,
      end: next,
      allDay: true,
      kind: 'more',
      ...entryDefaults(),
      details: { day },
      digest: list.slice(0, cap),
    });
  }
  return shown;
}

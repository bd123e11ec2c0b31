import { type CalendarEntry, type CalendarName, entryDefaults } from '@core/calendars';
import type { Theme } from '@mui/material';

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
  const { background, text } = kindColours(theme, entry.kind);
  const classNames = [entry.conflict && 'gondola-conflict', entry.coveredBy && entry.kind === 'shift' && 'gondola-covered'].filter(Boolean) as string[];
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

/** A month shows at most this many entries starting on a day; the rest are one "+ n more" entry that opens the day. */
export const MONTH_DAY_CAP = 4;

/**
 * A busy month as the month view can draw it quickly: per day the first entries that start on it,
 * and one entry counting the others. The calendar lays out every entry it is given, measuring
 * each, which takes many seconds for 2,000 entries; what a day cell cannot show need not be drawn.
 */
export function capPerDay(entries: CalendarEntry[], cap: number, more: (count: number) => string): CalendarEntry[] {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const e of entries) {
    const day = e.allDay ? e.start.slice(0, 10) : localDate(new Date(e.start));
    const list = byDay.get(day);
    if (list) list.push(e);
    else byDay.set(day, [e]);
  }
  const shown: CalendarEntry[] = [];
  for (const [day, list] of byDay) {
    shown.push(...list.slice(0, cap));
    if (list.length > cap) {
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
      });
    }
  }
  return shown;
}

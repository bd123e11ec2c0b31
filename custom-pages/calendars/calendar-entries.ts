import type { CalendarEntry, CalendarName } from '@core/calendars';
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

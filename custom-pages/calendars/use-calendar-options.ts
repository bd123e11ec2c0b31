import type { CalendarAnswer, CalendarEntry, CalendarName } from '@core/calendars';
import { useTheme } from '@mui/material';
import { type MutableRefObject, useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { formattingLocale } from '@src/i18n/date-format';
import { capPerDay, datesOf, kindColours, MONTH_DAY_CAP, type MonthEntry, toCalendarEvent } from './calendar-entries';
import { DIGEST_INDEX, DigestContent, EntryContent, focusableEntry } from './entry-content';
import type { CalendarApi, CalendarOptions } from './EventCalendar';
import type { useMoveEntry } from './use-move-entry';

/** The timeline's rows arrive with the entries (set on the calendar then); one empty list until, so the options stay equal. */
const NO_ROWS: never[] = [];

export const VIEWS: Record<CalendarName, string[]> = {
  'on-duty': ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'],
  events: ['dayGridMonth', 'timeGridWeek', 'listMonth'],
  deliveries: ['dayGridMonth', 'timeGridWeek', 'listMonth'],
  rollouts: ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'],
  resources: ['resourceTimelineWeek', 'resourceTimelineMonth', 'listMonth'],
};

export interface CalendarWiring {
  calendar: CalendarName;
  lang: 'en' | 'de';
  t: (key: string, options?: Record<string, unknown>) => string;
  canEdit: boolean | undefined;
  canCreate: boolean | undefined;
  initialDate: string | undefined;
  api: MutableRefObject<CalendarApi | undefined>;
  /** The range on screen, set as the calendar fetches it (for the export). */
  range: MutableRefObject<{ from: string; to: string } | undefined>;
  hidden: MutableRefObject<Set<string>>;
  /** Whether the user may cover a shift (drag it to offer the cover). */
  canCover: MutableRefObject<boolean>;
  createAt(values: Record<string, unknown>): void;
  move: ReturnType<typeof useMoveEntry>;
  onAnswer(answer: CalendarAnswer): void;
  onFailure(message: string | undefined): void;
  onShift(shift: CalendarEntry): void;
}

/**
 * The calendar component's options for one calendar: its views and words, entries fetched per range
 * (kinds hidden, month days capped, shifts draggable by who may cover them), an entry opened on
 * click, a range selected to create, and a drop or resize saved as a move.
 */
export function useCalendarOptions(w: CalendarWiring): CalendarOptions {
  const { calendar, lang, t, canEdit, canCreate, initialDate, api, range, hidden, canCover, createAt, move, onAnswer, onFailure, onShift } = w;
  const translate = useTranslate();
  const theme = useTheme();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  // The wiring's refs are read when the calendar calls back, and its callbacks are the page's stable ones:
  // new options redraw the calendar and drop a drag in progress, so they change only with what they show.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  return useMemo<CalendarOptions>(
    () => ({
      view: VIEWS[calendar][0],
      ...(initialDate && { date: initialDate }),
      locale: formattingLocale(lang),
      firstDay: 1,
      height: 'auto',
      dayMaxEvents: false,
      // The month view gets its days capped (capPerDay): another view of the same range fetches anew.
      lazyFetching: false,
      nowIndicator: true,
      scrollTime: '06:00:00',
      headerToolbar: { start: 'prev,next today', center: 'title', end: VIEWS[calendar].join(',') },
      buttonText: (text) => ({
        ...text,
        today: t('today'),
        prev: t('previous'),
        next: t('next'),
        close: t('feeds.close'),
        ...Object.fromEntries(VIEWS[calendar].map((v) => [v, t(`views.${v}`)])),
      }),
      editable: canEdit,
      selectable: canCreate,
      eventSources: [
        {
          events: async (info: { start: Date; end: Date }) => {
            range.current = { from: info.start.toISOString(), to: info.end.toISOString() };
            try {
              const got = await dataProvider.getCalendarEntries(calendar, { ...range.current, lang });
              onAnswer(got);
              onFailure(undefined);
              if (calendar === 'resources')
                api.current?.setOption(
                  'resources',
                  got.rows.map((r) => ({ id: r.id, title: r.title, extendedProps: { kind: r.kind } })),
                );
              const shown = got.entries.filter((e) => !hidden.current.has(e.kind));
              const month = api.current?.getView().type === 'dayGridMonth';
              return (month ? capPerDay(shown, MONTH_DAY_CAP, (count) => t('more', { smart_count: count })) : shown).map((e) => ({
                ...toCalendarEvent(e, theme),
                // Whoever may cover a shift may drag it: the drop offers the cover (ShiftDialog).
                ...(e.kind === 'shift' && canCover.current && { editable: true, startEditable: true, durationEditable: false }),
              })) as never[];
            } catch (error) {
              onFailure((error as Error).message);
              return [];
            }
          },
        },
      ],
      eventContent: (info) => {
        // The highlight of a range being selected is an event of the calendar's own, with no entry.
        const entry = info.event.extendedProps.entry as MonthEntry | undefined;
        if (!entry) return undefined;
        if (entry.kind === 'more') return { domNodes: [DigestContent(entry, (kind) => kindColours(theme, kind))] };
        return { domNodes: [EntryContent(entry, info.event.start, { translate, formatting: formattingLocale(lang) })] };
      },
      eventDidMount: (info) => {
        const entry = info.event.extendedProps.entry as CalendarEntry | undefined;
        if (entry) focusableEntry(info.el, entry);
      },
      eventClick: (info) => {
        let entry = info.event.extendedProps.entry as MonthEntry;
        if (entry.kind === 'more') {
          const index = (info.jsEvent.target as Element | null)?.closest(`[${DIGEST_INDEX}]`)?.getAttribute(DIGEST_INDEX);
          const shown = index === undefined || index === null ? undefined : entry.digest?.[Number(index)];
          if (!shown) {
            api.current?.setOption('date', entry.details.day);
            api.current?.setOption('view', VIEWS[calendar].includes('timeGridDay') ? 'timeGridDay' : 'listMonth');
            return;
          }
          entry = shown;
        }
        if (entry.record) navigate(`/${entry.record.resource}/${encodeURIComponent(entry.record.id)}`);
        else if (entry.kind === 'shift') onShift(entry);
        else if (entry.details.rotationId) navigate(`/on-duty-rotations/${encodeURIComponent(entry.details.rotationId)}`);
      },
      select: (info) => {
        api.current?.unselect();
        createAt(datesOf(calendar, info.start, info.end, info.resource ? String(info.resource.id) : undefined));
      },
      eventDrop: (info) => {
        const dropped = info.event.extendedProps.entry as CalendarEntry;
        if (dropped.kind === 'shift') {
          info.revert();
          onShift(dropped);
          return;
        }
        return move(
          info.event.extendedProps.entry as CalendarEntry,
          info.event.start,
          info.event.end ?? info.event.start,
          info.revert,
          info.newResource ? String(info.newResource.id) : undefined,
        );
      },
      eventResize: (info) => move(info.event.extendedProps.entry as CalendarEntry, info.event.start, info.event.end ?? info.event.start, info.revert),
      resources: NO_ROWS,
      views: {
        timeGridWeek: { height: '75vh' },
        timeGridDay: { height: '75vh' },
        resourceTimelineWeek: { slotDuration: '24:00:00', slotWidth: 110 },
        resourceTimelineMonth: { slotDuration: '24:00:00', slotWidth: 64 },
      },
    }),
    [calendar, lang, t, translate, canEdit, canCreate, dataProvider, theme, navigate, createAt, move, initialDate],
  );
}

import { CALENDAR_RESOURCES, ENTRY_KINDS, type CalendarAnswer, type CalendarEntry, type CalendarName } from '@core/calendars';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, Chip, Stack, useTheme } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCanAccess, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { saveFile } from '@src/http/save-file';
import { formattingLocale } from '@src/i18n/date-format';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';
import { CALENDAR_OF_ROUTE, capPerDay, datesOf, kindColours, MONTH_DAY_CAP, type MonthEntry, toCalendarEvent } from './calendar-entries';
import { DIGEST_INDEX, DigestContent, EntryContent, focusableEntry } from './entry-content';
import { type CalendarApi, type CalendarOptions, EventCalendar } from './EventCalendar';
import { FeedsButton } from './FeedsDialog';
import { JiraKeyForm } from './jira-key-form';
import { OnDutyNowList } from '@src/kit/on-duty-now';
import { ShiftDialog } from './ShiftDialog';
import { useMoveEntry } from './use-move-entry';

/** The timeline's rows arrive with the entries (set on the calendar then); one empty list until, so the options stay equal. */
const NO_ROWS: never[] = [];

const VIEWS: Record<CalendarName, string[]> = {
  'on-duty': ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'],
  events: ['dayGridMonth', 'timeGridWeek', 'listMonth'],
  deliveries: ['dayGridMonth', 'timeGridWeek', 'listMonth'],
  rollouts: ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'],
  resources: ['resourceTimelineWeek', 'resourceTimelineMonth', 'listMonth'],
};

/**
 * The calendar pages (`/on-duty-calendar`, `/event-calendar`, `/delivery-calendar`,
 * `/rollout-calendar`, `/resource-project-calendar`): one calendar component in month, week, day
 * and list views (a resource timeline for people and equipment), colours and filters by kind,
 * a range selected to create, entries dragged and resized to move (saved with their version;
 * a conflict reloads in place), export and private feeds for calendar apps.
 */
export default function CalendarPage({ route }: { route: RouteEntry }) {
  const calendar = CALENDAR_OF_ROUTE[route.key] ?? 'events';
  const resource = CALENDAR_RESOURCES[calendar];
  const translate = useTranslate();
  const t = useCallback((key: string, options?: Record<string, unknown>) => translate(`gondola.calendars.${key}`, options), [translate]);
  const theme = useTheme();
  const [locale] = useLocaleState();
  const lang = locale === 'de' ? 'de' : 'en';
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const navigate = useNavigate();
  const notify = useNotify();
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canPlanRotations } = useCanAccess({ resource: 'on-duty-rotations', action: 'create' });
  const api = useRef<CalendarApi | undefined>(undefined);
  const [hidden, setHidden] = useState<Set<string>>(() => new Set());
  const hiddenRef = useRef(hidden);
  hiddenRef.current = hidden;
  const [answer, setAnswer] = useState<CalendarAnswer | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const range = useRef<{ from: string; to: string } | undefined>(undefined);
  const reload = useCallback(() => api.current?.refetchEvents(), []);
  const move = useMoveEntry(calendar, reload);
  // A rotation's shift, clicked or dragged: what may be done about it instead of moving it.
  const [shift, setShift] = useState<CalendarEntry | undefined>();
  const canCover = useRef(false);
  canCover.current = calendar === 'on-duty' && !!canCreate;
  // Whether shifts may be dragged is set on each as it is fetched: the answer to "may I cover?"
  // can come after the first fetch, and then the shifts are drawn again with it.
  const mayCover = canCover.current;
  useEffect(() => {
    if (mayCover) api.current?.refetchEvents();
  }, [mayCover]);
  // `?date=2027-01-11` opens the calendar there (after adding an assignment, or from a shared link).
  const [search] = useSearchParams();
  const initialDate = useRef(/^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '') ? search.get('date')! : undefined).current;

  const createAt = useCallback(
    (values: Record<string, unknown>) => navigate({ pathname: `/${resource}/create`, search: `?source=${encodeURIComponent(JSON.stringify(values))}` }),
    [navigate, resource],
  );

  const options = useMemo<CalendarOptions>(
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
              setAnswer(got);
              setFailure(undefined);
              if (calendar === 'resources')
                api.current?.setOption(
                  'resources',
                  got.rows.map((r) => ({ id: r.id, title: r.title, extendedProps: { kind: r.kind } })),
                );
              const shown = got.entries.filter((e) => !hiddenRef.current.has(e.kind));
              const month = api.current?.getView().type === 'dayGridMonth';
              return (month ? capPerDay(shown, MONTH_DAY_CAP, (count) => t('more', { smart_count: count })) : shown).map((e) => ({
                ...toCalendarEvent(e, theme),
                // Whoever may cover a shift may drag it: the drop offers the cover (ShiftDialog).
                ...(e.kind === 'shift' && canCover.current && { editable: true, startEditable: true, durationEditable: false }),
              })) as never[];
            } catch (error) {
              setFailure((error as Error).message);
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
        else if (entry.kind === 'shift') setShift(entry);
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
          setShift(dropped);
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

  const toggle = (kind: string) => {
    const next = new Set(hidden);
    if (next.has(kind)) next.delete(kind);
    else next.add(kind);
    setHidden(next);
    hiddenRef.current = next;
    api.current?.refetchEvents();
  };

  const exportRange = async () => {
    if (!range.current) return;
    try {
      saveFile(await dataProvider.exportCalendar(calendar, { ...range.current, lang }));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <ShellPage route={route} title={translate(`gondola.routes.${route.key}`)}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        {canCreate && (
          <Button variant="contained" startIcon={<Add />} onClick={() => createAt({})}>
            {t(`add.${calendar}`)}
          </Button>
        )}
        {calendar === 'on-duty' && canPlanRotations && (
          <Button startIcon={<Add />} onClick={() => navigate('/on-duty-rotations/create')}>
            {t('addRotation')}
          </Button>
        )}
        {calendar === 'on-duty' && <Button onClick={() => navigate('/on-duty-rotations')}>{t('rotations')}</Button>}
        <Button startIcon={<Download />} onClick={exportRange}>
          {t('export')}
        </Button>
        <FeedsButton calendar={calendar} />
        {calendar === 'resources' && canCreate && <JiraKeyForm />}
      </Stack>
      {calendar === 'on-duty' && (
        <Box sx={{ mb: 2 }}>
          <OnDutyNowList />
        </Box>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }} role="group" aria-label={t('filterKinds')}>
        {ENTRY_KINDS[calendar].map((kind) => {
          const { background, text } = kindColours(theme, kind);
          const shown = !hidden.has(kind);
          return (
            <Chip
              key={kind}
              label={t(`kinds.${kind}`)}
              onClick={() => toggle(kind)}
              aria-pressed={shown}
              variant={shown ? 'filled' : 'outlined'}
              sx={shown ? { bgcolor: background, color: text, '&:hover': { bgcolor: background, filter: 'brightness(0.92)' } } : {}}
              data-kind={kind}
            />
          );
        })}
      </Stack>
      {!canEdit && !canCreate && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('readOnly')}
        </Alert>
      )}
      {canCreate && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2, display: { xs: 'none', md: 'flex' } }}>
          {t('selectToCreate')}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('loadFailed', { message: failure })}
        </Alert>
      )}
      {calendar === 'on-duty' && answer && answer.conflicts.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="on-duty-conflicts">
          {t('conflicts', { smart_count: answer.conflicts.length })}
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {answer.conflicts.slice(0, 5).map((c) => (
              <li key={`${c.person}-${c.start}`}>
                {t('conflictLine', {
                  person: c.person,
                  rotations: c.rotations.join(' + '),
                  from: new Date(c.start).toLocaleString(formattingLocale(lang), { dateStyle: 'short', timeStyle: 'short' }),
                  to: new Date(c.end).toLocaleString(formattingLocale(lang), { dateStyle: 'short', timeStyle: 'short' }),
                })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {/* A timeline wider than a phone scrolls sideways inside its own region, reachable by keyboard. */}
      <Box
        data-testid="calendar"
        data-calendar={calendar}
        data-loaded={answer ? 'true' : 'false'}
        role="region"
        aria-label={translate(`gondola.routes.${route.key}`)}
        tabIndex={0}
        sx={{ overflowX: 'auto', minWidth: 0 }}
      >
        <EventCalendar ref={api} options={options} />
      </Box>
      <ShiftDialog
        shift={shift}
        canCover={canCover.current}
        onCover={(values) => {
          setShift(undefined);
          createAt(values);
        }}
        onRotation={(id) => navigate(`/on-duty-rotations/${encodeURIComponent(id)}`)}
        onClose={() => setShift(undefined)}
      />
    </ShellPage>
  );
}

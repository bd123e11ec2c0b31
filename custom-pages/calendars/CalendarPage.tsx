import { CALENDAR_RESOURCES, ENTRY_KINDS, type CalendarAnswer, type CalendarEntry } from '@core/calendars';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import { Box, Button, Chip, Stack, useTheme } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCanAccess, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { saveFile } from '@src/http/save-file';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';
import { CALENDAR_OF_ROUTE, kindColours } from './calendar-entries';
import { type CalendarApi, EventCalendar } from './EventCalendar';
import { FeedsButton } from './FeedsDialog';
import { JiraKeyForm } from './jira-key-form';
import { OnDutyNowList } from '@src/kit/on-duty-now';
import { ShiftDialog } from './ShiftDialog';
import { useMoveEntry } from './use-move-entry';
import { useCalendarOptions } from './use-calendar-options';
import { CalendarNotices } from './CalendarNotices';

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

  const options = useCalendarOptions({
    calendar,
    lang,
    t,
    canEdit,
    canCreate,
    initialDate,
    api,
    range,
    hidden: hiddenRef,
    canCover,
    createAt,
    move,
    onAnswer: setAnswer,
    onFailure: setFailure,
    onShift: setShift,
  });

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
      <CalendarNotices calendar={calendar} t={t} lang={lang} canEdit={canEdit} canCreate={canCreate} failure={failure} answer={answer} />
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

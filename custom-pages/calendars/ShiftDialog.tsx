import type { CalendarEntry } from '@core/calendars';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { formattingLocale } from '@src/i18n/date-format';

/**
 * A rotation's shift, opened or dragged: shifts are computed from the rotation, so instead of a
 * drag that could only snap back, the planner is offered what changes who is on duty (a cover of
 * exactly this shift, prefilled) or the rotation itself.
 */
export function ShiftDialog({
  shift,
  canCover,
  onCover,
  onRotation,
  onClose,
}: {
  shift: CalendarEntry | undefined;
  canCover: boolean;
  onCover(values: Record<string, unknown>): void;
  onRotation(id: string): void;
  onClose(): void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.calendars.shift.${key}`, options);
  if (!shift) return null;
  // In the rotation's zone, where its handover time is set.
  const when = new Intl.DateTimeFormat(formattingLocale(locale === 'de' ? 'de' : 'en'), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(shift.timeZone && { timeZone: shift.timeZone }),
  }).formatRange(new Date(shift.start), new Date(shift.end));
  const rotationId = shift.details.rotationId;
  return (
    <Dialog open onClose={onClose} aria-labelledby="shift-dialog-title" data-testid="shift-dialog">
      <DialogTitle id="shift-dialog-title">{t('title', { person: shift.title })}</DialogTitle>
      <DialogContent>
        <DialogContentText gutterBottom>{`${when}${shift.timeZone ? ` (${shift.timeZone})` : ''}`}</DialogContentText>
        <DialogContentText>{t('explain', { rotation: shift.details.rotation ?? '' })}</DialogContentText>
        {shift.details.memberId && !shift.coveredBy && <ShiftPages person={shift.details.memberId} from={shift.start} to={shift.end} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        {rotationId && <Button onClick={() => onRotation(rotationId)}>{t('rotation')}</Button>}
        {canCover && rotationId && (
          <Button
            variant="contained"
            autoFocus
            onClick={() => onCover({ rotationId, kind: 'override', ...(shift.details.memberId && { replaces: shift.details.memberId }), startsAt: shift.start, endsAt: shift.end })}
          >
            {t('cover')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** What the escalations sent the person during the shift; nothing where the caller may not see another's. */
function ShiftPages({ person, from, to }: { person: string; from: string; to: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { data } = useQuery({
    queryKey: ['escalation-events', 'shift', person, from, to],
    queryFn: () => dataProvider.getShiftPages(person, from, to),
    retry: false,
    // A shift still running gains pages as problems escalate.
    meta: { live: ['escalations', 'outbox-messages'] },
  });
  if (!data) return null;
  const pages = data.filter((p) => p.kind === 'notified');
  return (
    <>
      <DialogContentText sx={{ mt: 2 }}>{translate('gondola.calendars.shift.pages', { smart_count: pages.length })}</DialogContentText>
      <List dense data-testid="shift-pages">
        {pages.map((p) => (
          <ListItem key={p.id} disableGutters>
            <ListItemText
              primary={<Link to={`/problems/${p.problemId}/show`}>{p.problemName}</Link>}
              secondary={`${new Date(p.at).toLocaleString()} · ${translate(`resources.escalation-events.options.channel.${p.channel ?? 'console'}`, { _: p.channel ?? '' })}${p.delivery ? ` · ${translate(`resources.outbox-messages.options.status.${p.delivery.status}`, { _: p.delivery.status })}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

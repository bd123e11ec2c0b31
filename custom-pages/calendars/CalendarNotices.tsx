import type { CalendarAnswer, CalendarName } from '@core/calendars';
import { Alert, Box } from '@mui/material';
import { formattingLocale } from '@src/i18n/date-format';

/** What the calendar says above itself: read-only, how to create, a failed fetch, and on-duty conflicts (the first five). */
export function CalendarNotices({
  calendar,
  t,
  lang,
  canEdit,
  canCreate,
  failure,
  answer,
}: {
  calendar: CalendarName;
  t: (key: string, options?: Record<string, unknown>) => string;
  lang: 'en' | 'de';
  canEdit: boolean | undefined;
  canCreate: boolean | undefined;
  failure: string | undefined;
  answer: CalendarAnswer | undefined;
}) {
  return (
    <>
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
    </>
  );
}

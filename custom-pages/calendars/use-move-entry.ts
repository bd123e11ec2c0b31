import type { CalendarEntry, CalendarName } from '@core/calendars';
import { useCallback } from 'react';
import { type HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { datesOf } from './calendar-entries';

/**
 * Saves an entry dragged or resized to new dates: its record with the version the calendar showed,
 * so a change someone else made meanwhile is a 409, not overwritten. Then the entry goes back, the
 * calendar reloads in place and says what happened.
 */
export function useMoveEntry(calendar: CalendarName, reload: () => void) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    async (entry: CalendarEntry, start: Date, end: Date, revert: () => void, resourceId?: string) => {
      if (!entry.record) {
        revert();
        return;
      }
      const { resource, id, version } = entry.record;
      try {
        const { data: current } = await dataProvider.getOne(resource, { id });
        await dataProvider.update(resource, { id, data: { ...current, ...datesOf(calendar, start, end, resourceId), version }, previousData: current });
        notify(translate('gondola.calendars.moved', { title: entry.title }), { type: 'success' });
      } catch (error) {
        revert();
        const status = (error as HttpError).status;
        const message = ((error as HttpError).body as { message?: string } | undefined)?.message ?? (error as Error).message;
        notify(status === 409 ? translate('gondola.calendars.conflict', { title: entry.title }) : translate('gondola.calendars.moveFailed', { title: entry.title, message }), {
          type: status === 409 ? 'warning' : 'error',
          autoHideDuration: 8000,
        });
      }
      reload();
    },
    [calendar, dataProvider, notify, translate, reload],
  );
}

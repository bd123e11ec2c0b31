import type { ReactNode } from 'react';
import { useGetOne } from 'react-admin';
import { DisplayTimeZoneProvider } from '@src/i18n/date-format';

/**
 * Times below show in the resort's time zone: what happened at 07:45 on the slope reads 07:45
 * wherever the engineer sits (named with its zone when that differs from theirs). Without a resort,
 * or while it loads, the viewer's own zone.
 */
export function ResortTimeZone({ resortId, children }: { resortId: unknown; children: ReactNode }) {
  const id = typeof resortId === 'string' && resortId ? resortId : undefined;
  const { data } = useGetOne('resorts', { id: id ?? '' }, { enabled: !!id, retry: false });
  const timeZone = typeof data?.timezoneId === 'string' && data.timezoneId ? data.timezoneId : undefined;
  return <DisplayTimeZoneProvider timeZone={timeZone}>{children}</DisplayTimeZoneProvider>;
}

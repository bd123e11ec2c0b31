import { createContext, createElement, type ReactNode, useContext } from 'react';
import { useLocaleState } from 'react-admin';

/** The formatting locale of a console language: English as written in Europe (day first, 24 hours). */
export const formattingLocale = (language: string) => (language === 'de' ? 'de-DE' : 'en-GB');

/**
 * The time zone a page shows its times in, where the place matters more than the viewer (a
 * resort's problem started at 07:45 on its slope). Without one, times are the viewer's own.
 */
const DisplayTimeZone = createContext<string | undefined>(undefined);

export function DisplayTimeZoneProvider({ timeZone, children }: { timeZone: string | undefined; children: ReactNode }) {
  return createElement(DisplayTimeZone.Provider, { value: timeZone }, children);
}

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function wallClock(date: Date, timeZone: string) {
  return date.toLocaleString('en-GB', { timeZone, hour12: false });
}

function zoneName(date: Date, locale: string, timeZone: string) {
  return new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A date-time as the console shows it: medium date, short time, in the given zone. The zone is
 * named only when its clock differs from the viewer's at that instant, so the common case (staff
 * in the resorts' own zone) stays uncluttered and the other is never ambiguous.
 */
export function formatDateTime(value: string | number | Date, locale: string, timeZone?: string, viewer: string = viewerTimeZone()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const text = date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: timeZone ?? viewer });
  return timeZone && wallClock(date, timeZone) !== wallClock(date, viewer) ? `${text} ${zoneName(date, locale, timeZone)}` : text;
}

/** Dates and times in the console's language rather than the browser's, in the page's time zone. */
export function useDateFormat() {
  const [language] = useLocaleState();
  const timeZone = useContext(DisplayTimeZone);
  const locale = formattingLocale(language);
  return {
    locale,
    timeZone,
    dateTime: (value: string | number | Date) => formatDateTime(value, locale, timeZone),
    date: (value: string | number | Date) => new Date(value).toLocaleDateString(locale, { dateStyle: 'medium', ...(timeZone && { timeZone }) }),
  };
}

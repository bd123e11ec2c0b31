import { createContext, createElement, type ReactNode, useContext } from 'react';
import { useLocaleState } from 'react-admin';
import { dateTimeFormat } from './intl-formats';

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

let viewerZone: string | undefined;
/** The browser's own time zone (read once). */
export const viewerTimeZone = () => (viewerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

// A list of events formats a hundred times per render: the formatters are kept (intl-formats.ts).
function formatter(kind: 'dateTime' | 'wallClock' | 'zone', locale: string, timeZone: string): Intl.DateTimeFormat {
  if (kind === 'dateTime') return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  if (kind === 'wallClock') return dateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
  return dateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
}

/** A calendar day (YYYY-MM-DD: an absence's, a delivery's) as the console shows it: the same day in every zone. */
export const formatDay = (value: string, locale: string) =>
  formatValid(new Date(`${value.slice(0, 10)}T00:00:00Z`), dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }));

/** A formatter throws on an invalid date, where `toLocaleDateString` said "Invalid Date": neither is shown. */
const formatValid = (date: Date, format: Intl.DateTimeFormat) => (Number.isNaN(date.getTime()) ? '' : format.format(date));

const wallClock = (date: Date, timeZone: string) => formatter('wallClock', '', timeZone).format(date);

function zoneName(date: Date, locale: string, timeZone: string) {
  return (
    formatter('zone', locale, timeZone)
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  );
}

/**
 * A date-time as the console shows it: medium date, short time, in the given zone. The zone is
 * named only when its clock differs from the viewer's at that instant, so the common case (staff
 * in the resorts' own zone) stays uncluttered and the other is never ambiguous.
 */
export function formatDateTime(value: string | number | Date, locale: string, timeZone?: string, viewer: string = viewerTimeZone()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const text = formatter('dateTime', locale, timeZone ?? viewer).format(date);
  return timeZone && wallClock(date, timeZone) !== wallClock(date, viewer) ? `${text} ${zoneName(date, locale, timeZone)}` : text;
}

/** Dates and times in the console's language rather than the browser's, in the page's time zone. */
export function useDateFormat() {
  const [language] = useLocaleState();
  const timeZone = useContext(DisplayTimeZone);
  const formatting = formattingLocale(language);
  return {
    /** The formatting locale (en-GB, de-DE), not the console's language. */
    locale: formatting,
    timeZone,
    dateTime: (value: string | number | Date) => formatDateTime(value, formatting, timeZone),
    date: (value: string | number | Date) => formatValid(new Date(value), dateTimeFormat(formatting, { dateStyle: 'medium', ...(timeZone && { timeZone }) })),
    /** A calendar day (YYYY-MM-DD: an absence's, a delivery's): the same day in every zone. */
    day: (value: string) => formatDay(value, formatting),
  };
}

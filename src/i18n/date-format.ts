import { useLocaleState } from 'react-admin';

/** The formatting locale of a console language: English as written in Europe (day first, 24 hours). */
export const formattingLocale = (language: string) => (language === 'de' ? 'de-DE' : 'en-GB');

/** Dates and times in the console's language rather than the browser's. */
export function useDateFormat() {
  const [language] = useLocaleState();
  const locale = formattingLocale(language);
  return {
    locale,
    dateTime: (value: string | number | Date) => new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    date: (value: string | number | Date) => new Date(value).toLocaleDateString(locale, { dateStyle: 'medium' }),
  };
}

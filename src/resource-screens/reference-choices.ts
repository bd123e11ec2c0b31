import { COUNTRY_CODES, currencyCodes, timeZones } from '@core/resource-kit';

const cache = new Map<string, Array<{ id: string; name: string }>>();

function displayNames(locale: string, type: 'region' | 'currency') {
  try {
    return new Intl.DisplayNames([locale], { type });
  } catch {
    return undefined;
  }
}

/** Choices for the country, time-zone and currency pickers, named in the user's language. */
export function choicesFor(kind: 'country' | 'timeZone' | 'currency', locale: string) {
  const key = `${kind}:${locale}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let choices: Array<{ id: string; name: string }>;
  if (kind === 'timeZone') {
    choices = timeZones().map((z) => ({ id: z, name: z.replace(/_/g, ' ') }));
  } else {
    const names = displayNames(locale, kind === 'country' ? 'region' : 'currency');
    const codes = kind === 'country' ? COUNTRY_CODES : currencyCodes();
    choices = codes.map((code) => ({ id: code, name: `${names?.of(code) ?? code} (${code})` })).sort((a, b) => a.name.localeCompare(b.name, locale));
  }
  cache.set(key, choices);
  return choices;
}

export function countryName(code: string, locale: string): string {
  return displayNames(locale, 'region')?.of(code) ?? code;
}

// Building an Intl formatter costs far more than using one (a list of 50 problems built one per
// row), and `toLocaleString` with options builds one per call: each formatter is made once per
// locale and options, and kept.
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, locale: string, options: object, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = made.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

/** `formatting`: a formatting locale (`formattingLocale`: en-GB, de-DE), never the bare console language. */
export const dateTimeFormat = (formatting: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached('date', formatting, options, () => new Intl.DateTimeFormat(formatting, options));

export const numberFormat = (formatting: string, options: Intl.NumberFormatOptions = {}) => cached('number', formatting, options, () => new Intl.NumberFormat(formatting, options));

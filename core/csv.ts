/** A CSV cell a spreadsheet reads as text: quoted where needed, never run as a formula. */
export const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would run as a formula in spreadsheet programs.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Rows as CSV text with CRLF line ends, as spreadsheet programs expect. */
export const csvText = (rows: unknown[][]) => `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

/**
 * Both drivers hand values to the API in the same JSON-ready shapes: dates and times as the
 * strings the forms use, timestamps as ISO strings, numeric and bigint as numbers.
 */
export const OID = { int8: 20, numeric: 1700, date: 1082, time: 1083, timestamp: 1114, timestamptz: 1184 } as const;

const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?(?:\+00)?$/;
/**
 * PostgreSQL's text form in UTC (the usual server setting) is rewritten directly, milliseconds
 * truncated as Date does: a list page has hundreds of timestamps and Date parsing was a visible
 * share of a request's CPU. Any other offset or era goes through Date.
 */
const isoTimestamp = (value: string) => {
  const utc = UTC_TIMESTAMP.exec(value);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  return new Date(value.includes('T') || /[+-]\d\d(:?\d\d)?$/.test(value) ? value : `${value}Z`).toISOString();
};
/** 08:30:00 → 08:30 (what a time input shows); seconds stay when they carry information. */
const shortTime = (value: string) => (value.length === 8 && value.endsWith(':00') ? value.slice(0, 5) : value);

export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  [OID.int8]: (v) => Number(v),
  [OID.numeric]: (v) => Number(v),
  [OID.date]: (v) => v,
  [OID.time]: shortTime,
  [OID.timestamp]: isoTimestamp,
  [OID.timestamptz]: isoTimestamp,
};

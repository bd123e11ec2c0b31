/**
 * Both drivers hand values to the API in the same JSON-ready shapes: dates and times as the
 * strings the forms use, timestamps as ISO strings, numeric and bigint as numbers.
 */
export const OID = { int8: 20, numeric: 1700, date: 1082, time: 1083, timestamp: 1114, timestamptz: 1184 } as const;

const isoTimestamp = (value: string) => new Date(value.includes('T') || /[+-]\d\d(:?\d\d)?$/.test(value) ? value : `${value}Z`).toISOString();
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

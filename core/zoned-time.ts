/**
 * Wall clocks in a time zone. A recurrence is expanded on "floating" times (a wall clock written
 * as if it were UTC, as `rrule` recommends) and each occurrence is then placed in its zone, so a
 * 08:00 handover stays 08:00 on both sides of a change to or from summer time.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let made = formatters.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, made);
  }
  return made;
}

/** The wall clock of an instant in a zone, as a floating Date (its UTC fields are the wall clock). */
export function floatingOf(instant: Date, timeZone: string): Date {
  const parts: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!));
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
const offsetAt = (ms: number, timeZone: string) => floatingOf(new Date(ms), timeZone).getTime() - Math.floor(ms / 1000) * 1000;

/**
 * The instant a floating wall clock names in a zone. A wall clock the change to summer time skips
 * (02:30 on that night) lands an hour later; one the change back repeats is the first of the two.
 */
export function instantOf(floating: Date, timeZone: string): Date {
  const wall = floating.getTime();
  const before = wall - offsetAt(wall - 86_400_000 / 2, timeZone);
  const guess = wall - offsetAt(wall, timeZone);
  // Try the offset in force half a day earlier first: in a repeated hour that is the first pass.
  for (const candidate of [before, guess]) if (floatingOf(new Date(candidate), timeZone).getTime() === wall) return new Date(candidate);
  // A skipped wall clock: read with the offset before the change, it names the instant as far after it.
  return new Date(before);
}

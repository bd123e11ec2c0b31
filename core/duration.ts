/**
 * Durations as people type them: "90", "90m", "1h30", "1h 30m", "1.5h", "1,5 h", "1:30".
 * A bare number is minutes. Answers whole minutes, or undefined when the text is no duration.
 */
export function parseMinutes(text: string): number | undefined {
  const s = text.trim().toLowerCase().replace(/,/g, '.').replace(/\s+/g, '');
  if (!s) return undefined;
  const clock = /^(\d+):([0-5]\d)$/.exec(s);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const parts = /^(?:(\d+(?:\.\d+)?)(?:h|std|hours?|stunden?))?(?:(\d+(?:\.\d+)?)(?:m|min|minutes?|minuten?)?)?$/.exec(s);
  if (!parts || (parts[1] === undefined && parts[2] === undefined)) return undefined;
  // "1h30": a number after hours without a unit is minutes.
  const minutes = Number(parts[1] ?? 0) * 60 + Number(parts[2] ?? 0);
  return Number.isFinite(minutes) ? Math.round(minutes) : undefined;
}

/** Minutes as a person reads them: "45 min", "1 h 30 min", "2 h". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

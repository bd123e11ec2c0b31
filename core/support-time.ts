import { floatingOf, instantOf } from './zoned-time';

/** An SLA's support hours (resources/slas.ts `supportHours`). */
export type SupportHours = 'office' | 'liftHours' | 'extended' | 'always';

/** A resort's lift hours as its record keeps them ("08:30"), when it names them. */
export interface LiftHours {
  from?: string | null;
  until?: string | null;
}

interface DailyWindow {
  /** Days of the week it applies to (0 = Sunday), as Date.getUTCDay() reads a floating time. */
  days: readonly number[];
  fromMinute: number;
  untilMinute: number;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
/** When a resort names no lift hours: the usual day of a ski area. */
const DEFAULT_LIFT_HOURS = { from: '08:30', until: '16:30' };
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Support time is counted at most this far ahead: an SLA of 90 days' resolution fits with room. */
const HORIZON_DAYS = 800;

const minuteOfDay = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

function windowOf(hours: Exclude<SupportHours, 'always'>, lift: LiftHours = {}): DailyWindow {
  switch (hours) {
    case 'office':
      return { days: [1, 2, 3, 4, 5], fromMinute: 8 * 60, untilMinute: 17 * 60 };
    case 'extended':
      return { days: EVERY_DAY, fromMinute: 6 * 60 + 30, untilMinute: 20 * 60 };
    case 'liftHours': {
      const named = lift.from && lift.until && lift.from < lift.until;
      return {
        days: EVERY_DAY,
        fromMinute: minuteOfDay(named ? lift.from! : DEFAULT_LIFT_HOURS.from),
        untilMinute: minuteOfDay(named ? lift.until! : DEFAULT_LIFT_HOURS.until),
      };
    }
  }
}

/**
 * The instant `minutes` of support time after `start`, counted only inside the SLA's support hours
 * as the installation's time zone reads them (Freshdesk's business hours): a ticket raised on
 * Friday at 16:30 under office hours with a 4-hour resolution is due on Monday at 11:30 (on
 * Tuesday when Monday is a public holiday there).
 */
export function addSupportMinutes(
  start: Date,
  minutes: number,
  hours: SupportHours,
  timeZone: string,
  lift?: LiftHours,
  /** Public holidays (YYYY-MM-DD as the place reads its calendar): the office is closed then; lifts and the extended service run. */
  holiday: (day: string) => boolean = () => false,
): Date {
  if (hours === 'always') return new Date(start.getTime() + minutes * MINUTE_MS);
  const window = windowOf(hours, lift);
  let remaining = minutes * MINUTE_MS;
  let cursor = floatingOf(start, timeZone).getTime();
  for (let day = 0; day < HORIZON_DAYS; day++) {
    const dayStart = Math.floor(cursor / DAY_MS) * DAY_MS;
    const closed = hours === 'office' && holiday(new Date(dayStart).toISOString().slice(0, 10));
    if (!closed && window.days.includes(new Date(dayStart).getUTCDay())) {
      const opens = dayStart + window.fromMinute * MINUTE_MS;
      const closes = dayStart + window.untilMinute * MINUTE_MS;
      cursor = Math.max(cursor, opens);
      if (cursor < closes) {
        if (remaining <= closes - cursor) return instantOf(new Date(cursor + remaining), timeZone);
        remaining -= closes - cursor;
      }
    }
    cursor = dayStart + DAY_MS;
  }
  throw new Error(`${minutes} minutes of support time do not fit in ${HORIZON_DAYS} days`);
}

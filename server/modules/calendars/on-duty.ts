import * as rruleModule from 'rrule';
import type { RRule as Rule, Weekday } from 'rrule';
import type { OnDutyConflict, OnDutyNow } from '../../../core/calendars.js';
import { floatingOf, instantOf } from '../../../core/zoned-time.js';

export interface Rotation {
  id: string;
  name: string;
  /** Whom the shifts go to in turn, by name; `memberIds` are the same console users by id. */
  members: string[];
  memberIds?: string[];
  firstShiftAt: string;
  shiftHours: number;
  frequency: 'daily' | 'weekly';
  interval: number;
  weekdays: string[];
  until: string | null;
  timeZone: string;
  country: string | null;
}

export interface Override {
  id: string;
  version: number;
  rotationId: string;
  kind: 'override' | 'swap';
  person: string;
  replaces: string | null;
  startsAt: string;
  endsAt: string;
  returnStartsAt: string | null;
  returnEndsAt: string | null;
}

export interface Shift {
  rotationId: string;
  index: number;
  person: string;
  start: Date;
  end: Date;
}

/** A period someone covers: an override, or either half of a swap. */
export interface Cover {
  override: Override;
  rotationId: string;
  person: string;
  replaces: string | null;
  start: Date;
  end: Date;
  isReturn: boolean;
}

// rrule names its ES module only in `module`: bundlers and vitest load that, plain Node its UMD file,
// whose exports arrive as the default.
const { RRule } = 'RRule' in rruleModule ? rruleModule : (rruleModule as unknown as { default: typeof rruleModule }).default;

const WEEKDAY: Record<string, Weekday> = { MO: RRule.MO, TU: RRule.TU, WE: RRule.WE, TH: RRule.TH, FR: RRule.FR, SA: RRule.SA, SU: RRule.SU };
/** A rotation begun years ago still expands quickly; past this many shifts the rest is left out. */
const MAX_OCCURRENCES = 50_000;

/** The rotation's recurrence on floating wall clocks (see zoned-time.ts). */
function ruleOf(rotation: Rotation): Rule {
  const dtstart = floatingOf(new Date(rotation.firstShiftAt), rotation.timeZone);
  return new RRule({
    freq: rotation.frequency === 'weekly' ? RRule.WEEKLY : RRule.DAILY,
    interval: rotation.interval,
    dtstart,
    ...(rotation.weekdays.length > 0 && { byweekday: rotation.weekdays.map((d) => WEEKDAY[d]!).filter(Boolean) }),
    ...(rotation.until && { until: new Date(`${rotation.until}T23:59:59Z`) }),
  });
}

/**
 * The shifts of a rotation that overlap [from, to): each goes to the next member in turn, counted
 * from the first shift, and starts and ends at its wall clock in the rotation's zone.
 */
export function shiftsOf(rotation: Rotation, from: Date, to: Date): Shift[] {
  if (rotation.members.length === 0) return [];
  const lengthMs = rotation.shiftHours * 3_600_000;
  const rule = ruleOf(rotation);
  // Floating bounds, a day wider than needed: offsets differ by less than that.
  const lastStart = floatingOf(to, rotation.timeZone).getTime() + 86_400_000;
  const firstEnd = floatingOf(from, rotation.timeZone).getTime() - 86_400_000;
  const shifts: Shift[] = [];
  rule.all((floating, index) => {
    if (floating.getTime() > lastStart || index >= MAX_OCCURRENCES) return false;
    if (floating.getTime() + lengthMs >= firstEnd) {
      const start = instantOf(floating, rotation.timeZone);
      const end = instantOf(new Date(floating.getTime() + lengthMs), rotation.timeZone);
      if (end > from && start < to) shifts.push({ rotationId: rotation.id, index, person: rotation.members[index % rotation.members.length]!, start, end });
    }
    return true;
  });
  return shifts;
}

/** The periods the overrides and swaps hand to someone else. */
export function coversOf(overrides: Override[]): Cover[] {
  return overrides.flatMap((o) => {
    const main: Cover = { override: o, rotationId: o.rotationId, person: o.person, replaces: o.replaces, start: new Date(o.startsAt), end: new Date(o.endsAt), isReturn: false };
    if (o.kind !== 'swap' || !o.returnStartsAt || !o.returnEndsAt || !o.replaces) return [main];
    return [
      main,
      { override: o, rotationId: o.rotationId, person: o.replaces, replaces: o.person, start: new Date(o.returnStartsAt), end: new Date(o.returnEndsAt), isReturn: true },
    ];
  });
}

const overlaps = (a: { start: Date; end: Date }, b: { start: Date; end: Date }) => a.start < b.end && b.start < a.end;

/** Who covers a shift: the latest cover of its rotation that overlaps it (a cover made later wins). */
export function coverOf(shift: Shift, covers: Cover[]): Cover | undefined {
  let found: Cover | undefined;
  for (const c of covers) if (c.rotationId === shift.rotationId && overlaps(c, shift)) found = c;
  return found;
}

/**
 * Who is on duty in two rotations at once: the same person with overlapping duties (shifts no
 * cover takes away, and covers) in different rotations. One conflict per overlapping pair.
 */
export function conflictsOf(shifts: Shift[], covers: Cover[], names: Map<string, string>): OnDutyConflict[] {
  const duties = [
    ...shifts
      .filter((s) => !covers.some((c) => c.rotationId === s.rotationId && c.start <= s.start && c.end >= s.end))
      .map((s) => ({ person: s.person, rotationId: s.rotationId, start: s.start, end: s.end })),
    ...covers.map((c) => ({ person: c.person, rotationId: c.rotationId, start: c.start, end: c.end })),
  ].sort((a, b) => a.person.localeCompare(b.person) || a.start.getTime() - b.start.getTime());
  const conflicts: OnDutyConflict[] = [];
  for (let i = 0; i < duties.length; i++) {
    const a = duties[i]!;
    for (let j = i + 1; j < duties.length && duties[j]!.person === a.person && duties[j]!.start < a.end; j++) {
      const b = duties[j]!;
      if (b.rotationId === a.rotationId) continue;
      conflicts.push({
        person: a.person,
        start: new Date(Math.max(a.start.getTime(), b.start.getTime())).toISOString(),
        end: new Date(Math.min(a.end.getTime(), b.end.getTime())).toISOString(),
        rotations: [names.get(a.rotationId) ?? a.rotationId, names.get(b.rotationId) ?? b.rotationId],
      });
    }
  }
  return conflicts;
}

/** Who is on duty at an instant in each rotation, covers applied. */
export function onDutyAt(rotations: Rotation[], overrides: Override[], at: Date): OnDutyNow[] {
  const covers = coversOf(overrides);
  const now: OnDutyNow[] = [];
  for (const rotation of rotations) {
    const cover = covers.filter((c) => c.rotationId === rotation.id && c.start <= at && at < c.end).at(-1);
    const shift = shiftsOf(rotation, at, new Date(at.getTime() + 1)).find((s) => s.start <= at && at < s.end);
    if (cover) {
      now.push({
        rotationId: rotation.id,
        rotationName: rotation.name,
        person: cover.person,
        until: cover.end.toISOString(),
        covering: shift?.person ?? cover.replaces,
        timeZone: rotation.timeZone,
      });
    } else if (shift) {
      now.push({ rotationId: rotation.id, rotationName: rotation.name, person: shift.person, until: shift.end.toISOString(), covering: null, timeZone: rotation.timeZone });
    }
  }
  return now.sort((a, b) => a.rotationName.localeCompare(b.rotationName));
}

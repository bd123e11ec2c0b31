import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../../core/access.js';
import {
  CALENDAR_RESOURCES,
  entryDefaults,
  type CalendarAnswer,
  type CalendarEntry,
  type CalendarName,
  type CalendarRow,
  type OnDutyNow,
  type RangeQuery,
} from '../../../core/calendars.js';
import { addDays } from '../../../core/resource-kit/rules.js';
import type { ApiRecord } from '../../crud/repository.js';
import { assignedStaff, placesOf, versionNames, type InstallationPlace } from './calendar-store.js';
import { conflictsOf, coverOf, coversOf, onDutyAt, shiftsOf, type Override, type Rotation } from './on-duty.js';
import { holidayCalendar } from './holiday-calendars.js';

/** At most this many records of one calendar in one answer (a month of 2,000 events is the bench). */
const MAX_RECORDS = 10_000;
const PAGE = 1000;
export type Language = 'en' | 'de';

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
/** An entry's details: the facts that have a value. */
const present = (facts: Record<string, string | null>): Record<string, string> => Object.fromEntries(Object.entries(facts).filter((f): f is [string, string] => !!f[1]));

/**
 * A calendar's entries in a range, built from the records the principal may see (the resource
 * kit's repository applies access and customer scope), plus what is derived from them: on-duty
 * shifts expanded from their rotations, public holidays, and conflicts.
 */
export class CalendarEntries {
  constructor(private readonly app: FastifyInstance) {}

  private async records(resource: string, filter: Record<string, unknown>, principal: Principal, sortField: string): Promise<ApiRecord[]> {
    const model = this.app.resources.models.get(resource);
    if (!model) throw new Error(`no resource ${resource}`);
    const all: ApiRecord[] = [];
    for (let start = 0; start < MAX_RECORDS; start += PAGE) {
      const { records } = await this.app.resources.repository.list(model, { filter, sort: { field: sortField, order: 'ASC' }, range: [start, start + PAGE - 1] }, principal);
      all.push(...records);
      if (records.length < PAGE) break;
    }
    return all;
  }

  private withPlace(entry: CalendarEntry, places: Map<string, InstallationPlace>): CalendarEntry {
    const place = entry.installationId ? places.get(entry.installationId) : undefined;
    return place ? { ...entry, installationName: place.name, timeZone: entry.timeZone ?? place.timeZone } : entry;
  }

  async entries(calendar: CalendarName, query: RangeQuery, principal: Principal, language: Language): Promise<CalendarAnswer> {
    const answer = await this.build(calendar, query, principal, language);
    const places = await placesOf(
      this.app.db,
      answer.entries.map((e) => e.installationId).filter((id): id is string => !!id),
    );
    const entries = answer.entries.map((e) => this.withPlace(e, places)).filter((e) => !query.kinds || query.kinds.includes(e.kind));
    return { ...answer, entries };
  }

  private async build(calendar: CalendarName, query: RangeQuery, principal: Principal, language: Language): Promise<CalendarAnswer> {
    const fromDate = query.from.slice(0, 10);
    const toDate = query.to.slice(0, 10);
    const installation = query.installationId ? { installationId: query.installationId } : {};
    const resource = CALENDAR_RESOURCES[calendar];
    const recordOf = (r: ApiRecord) => ({ resource, id: r.id, version: r.version });
    switch (calendar) {
      case 'on-duty':
        return this.onDuty(query, principal, language);
      case 'events': {
        const rows = await this.records(resource, { ...installation, startsOn_lte: toDate, endsOn_gte: fromDate }, principal, 'startsOn');
        const entries = rows.map(
          (r): CalendarEntry => ({
            ...entryDefaults(),
            id: r.id,
            title: String(r.name),
            start: String(r.startsOn),
            end: addDays(String(r.endsOn), 1),
            allDay: true,
            kind: String(r.type),
            record: recordOf(r),
            editable: true,
            installationId: str(r.installationId),
            details: present({ organiser: str(r.organiser) }),
          }),
        );
        return { entries, rows: [], conflicts: [] };
      }
      case 'deliveries': {
        const rows = await this.records(resource, { ...installation, shipsOn_lte: toDate, arrivesOn_gte: fromDate }, principal, 'shipsOn');
        const entries = rows.map(
          (r): CalendarEntry => ({
            ...entryDefaults(),
            id: r.id,
            title: `${r.quantity && Number(r.quantity) > 1 ? `${r.quantity} × ` : ''}${r.item}`,
            start: String(r.shipsOn),
            end: addDays(String(r.arrivesOn), 1),
            allDay: true,
            kind: String(r.state),
            record: recordOf(r),
            editable: true,
            installationId: str(r.installationId),
            details: present({ carrier: str(r.carrier), trackingReference: str(r.trackingReference) }),
          }),
        );
        return { entries, rows: [], conflicts: [] };
      }
      case 'rollouts': {
        const rows = await this.records(resource, { ...installation, startsAt_lte: query.to, endsAt_gte: query.from }, principal, 'startsAt');
        const versions = await versionNames(
          this.app.db,
          rows.map((r) => String(r.componentVersionId)),
        );
        const entries = rows.map(
          (r): CalendarEntry => ({
            ...entryDefaults(),
            id: r.id,
            title: versions.get(String(r.componentVersionId)) ?? String(r.componentVersionId),
            start: String(r.startsAt),
            end: String(r.endsAt),
            allDay: false,
            kind: String(r.kind),
            record: recordOf(r),
            editable: true,
            installationId: str(r.installationId),
            details: present({ state: str(r.state), bulkCommandId: str(r.bulkCommandId) }),
          }),
        );
        return { entries, rows: [], conflicts: [] };
      }
      case 'resources': {
        const rows = await this.records(resource, { ...installation, startsOn_lte: toDate, endsOn_gte: fromDate }, principal, 'startsOn');
        const entries = rows.map(
          (r): CalendarEntry => ({
            ...entryDefaults(),
            id: r.id,
            title: String(r.summary),
            start: String(r.startsOn),
            end: addDays(String(r.endsOn), 1),
            allDay: true,
            kind: String(r.resourceKind),
            record: recordOf(r),
            editable: true,
            resourceId: String(r.resourceName),
            installationId: str(r.installationId),
            details: present({ project: str(r.project), jiraIssueKey: str(r.jiraIssueKey), jiraIssueUrl: str(r.jiraIssueUrl) }),
          }),
        );
        // Every assigned person is a row, booked or not (whom to plan); equipment only when booked
        // in the range (there are spares by the hundred).
        const assigned = principal.scope === 'staff' ? await assignedStaff(this.app.db) : [];
        const byName = new Map<string, CalendarRow>(assigned.map((a) => [a.name, { id: a.name, title: a.name, kind: a.kind }]));
        for (const r of rows)
          if (!byName.has(String(r.resourceName)))
            byName.set(String(r.resourceName), { id: String(r.resourceName), title: String(r.resourceName), kind: r.resourceKind === 'equipment' ? 'equipment' : 'staff' });
        const sorted = [...byName.values()].sort((a, b) => a.kind.localeCompare(b.kind) * -1 || a.title.localeCompare(b.title));
        return { entries, rows: sorted, conflicts: [] };
      }
    }
  }

  /** Who is on duty now in each rotation the principal may see (the on-duty calendar, the triage home). */
  async onDutyNow(principal: Principal): Promise<OnDutyNow[]> {
    const now = new Date();
    const { rotations, overrides } = await this.rotationsAndOverrides(principal, now, new Date(now.getTime() + 1));
    return onDutyAt(rotations, overrides, now);
  }

  /** Console users' names by id (a member no longer known keeps their id). */
  private async staffNames(ids: string[]): Promise<(id: string) => string> {
    const { rows } = ids.length ? await this.app.db.query<{ id: string; name: string | null }>('select id, name from staff_users where id = any($1::text[])', [ids]) : { rows: [] };
    const names = new Map(rows.map((r) => [r.id, r.name || r.id]));
    return (id) => names.get(id) ?? id;
  }

  /** The rotations and their changes the principal may see, their people by name. */
  async rotationsAndOverrides(principal: Principal, from: Date, to: Date): Promise<{ rotations: Rotation[]; overrides: Override[] }> {
    const rotationRecords = await this.records('on-duty-rotations', {}, principal, 'name');
    // Swaps reach back or ahead by their return shift: ask a month wider, then keep what touches the range.
    const wider = { from: new Date(from.getTime() - 31 * 86_400_000).toISOString(), to: new Date(to.getTime() + 31 * 86_400_000).toISOString() };
    const overrideRecords = await this.records('on-duty-overrides', { startsAt_lte: wider.to, endsAt_gte: wider.from }, principal, 'createdAt');
    const nameOf = await this.staffNames([
      ...new Set([
        ...rotationRecords.flatMap((r) => (r.members as string[] | null) ?? []),
        ...overrideRecords.flatMap((r) => [r.person, r.replaces].filter((p): p is string => typeof p === 'string')),
      ]),
    ]);
    const rotations = rotationRecords.map(
      (r): Rotation => ({
        id: r.id,
        name: String(r.name),
        members: ((r.members as string[] | null) ?? []).map(nameOf),
        memberIds: (r.members as string[] | null) ?? [],
        firstShiftAt: String(r.firstShiftAt),
        shiftHours: Number(r.shiftHours),
        frequency: r.frequency === 'weekly' ? 'weekly' : 'daily',
        interval: Number(r.interval) || 1,
        weekdays: (r.weekdays as string[] | null) ?? [],
        until: str(r.until),
        timeZone: String(r.timeZone),
        country: str(r.country),
      }),
    );
    const overrides = overrideRecords.map(
      (r): Override => ({
        id: r.id,
        version: r.version,
        rotationId: String(r.rotationId),
        kind: r.kind === 'swap' ? 'swap' : 'override',
        person: nameOf(String(r.person)),
        replaces: r.replaces ? nameOf(String(r.replaces)) : null,
        startsAt: String(r.startsAt),
        endsAt: String(r.endsAt),
        returnStartsAt: str(r.returnStartsAt),
        returnEndsAt: str(r.returnEndsAt),
      }),
    );
    return { rotations, overrides };
  }

  private async onDuty(query: RangeQuery, principal: Principal, language: Language): Promise<CalendarAnswer> {
    const from = new Date(query.from);
    const to = new Date(query.to);
    const { rotations, overrides } = await this.rotationsAndOverrides(principal, from, to);
    const covers = coversOf(overrides).filter((c) => c.start < to && c.end > from);
    const shifts = rotations.flatMap((r) => shiftsOf(r, from, to));
    const names = new Map(rotations.map((r) => [r.id, r.name]));
    const zones = new Map(rotations.map((r) => [r.id, r.timeZone]));
    const byId = new Map(rotations.map((r) => [r.id, r]));
    // Whom a shift belongs to, by id: what a cover of it replaces.
    const memberIdOf = (s: { rotationId: string; index: number }) => {
      const ids = byId.get(s.rotationId)?.memberIds ?? [];
      return ids.length ? (ids[s.index % ids.length] ?? '') : '';
    };
    const conflicts = conflictsOf(shifts, covers, names);
    const inConflict = (person: string, start: Date, end: Date) =>
      conflicts.some((c) => c.person === person && Date.parse(c.start) < end.getTime() && Date.parse(c.end) > start.getTime());
    const entries: CalendarEntry[] = [];
    for (const s of shifts) {
      const cover = coverOf(s, covers);
      entries.push({
        ...entryDefaults(),
        id: `shift:${s.rotationId}:${s.index}`,
        title: s.person,
        start: s.start.toISOString(),
        end: s.end.toISOString(),
        allDay: false,
        kind: 'shift',
        resourceId: s.person,
        timeZone: zones.get(s.rotationId) ?? null,
        details: present({ rotation: names.get(s.rotationId) ?? '', rotationId: s.rotationId, memberId: memberIdOf(s) }),
        coveredBy: cover?.person ?? null,
        conflict: !cover && inConflict(s.person, s.start, s.end),
      });
    }
    for (const c of covers) {
      entries.push({
        ...entryDefaults(),
        id: c.isReturn ? `${c.override.id}:return` : c.override.id,
        title: c.person,
        start: c.start.toISOString(),
        end: c.end.toISOString(),
        allDay: false,
        kind: c.override.kind,
        // The return half of a swap moves with its record's form, not by dragging.
        record: c.isReturn ? null : { resource: 'on-duty-overrides', id: c.override.id, version: c.override.version },
        editable: !c.isReturn,
        resourceId: c.person,
        timeZone: zones.get(c.rotationId) ?? null,
        details: present({ rotation: names.get(c.rotationId) ?? '', rotationId: c.rotationId, replaces: c.replaces ?? '' }),
        conflict: inConflict(c.person, c.start, c.end),
      });
    }
    entries.push(...holidayEntries(rotations, from, to, language));
    return { entries, rows: [], conflicts };
  }
}

/** The public holidays of the rotations' countries in the range, one all-day entry each. */
function holidayEntries(rotations: Rotation[], from: Date, to: Date, language: Language): CalendarEntry[] {
  const countries = [...new Set(rotations.map((r) => r.country).filter((c): c is string => !!c))].sort();
  const entries: CalendarEntry[] = [];
  for (const country of countries) {
    const holidays = holidayCalendar(country);
    for (let year = from.getUTCFullYear(); year <= to.getUTCFullYear(); year++) {
      for (const h of holidays.getHolidays(year, language)) {
        const day = h.date.slice(0, 10);
        // A holiday is the whole day [00:00, 24:00) UTC here: it shows when that touches the range.
        if (h.type !== 'public' || Date.parse(`${day}T00:00:00Z`) >= to.getTime() || Date.parse(`${addDays(day, 1)}T00:00:00Z`) <= from.getTime()) continue;
        entries.push({
          ...entryDefaults(),
          id: `holiday:${country}:${day}`,
          title: `${h.name} (${country})`,
          start: day,
          end: addDays(day, 1),
          allDay: true,
          kind: 'holiday',
          details: { country },
        });
      }
    }
  }
  return entries;
}

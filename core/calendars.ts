import { z } from 'zod';

/** The console's calendars (spec §2), each a custom page on one calendar component. */
export const CALENDARS = ['on-duty', 'events', 'deliveries', 'rollouts', 'resources'] as const;
export type CalendarName = (typeof CALENDARS)[number];

/** The record resource behind each calendar's editable entries. */
export const CALENDAR_RESOURCES = {
  'on-duty': 'on-duty-overrides',
  events: 'installation-events',
  deliveries: 'deliveries',
  rollouts: 'rollouts',
  resources: 'resource-assignments',
} as const satisfies Record<CalendarName, string>;

/** What an entry is, for its colour, its filter and its legend. */
export const ENTRY_KINDS = {
  'on-duty': ['shift', 'override', 'swap', 'holiday'],
  events: ['race', 'campaign', 'shooting', 'training', 'specialOperation', 'other'],
  deliveries: ['planned', 'shipped', 'delivered', 'returned', 'lost'],
  rollouts: ['rollout', 'goLive'],
  resources: ['staff', 'equipment'],
} as const satisfies Record<CalendarName, readonly string[]>;

/** The longest range one request may ask for: a year and a month, enough for every view and a feed. */
export const MAX_RANGE_DAYS = 400;

export const calendarEntry = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO instant, or a date (YYYY-MM-DD) for all-day entries. */
  start: z.string(),
  /** Exclusive: an all-day entry on the 3rd ends on the 4th. */
  end: z.string(),
  allDay: z.boolean(),
  kind: z.string(),
  /** The record behind it, when the entry is one (moving it saves that record with its version). */
  record: z.object({ resource: z.string(), id: z.string(), version: z.number() }).nullable(),
  editable: z.boolean(),
  /** Timeline row (the resource calendar) or the person on duty. */
  resourceId: z.string().nullable(),
  installationId: z.string().nullable(),
  installationName: z.string().nullable(),
  /** The place's zone (the resort's, a rotation's): shown beside the viewer's own where they differ. */
  timeZone: z.string().nullable(),
  /** Further facts for the entry's card (carrier, version, the issue's link, whom a cover replaces). */
  details: z.record(z.string(), z.string()),
  /** An on-duty shift someone else covers, or a person on duty twice at once. */
  coveredBy: z.string().nullable(),
  conflict: z.boolean(),
});
export type CalendarEntry = z.infer<typeof calendarEntry>;

/** What an entry has when nothing says otherwise: not a record's, not movable, nowhere in particular. */
export function entryDefaults(): Omit<CalendarEntry, 'id' | 'title' | 'start' | 'end' | 'allDay' | 'kind'> {
  return { record: null, editable: false, resourceId: null, installationId: null, installationName: null, timeZone: null, details: {}, coveredBy: null, conflict: false };
}

export const calendarRow = z.object({ id: z.string(), title: z.string(), kind: z.enum(['staff', 'equipment']) });
export type CalendarRow = z.infer<typeof calendarRow>;

export const onDutyConflict = z.object({ person: z.string(), start: z.string(), end: z.string(), rotations: z.array(z.string()) });
export type OnDutyConflict = z.infer<typeof onDutyConflict>;

export const calendarAnswer = z.object({ entries: z.array(calendarEntry), rows: z.array(calendarRow), conflicts: z.array(onDutyConflict) });
export type CalendarAnswer = z.infer<typeof calendarAnswer>;

export const onDutyNow = z.object({
  rotationId: z.string(),
  rotationName: z.string(),
  person: z.string(),
  until: z.string(),
  /** Someone covers the scheduled member. */
  covering: z.string().nullable(),
  timeZone: z.string(),
});
export type OnDutyNow = z.infer<typeof onDutyNow>;

const instant = z.iso.datetime({ offset: true });
export const rangeQuery = z
  .object({
    from: instant,
    to: instant,
    installationId: z.string().max(200).optional(),
    /** The language of derived titles (public holidays). */
    lang: z.enum(['en', 'de']).default('en'),
    kinds: z
      .string()
      .max(500)
      .optional()
      .transform((v) => (v ? v.split(',').filter(Boolean) : undefined)),
  })
  .strict()
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: 'to must lie after from', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_RANGE_DAYS * 86_400_000, { message: `a range may span at most ${MAX_RANGE_DAYS} days`, path: ['to'] });
export type RangeQuery = z.infer<typeof rangeQuery>;

/** How long a feed answers before its owner renews it (each renewal another lifetime from then). */
export const FEED_LIFETIME_DAYS = 90;

export const feedAnswer = z.object({
  id: z.string(),
  calendar: z.enum(CALENDARS),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
  /** In an admin's list of everyone's feeds: whose it is. */
  owner: z.object({ subject: z.string(), name: z.string() }).optional(),
  /** Only when it is made: the address holds the token, which is not stored. */
  url: z.string().optional(),
});
export type CalendarFeed = z.infer<typeof feedAnswer>;

/** A Jira issue as an assignment needs it. */
export const jiraIssue = z.object({
  key: z.string(),
  summary: z.string(),
  assignee: z.string().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  project: z.string().nullable(),
  url: z.string(),
  /** The demo's Jira double answered (its issues are made up). */
  demo: z.boolean().optional(),
});
export type JiraIssue = z.infer<typeof jiraIssue>;
export const JIRA_KEY = /^[A-Z][A-Z0-9_]+-\d+$/;

/** Each calendar's name in a subscribed calendar client (the console's pages name them through their routes' labels). */
export const FEED_TITLES: Record<CalendarName, { en: string; de: string }> = {
  'on-duty': { en: 'Gondola: on duty', de: 'Gondola: Bereitschaft' },
  events: { en: 'Gondola: events', de: 'Gondola: Veranstaltungen' },
  deliveries: { en: 'Gondola: deliveries', de: 'Gondola: Lieferungen' },
  rollouts: { en: 'Gondola: rollouts', de: 'Gondola: Rollouts' },
  resources: { en: 'Gondola: resources and projects', de: 'Gondola: Ressourcen und Projekte' },
};

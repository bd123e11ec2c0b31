/**
 * The rules of a video theme both sides apply: which placeholders a user-dependent text may hold,
 * when an element shows during a run, and the sample run the console previews a theme with.
 */
export const THEME_ELEMENT_KINDS = ['layoutImage', 'layoutText', 'userDependentText', 'userDependentImage', 'sound'] as const;
export type ThemeElementKind = (typeof THEME_ELEMENT_KINDS)[number];

/** The spec's route segment of each element kind (`/videopostprocessing/theme/{id}/<segment>/{elementId}`). */
export const ELEMENT_ROUTE_SEGMENT: Record<ThemeElementKind, string> = {
  layoutImage: 'layoutimageelement',
  layoutText: 'layouttextelement',
  userDependentText: 'userdependenttextelement',
  userDependentImage: 'userdependentimageelement',
  sound: 'sound',
};

/** What a user-dependent text may name, with the sample the preview fills in. */
export const THEME_PLACEHOLDERS = {
  name: 'Anna Berger',
  time: '42.85',
  date: '25.11.2026',
  resort: 'Alpbach',
  startNumber: '17',
  rank: '3',
} as const;

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

export function unknownThemePlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((p) => !(p in THEME_PLACEHOLDERS)))];
}

export function fillThemePlaceholders(text: string, values: Record<string, string> = THEME_PLACEHOLDERS): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** A run's event as video sessions report it (spec §3). */
export interface RunEvent {
  eventKey: string;
  eventReporter: number;
  /** Seconds from the clip's start. */
  at: number;
}

/** The run a theme is previewed with: start, an intermediate and the finish of a 42.85 s run. */
export const SAMPLE_RUN: { durationSeconds: number; events: RunEvent[] } = {
  durationSeconds: 52,
  events: [
    { eventKey: 'start', eventReporter: 0, at: 4 },
    { eventKey: 'intermediate', eventReporter: 1, at: 24.4 },
    { eventKey: 'finish', eventReporter: 0, at: 46.85 },
  ],
};

/** An element as the API answers it; its timing is eventKey, eventReporterIndex, offset and durationSeconds. */
export type ElementTiming = Readonly<Record<string, unknown>>;

/**
 * When an element starts: at its event (key and reporter) plus its offset; an element whose event
 * the run lacks never shows. It lasts `durationSeconds`, or to the end of the clip when 0 or unset.
 */
export function elementWindow(element: ElementTiming, run = SAMPLE_RUN): { from: number; to: number } | undefined {
  const key = typeof element.eventKey === 'string' && element.eventKey ? element.eventKey : 'start';
  const reporter = Number(element.eventReporterIndex ?? 0);
  const event = run.events.find((e) => e.eventKey === key && e.eventReporter === reporter);
  if (!event) return undefined;
  const from = Math.max(0, event.at + Number(element.offset ?? 0));
  const duration = Number(element.durationSeconds ?? 0);
  const to = duration > 0 ? Math.min(run.durationSeconds, from + duration) : run.durationSeconds;
  return from < to ? { from, to } : undefined;
}

export const isShownAt = (element: ElementTiming, second: number, run = SAMPLE_RUN) => {
  const window = elementWindow(element, run);
  // The clip's last frame still shows what lasts to the end.
  return !!window && second >= window.from && (second < window.to || (window.to === run.durationSeconds && second <= window.to));
};

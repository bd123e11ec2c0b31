import { runVerdict } from './lane-configs';

export interface SessionEvent {
  at: string;
  key: string;
  index: number;
  timelineMs?: number | null;
  reporter: string;
}

export interface SessionAnalysis {
  events: Array<SessionEvent & { timelineMs: number }>;
  runtimeMs: number | null;
  configAnalysisStatus: 'ok' | 'outOfBounds' | 'incomplete' | 'pending';
}

/**
 * What a session's events say: in time order, each placed on the session's timeline (from its
 * start), the runtime from start to finish, and whether that runtime lies in the lane's window
 * (no window configured: pending; no start or finish: incomplete).
 */
export function analyseSession(events: SessionEvent[], window: { runtimeMinS: number; runtimeMaxS: number } | undefined): SessionAnalysis {
  const sorted = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const origin = Date.parse(sorted.find((e) => e.key === 'start')?.at ?? sorted[0]?.at ?? new Date(0).toISOString());
  const placed = sorted.map((e, index) => ({ ...e, index, timelineMs: Math.max(0, Date.parse(e.at) - origin) }));
  const start = placed.find((e) => e.key === 'start');
  const finish = placed.find((e) => e.key === 'finish');
  const runtimeMs = start && finish ? finish.timelineMs - start.timelineMs : null;
  const configAnalysisStatus = runtimeMs === null ? 'incomplete' : !window ? 'pending' : runVerdict(runtimeMs, window) === 'valid' ? 'ok' : 'outOfBounds';
  return { events: placed, runtimeMs, configAnalysisStatus };
}
